import { loadConfig } from '../config';
import { upgradeCluster } from '../db/upgrade';

/**
 * `npm run upgrade-db`: moves DATA_DIR's embedded PostgreSQL cluster of the previous major to the
 * app's major, with the app stopped (the data-dir lock refuses it while the app runs).
 */
async function main() {
  const { dataDir, databaseUrl, backupKeep } = loadConfig();
  if (databaseUrl)
    throw new Error(
      'DATABASE_URL is set: upgrade that PostgreSQL server with its own tools (pg_upgrade); upgrade-db moves the embedded cluster of DATA_DIR.',
    );
  const done = await upgradeCluster(dataDir, backupKeep, (line) => console.log(line));
  if (!done) return;
  console.log(`Copied, and compared by digests of every table and sequence:\n${done.tables.join('\n')}`);
  console.log(
    `Done: PostgreSQL ${done.from} -> ${done.to}. The old cluster is kept in ${done.keptAside} (remove it once you are satisfied); start the app with npm start.`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
