import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import { RUNTIME_DEFAULTS } from '../../../config/runtime';
import type { EmbeddedCluster, ServerSettings } from './embedded/cluster';
import { giveToPostgres, letPostgresThrough, postgresRunAs } from './embedded/system-user';

/**
 * Backups of the embedded PostgreSQL live beside it: base backups named so that they sort by time
 * (`freight-YYYYMMDD-HHMMSS.tar.gz`, each with a `.json` note of where its WAL starts), and the
 * write-ahead log archived continuously into `wal/`. A base backup plus the WAL after it restores
 * the cluster to any moment up to the newest archived segment.
 */
export const backupDir = (dataDir: string) => path.join(dataDir, 'backups');
export const walArchiveDir = (backups: string) => path.join(backups, 'wal');
const BACKUP_NAME = /^freight-\d{8}-\d{6}(-\d+)?\.tar\.gz$/;
/** At most this long between a commit and its WAL segment being in the archive. */
export const ARCHIVE_TIMEOUT_S = 60;

/** A string as one word for /bin/sh, with % doubled for PostgreSQL's %f/%p substitution. */
const shellWord = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`.replace(/%/g, '%%');

/**
 * Continuous archiving: each finished WAL segment is gzipped into backups/wal as `<segment>.gz`
 * (a segment closed early by archive_timeout is mostly zeros: 16 MB become ~100 KB), flushed to
 * the disk before it gets its final name, and a segment already there is accepted only if its
 * content is identical (PostgreSQL's documentation, "Setting Up WAL Archiving": the command must
 * refuse to overwrite a different file and may succeed on an identical one). archive_timeout closes
 * a segment at least once a minute.
 */
export function archiveSettings(dataDir: string): ServerSettings {
  const wal = walArchiveDir(backupDir(dataDir));
  const target = `${shellWord(wal)}/%f`;
  return {
    archive_mode: 'on',
    archive_timeout: String(ARCHIVE_TIMEOUT_S),
    archive_command:
      `if [ -f ${target}.gz ]; then gzip -dc ${target}.gz | cmp -s - %p; ` +
      `elif [ -f ${target} ]; then cmp -s %p ${target}; ` +
      // A failed copy (a full disk) removes its .part, so it does not hold the space until the next try.
      `else { gzip -c %p > ${target}.gz.part && sync ${target}.gz.part && mv ${target}.gz.part ${target}.gz && sync ${shellWord(wal)}; } ` +
      `|| { rm -f ${target}.gz.part; false; }; fi`,
  };
}

/**
 * PostgreSQL's restore_command over an archive: a gzipped segment is unpacked, one archived before
 * compression is copied; a file the archive lacks fails the command, which ends the replay there.
 */
export function restoreCommand(archive: string): string {
  const source = `${shellWord(archive)}/%f`;
  return `if [ -f ${source}.gz ]; then gzip -dc ${source}.gz > %p; else cp ${source} %p; fi`;
}

/** The archive's directory, writable by PostgreSQL's user (who runs archive_command). */
export function prepareArchive(dataDir: string) {
  const dir = walArchiveDir(backupDir(dataDir));
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const runAs = postgresRunAs();
  letPostgresThrough(dataDir, runAs);
  letPostgresThrough(backupDir(dataDir), runAs);
  giveToPostgres(dir, runAs);
}

function stamp(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}${p(date.getMonth() + 1)}${p(date.getDate())}-${p(date.getHours())}${p(date.getMinutes())}${p(date.getSeconds())}`;
}

function fsyncPath(file: string) {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

const noteOf = (backup: string) => `${backup.slice(0, -'.tar.gz'.length)}.json`;

export function listBackups(dataDir: string): string[] {
  const dir = backupDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/** What PostgreSQL may leave out of a base backup (its documentation's list): rebuilt at start. */
const NOT_BACKED_UP = [
  'postmaster.pid',
  'postmaster.opts',
  '.s.PGSQL.*',
  'pg_wal/*',
  'pg_replslot/*',
  'pg_dynshmem/*',
  'pg_notify/*',
  'pg_serial/*',
  'pg_snapshots/*',
  'pg_stat_tmp/*',
  'pg_subtrans/*',
  'pgsql_tmp*',
];

function tar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('tar', args, { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      // Exit 1: a file changed while it was read, expected while the app keeps writing (the WAL replays it).
      if (!error || (error as { code?: number }).code === 1) resolve();
      else reject(new Error(`tar failed: ${stderr || error.message}`));
    });
  });
}

/**
 * A base backup taken with PostgreSQL's backup API while the app keeps serving: pg_backup_start
 * (a checkpoint), a copy of the cluster's files, pg_backup_stop (which waits until the WAL the copy
 * needs is archived) and its backup_label added to the copy. With `keep`, prunes to the newest
 * `keep` base backups (never fewer than two) and the archived WAL they need. Returns the new file.
 */
/**
 * A base backup is first an uncompressed copy of the cluster, then its gzip: about twice the
 * cluster's size on the same disk for a moment. Started without that room plus the disk floor, it
 * would fill the disk under PostgreSQL (which then stops), so it is refused instead.
 */
async function refuseWithoutRoom(client: pg.Client, dir: string) {
  const { rows } = await client.query<{ bytes: string }>(
    'select sum(pg_database_size(datname))::text as bytes from pg_database',
  );
  const needed = 2 * Number(rows[0].bytes);
  const disk = fs.statfsSync(dir);
  const free = disk.bavail * disk.bsize;
  const floor = RUNTIME_DEFAULTS.DISK_FLOOR_MB * 1024 * 1024;
  if (free - needed < floor) {
    const mb = (bytes: number) => `${Math.ceil(bytes / 1024 / 1024)} MB`;
    throw new Error(
      `Not enough free space for a base backup: it needs about ${mb(needed)} in ${dir} and only ${mb(free)} is free (${mb(floor)} must stay free).`,
    );
  }
}

export async function writeBaseBackup(
  cluster: EmbeddedCluster,
  dataDir: string,
  keep?: number,
): Promise<string> {
  const dir = backupDir(dataDir);
  prepareArchive(dataDir);
  let file = path.join(dir, `freight-${stamp(new Date())}.tar.gz`);
  for (let n = 2; fs.existsSync(file); n++) file = path.join(dir, `freight-${stamp(new Date())}-${n}.tar.gz`);
  const work = fs.mkdtempSync(path.join(dir, '.partial-'));
  const client = new pg.Client(cluster.connection('postgres'));
  await client.connect();
  try {
    await refuseWithoutRoom(client, dir);
    await client.query('select pg_backup_start($1, true)', [path.basename(file)]);
    const copy = path.join(work, 'base.tar');
    await tar([
      '-cf',
      copy,
      ...NOT_BACKED_UP.map((p) => `--exclude=./${p}`),
      '-C',
      cluster.files.pgdata,
      '.',
    ]);
    const stop = await client.query<{ labelfile: string; spcmapfile: string; ended: Date }>(
      'select labelfile, spcmapfile, clock_timestamp() as ended from pg_backup_stop(true)',
    );
    const { labelfile, spcmapfile, ended } = stop.rows[0];
    fs.writeFileSync(path.join(work, 'backup_label'), labelfile);
    const extras = ['backup_label'];
    if (spcmapfile) {
      fs.writeFileSync(path.join(work, 'tablespace_map'), spcmapfile);
      extras.push('tablespace_map');
    }
    await tar(['-rf', copy, '-C', work, ...extras]);
    const partial = path.join(work, 'base.tar.gz');
    await pipeline(
      fs.createReadStream(copy),
      zlib.createGzip({ level: 1 }),
      fs.createWriteStream(partial, { mode: 0o600 }),
    );
    fsyncPath(partial);
    const note: BackupNote = {
      startWal: /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(labelfile)?.[1],
      endedAt: ended.toISOString(),
    };
    fs.writeFileSync(noteOf(file), `${JSON.stringify(note)}\n`, { mode: 0o600 });
    fs.renameSync(partial, file);
    fsyncPath(dir);
  } finally {
    await client.end().catch(() => undefined);
    fs.rmSync(work, { recursive: true, force: true });
  }
  if (keep !== undefined) pruneBackups(dataDir, keep);
  return file;
}

/** What a base backup's `.json` note says: its first WAL segment and when the copy was consistent. */
export interface BackupNote {
  startWal?: string;
  /** ISO time pg_backup_stop returned: the earliest moment the backup restores to (absent in older notes). */
  endedAt?: string;
}

export function readBackupNote(backup: string): BackupNote {
  try {
    return JSON.parse(fs.readFileSync(noteOf(backup), 'utf8')) as BackupNote;
  } catch {
    return {};
  }
}

/** An archived WAL segment, gzipped or (archived before compression) not. */
export const SEGMENT_FILE = /^([0-9A-F]{24})(\.gz)?$/;
/** A segment, or the backup history file PostgreSQL archives beside a base backup's first segment. */
const PRUNABLE_FILE = /^([0-9A-F]{24})(\.[0-9A-F]{8}\.backup)?(\.gz)?$/;

/**
 * The newest `keep` base backups (at least two) stay, with the archived WAL segments from the
 * oldest kept one on. Also called early, with a small `keep`, when the disk runs short.
 */
export function pruneBackups(dataDir: string, keep: number) {
  const kept = Math.max(RUNTIME_DEFAULTS.BACKUP_KEEP_MIN, Math.floor(keep) || 0);
  const all = listBackups(dataDir);
  for (const old of all.slice(0, -kept)) {
    fs.rmSync(old, { force: true });
    fs.rmSync(noteOf(old), { force: true });
  }
  const oldest = all.slice(-kept)[0];
  const startWal = oldest ? readBackupNote(oldest).startWal : undefined;
  if (!startWal) return;
  const wal = walArchiveDir(backupDir(dataDir));
  if (!fs.existsSync(wal)) return;
  // Segment names end in 16 hex digits of position (after 8 of timeline): compare positions only.
  for (const name of fs.readdirSync(wal)) {
    const segment = PRUNABLE_FILE.exec(name)?.[1];
    if (segment && segment.slice(8) < startWal.slice(8)) fs.rmSync(path.join(wal, name), { force: true });
  }
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
export function scheduleDailyBackups(
  time: string,
  backup: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => void {
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
