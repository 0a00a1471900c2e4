import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { isDataDirLocked } from '../db/data-dir-lock';
import { writeBaseBackup } from '../db/backup';
import { EmbeddedCluster } from '../db/embedded/cluster';
import { hasCluster } from '../db/embedded/cluster-files';
import { runRestoreDrill } from '../db/restore-drill';
import { BACKUP_STATUS_MESSAGES, totalRows } from '../../shared/ops/backup-status';

/**
 * `npm run backup`: a base backup of the embedded PostgreSQL into DATA_DIR/backups. With the app
 * running, it is taken from the running PostgreSQL while the app keeps serving; otherwise this
 * command starts the cluster for the backup and stops it after. `npm run backup -- --verify` runs the
 * restore drill on the newest backup instead (and exits 1 when it fails).
 */
async function main() {
  const config = loadConfig();
  const args = process.argv.slice(2);
  if (args.some((arg) => arg !== '--verify')) throw new Error('Usage: npm run backup [-- --verify]');
  if (args.includes('--verify')) return verify(config.dataDir, Boolean(config.databaseUrl));
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

/** The restore drill, its result in a few lines. */
async function verify(dataDir: string, serverDatabase: boolean) {
  if (serverDatabase) throw new Error(BACKUP_STATUS_MESSAGES.serverDatabase);
  const drill = await runRestoreDrill(dataDir);
  if (!drill.ok) throw new Error(`Restore drill failed: ${drill.reason}`);
  const counts = Object.entries(drill.rowCounts ?? {}).map(([table, rows]) => `${table} ${rows}`);
  console.log(`Restore drill of ${drill.backup}: ok.`);
  console.log(`Last commit replayed: ${drill.lastCommitAt ?? BACKUP_STATUS_MESSAGES.noCommitReplayed}.`);
  console.log(`${totalRows(drill)} rows in ${counts.length} tables: ${counts.join(', ')}.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
