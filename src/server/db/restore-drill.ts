import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { BackupStatus, RestoreDrill } from '../../shared/ops/backup-status-wire';
import { backupDir, listBackups, readBackupNote } from './backup';
import type { EmbeddedCluster } from './embedded/cluster';
import { APP_DATABASE } from './embedded/cluster-files';
import { recoverInto } from './restore';

/**
 * The restore drill: the newest base backup and its archived WAL restored into a scratch directory
 * with the app's own PostgreSQL, checked (every table read and counted, the last commit replayed) and
 * thrown away. A backup is worth what its restore gives; this proves it while nothing is at stake.
 */
const DRILL_FILE = 'restore-drill.json';
/** The running app drills once this long after the last drill (checked after the daily backup). */
export const DRILL_EVERY_MS = 7 * 24 * 60 * 60 * 1000;

const drillFile = (dataDir: string) => path.join(backupDir(dataDir), DRILL_FILE);
const scratchDir = (dataDir: string) => path.join(dataDir, '.restore-drill');

/** The restored database's tables and rows, and the time of the last commit the recovery replayed. */
async function inspect(cluster: EmbeddedCluster): Promise<Pick<RestoreDrill, 'rowCounts' | 'lastCommitAt'>> {
  const client = new pg.Client(cluster.connection(APP_DATABASE));
  await client.connect();
  try {
    // Only valid in the run that recovered: PostgreSQL keeps it static once recovery completed.
    const replay = await client.query<{ at: Date | null }>('select pg_last_xact_replay_timestamp() as at');
    const tables = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    if (tables.rows.length === 0) throw new Error('The restored database has no tables.');
    const rowCounts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const { rows } = await client
        .query<{ n: string }>(`select count(*) as n from ${client.escapeIdentifier(name)}`)
        .catch((error: Error) => {
          throw new Error(`Table ${name} of the restored database could not be read: ${error.message}`);
        });
      rowCounts[name] = Number(rows[0].n);
    }
    return { rowCounts, lastCommitAt: replay.rows[0].at?.toISOString() ?? null };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Writes the drill's result whole or not at all (a reader never sees half a file). */
function storeDrill(dataDir: string, drill: RestoreDrill) {
  const file = drillFile(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.part`, `${JSON.stringify(drill, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(`${file}.part`, file);
}

export function lastDrill(dataDir: string): RestoreDrill | null {
  try {
    return JSON.parse(fs.readFileSync(drillFile(dataDir), 'utf8')) as RestoreDrill;
  } catch {
    return null;
  }
}

/** Restores the newest base backup into a scratch directory, checks it, removes it; stores and answers the result. */
export async function runRestoreDrill(dataDir: string): Promise<RestoreDrill> {
  const at = new Date().toISOString();
  const newest = listBackups(dataDir).at(-1);
  let drill: RestoreDrill;
  if (!newest) drill = { at, ok: false, reason: 'There is no base backup to restore.' };
  else {
    const scratch = scratchDir(dataDir);
    fs.rmSync(scratch, { recursive: true, force: true }); // left by a drill the app's stop cut off
    const backup = path.basename(newest);
    try {
      let checked: Awaited<ReturnType<typeof inspect>> | undefined;
      await recoverInto(newest, scratch, {
        drill: { inspect: async (cluster) => void (checked = await inspect(cluster)) },
      });
      drill = { at, ok: true, backup, ...checked };
    } catch (error) {
      drill = { at, ok: false, backup, reason: (error as Error).message.split('\n')[0] };
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  }
  storeDrill(dataDir, drill);
  return drill;
}

export const drillIsDue = (dataDir: string, now = new Date()) => {
  const last = lastDrill(dataDir);
  return !last || now.getTime() - Date.parse(last.at) >= DRILL_EVERY_MS;
};

/** The newest base backup (when it was complete, how old) and the last drill, as the admin sees them. */
export function embeddedBackupStatus(dataDir: string, now = new Date()): BackupStatus {
  const newest = listBackups(dataDir).at(-1);
  const newestAt = newest
    ? (readBackupNote(newest).endedAt ?? fs.statSync(newest).mtime.toISOString())
    : null;
  return {
    kind: 'embedded',
    newestBackupAt: newestAt,
    newestBackupAgeMinutes: newestAt
      ? Math.max(0, Math.floor((now.getTime() - Date.parse(newestAt)) / 60_000))
      : null,
    lastDrill: lastDrill(dataDir),
  };
}
