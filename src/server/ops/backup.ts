import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { askLockHolder } from '../db/data-dir-lock';

/**
 * `npm run backup`: a backup of the embedded database into DATA_DIR/backups. With the server
 * running, the server writes it (it holds the database); otherwise this process opens it.
 */
async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set: back up PostgreSQL with its own tools (pg_dump, base backups).');
  }
  const written = await askLockHolder(config.dataDir, 'backup');
  if (written) return console.log(`Backup written by the running server: ${written}`);
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
