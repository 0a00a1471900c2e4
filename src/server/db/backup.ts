import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import type { DB } from './connection';

/** Backups of the embedded database live beside it, named so that they sort by time. */
export const backupDir = (dataDir: string) => path.join(dataDir, 'backups');
const BACKUP_NAME = /^freight-\d{8}-\d{6}(-\d+)?\.tar\.gz$/;
export const PGDATA = 'pgdata';

function stamp(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}${p(date.getMonth() + 1)}${p(date.getDate())}-${p(date.getHours())}${p(date.getMinutes())}${p(date.getSeconds())}`;
}

/** Writes a file and flushes it to the disk before it gets its final name: a backup is whole or absent. */
function writeDurably(file: string, bytes: Uint8Array) {
  const temporary = `${file}.partial`;
  const fd = fs.openSync(temporary, 'w');
  try {
    fs.writeSync(fd, bytes);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
  const dirFd = fs.openSync(path.dirname(file), 'r');
  try {
    fs.fsyncSync(dirFd);
  } finally {
    fs.closeSync(dirFd);
  }
}

export function listBackups(dataDir: string): string[] {
  const dir = backupDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((name) => BACKUP_NAME.test(name)).sort().map((name) => path.join(dir, name));
}

/**
 * A consistent backup of the running embedded database: PGlite's dump of its data dir (gzipped
 * tar), taken while holding the database's only connection, so no transaction is half-way. Keeps
 * the newest `keep` backups. Returns the new file.
 */
export async function writeBackup(db: DB, pglite: PGlite, dataDir: string, keep: number): Promise<string> {
  const dump = await db.connection().execute(async (conn) => {
    await sql`checkpoint`.execute(conn); // a restore then replays no WAL
    return pglite.dumpDataDir('gzip');
  });
  const dir = backupDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  let file = path.join(dir, `freight-${stamp(new Date())}.tar.gz`);
  for (let n = 2; fs.existsSync(file); n++) file = path.join(dir, `freight-${stamp(new Date())}-${n}.tar.gz`);
  writeDurably(file, new Uint8Array(await dump.arrayBuffer()));
  for (const old of listBackups(dataDir).slice(0, -keep)) fs.rmSync(old, { force: true });
  return file;
}

/** Milliseconds from now to the next HH:MM (server time). */
export function msUntil(time: string, now = new Date()): number {
  const [hours, minutes] = time.split(':').map(Number);
  const next = new Date(now);
  next.setHours(hours, minutes, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

/** Runs `backup` every day at `time`; returns the function that stops the schedule. */
export function scheduleDailyBackups(time: string, backup: () => Promise<unknown>, onError: (error: unknown) => void): () => void {
  let timer: NodeJS.Timeout;
  const arm = () => {
    timer = setTimeout(() => {
      backup().catch(onError).finally(arm);
    }, msUntil(time));
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}

/**
 * Restores a backup into an empty data dir (no database in it yet), then opens it once to check
 * that PostgreSQL starts on it. Refuses a data dir that already holds a database.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  const target = path.join(dataDir, PGDATA);
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    throw new Error(`${dataDir} already holds a database. Restore into an empty data dir (a new DATA_DIR).`);
  }
  const bytes = fs.readFileSync(file);
  fs.mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite({ dataDir: target, loadDataDir: new Blob([bytes]) });
  try {
    await pglite.waitReady;
    await pglite.query('select count(*) from users');
    await pglite.query('checkpoint');
  } finally {
    await pglite.close();
  }
}
