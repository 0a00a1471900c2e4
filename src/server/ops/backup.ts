import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { isDataDirLocked } from '../db/data-dir-lock';
import { writeBaseBackup } from '../db/backup';
import { EmbeddedCluster } from '../db/embedded/cluster';
import { hasCluster } from '../db/embedded/cluster-files';

/**
 * `npm run backup`: a base backup of the embedded PostgreSQL into DATA_DIR/backups. With the app
 * running, it is taken from the running PostgreSQL while the app keeps serving; otherwise this
 * command starts the cluster for the backup and stops it after.
 */
async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: back up that PostgreSQL server with its own tools (pg_basebackup with WAL archiving, or pg_dump).',
    );
  }
  if (!hasCluster(config.dataDir))
    throw new Error(`${config.dataDir} holds no database yet: start the app once first.`);
  if (await isDataDirLocked(config.dataDir)) {
    const running = new EmbeddedCluster({ dataDir: config.dataDir }).attach();
    return console.log(
      `Backup written while the app runs: ${await writeBaseBackup(running, config.dataDir, config.backupKeep)}`,
    );
  }
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    console.log(`Backup written: ${await database.backup!(config.backupKeep)}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
