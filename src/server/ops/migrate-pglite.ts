import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { hasUnmovedPglite, pgliteDir } from '../db/pglite-import';

/**
 * `npm run migrate-pglite`: moves the PGlite database of DATA_DIR (pgdata/) into the embedded
 * PostgreSQL (a start refuses such a data dir until then); the PGlite copy stays until the admin
 * removes it. The only command that loads PGlite.
 */
async function main() {
  const { dataDir, databaseUrl } = loadConfig();
  if (databaseUrl)
    throw new Error(
      'DATABASE_URL is set: the PGlite database moves into the embedded PostgreSQL of DATA_DIR; unset DATABASE_URL.',
    );
  if (!hasUnmovedPglite(dataDir))
    return console.log(
      `Nothing to move: ${pgliteDir(dataDir)} holds no PGlite database, or it was moved already (see pglite-moved.txt).`,
    );
  const database = await openDatabase({ dataDir, movePglite: true, say: (line) => console.log(line) });
  await database.close();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
