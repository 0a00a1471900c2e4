import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DateTime } from 'luxon';
import pg from 'pg';
import { BUSINESS_ZONE } from '../../shared/common/dates';
import { acquireDataDirLock } from './data-dir-lock';
import { archiveSettings, prepareArchive, restoreCommand, walArchiveDir, writeBaseBackup } from './backup';
import { EmbeddedCluster, type ServerSettings } from './embedded/cluster';
import { clusterFiles, hasCluster, writeNewPassword } from './embedded/cluster-files';
import { giveToPostgres, postgresRunAs } from './embedded/system-user';
import { checkArchive, postgresRefusal } from './restore-checks';

/** `--to` as the admin types it: a minute (or a second) in India Standard Time. */
const POINT_IN_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(:\d{2})?$/;

/**
 * The recovery target of `--to`: the start of the NEXT minute (or second), not included. PostgreSQL
 * stops at the first commit at or after recovery_target_time, and with recovery_target_inclusive=off
 * leaves out a commit at exactly that time (PostgreSQL's documentation, "Recovery Target"), so every
 * commit of the minute typed is restored and nothing after it.
 */
export function recoveryTarget(to: string): { time: string; at: Date } {
  const match = POINT_IN_TIME.exec(to.trim());
  const typed = match
    ? DateTime.fromFormat(
        `${match[1]} ${match[2]}${match[3] ?? ''}`,
        `yyyy-MM-dd HH:mm${match[3] ? ':ss' : ''}`,
        {
          zone: BUSINESS_ZONE,
        },
      )
    : undefined;
  if (!match || !typed?.isValid) {
    throw new Error(
      `--to must be a time "YYYY-MM-DD HH:MM" (India time), e.g. "2026-11-23 14:05"; got "${to}".`,
    );
  }
  const end = typed.plus(match[3] ? { seconds: 1 } : { minutes: 1 });
  return { time: end.toFormat('yyyy-MM-dd HH:mm:ssZZ'), at: end.toJSDate() };
}

function untar(file: string, into: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('tar', ['-xzf', file, '-C', into], (error, _stdout, stderr) =>
      error ? reject(new Error(`Could not read ${file}: ${(stderr || error.message).trim()}`)) : resolve(),
    );
  });
}

/** PostgreSQL's own word when recovery runs out of WAL before the target: all of the archive is before it. */
const TARGET_NOT_REACHED = /recovery ended before configured recovery target was reached/;

export interface RecoveryOptions {
  /** `--to` as typed; unset: to the end of the archive. */
  to?: string;
  /**
   * A restore drill: the copy only proves the backup restores (it does not archive, takes no base
   * backup, runs small); `inspect` reads it while PostgreSQL still knows the last replayed commit.
   */
  drill?: { inspect: (cluster: EmbeddedCluster) => Promise<void> };
}

/**
 * Restores a base backup into an empty DATA_DIR and replays the archived WAL beside it
 * (`<backups>/wal`): to the end of the archive, or every commit up to the end of the minute `to`
 * (IST). The restored cluster gets a new password (its old one is not in the backup) and, on its new
 * timeline, a first base backup of its own; a throwaway trust rule lets this tool in while PostgreSQL
 * recovers. Refuses a DATA_DIR that already holds a cluster, and (in one line) a restore the archive
 * cannot give.
 */
export async function restoreBackup(file: string, dataDir: string, to?: string): Promise<void> {
  await recoverInto(file, dataDir, { to });
}

export async function recoverInto(file: string, dataDir: string, options: RecoveryOptions): Promise<void> {
  const target = options.to === undefined ? undefined : recoveryTarget(options.to);
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}.`);
  if (hasCluster(dataDir))
    throw new Error(`${dataDir} already holds a database. Restore into an empty data dir (a new DATA_DIR).`);
  const archive = walArchiveDir(path.dirname(path.resolve(file)));
  checkArchive(file, archive, target?.at);
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = await acquireDataDirLock(dataDir);
  const { pgdata, passwordFile } = clusterFiles(dataDir);
  try {
    try {
      await replay(file, dataDir, archive, target?.time, options);
    } catch (error) {
      // Every commit archived is before the target: the whole archive is exactly what was asked for.
      if (!target || !TARGET_NOT_REACHED.test((error as Error).message)) throw error;
      await replay(file, dataDir, archive, undefined, options);
    }
  } catch (error) {
    // Nothing half-restored is left to be started by mistake.
    fs.rmSync(pgdata, { recursive: true, force: true });
    fs.rmSync(passwordFile, { force: true });
    throw error;
  } finally {
    await lock.release();
  }
}

/** The files of the base backup, recovery.signal, and PostgreSQL started on them until recovery ends. */
async function replay(
  file: string,
  dataDir: string,
  archive: string,
  targetTime: string | undefined,
  options: RecoveryOptions,
) {
  const runAs = postgresRunAs();
  const { pgdata, logFile, passwordFile } = clusterFiles(dataDir);
  const trust = path.join(dataDir, '.restore-hba.conf');
  fs.rmSync(pgdata, { recursive: true, force: true });
  fs.mkdirSync(pgdata, { mode: 0o700 });
  await untar(file, pgdata);
  fs.mkdirSync(path.join(pgdata, 'pg_wal', 'archive_status'), { recursive: true });
  fs.writeFileSync(path.join(pgdata, 'recovery.signal'), '');
  fs.chmodSync(pgdata, 0o700);
  giveToPostgres(pgdata, runAs);
  fs.rmSync(passwordFile, { force: true });
  const password = writeNewPassword(dataDir);
  fs.writeFileSync(trust, 'local all all trust\n', { mode: 0o600 });
  giveToPostgres(trust, runAs);
  const settings: ServerSettings = {
    ...(options.drill ? { archive_mode: 'off', shared_buffers: '16MB' } : archiveSettings(dataDir)),
    hba_file: trust,
    restore_command: restoreCommand(archive),
    recovery_target_action: 'promote',
    ...(targetTime ? { recovery_target_time: targetTime, recovery_target_inclusive: 'off' } : {}),
  };
  if (!options.drill) prepareArchive(dataDir);
  const logFrom = fs.existsSync(logFile) ? fs.statSync(logFile).size : 0;
  const cluster = new EmbeddedCluster({ dataDir, settings });
  try {
    await cluster.start();
    await untilPromoted(cluster, password);
    if (options.drill) await options.drill.inspect(cluster);
    else await writeBaseBackup(cluster, dataDir); // the new timeline is restorable from its first minute
  } catch (error) {
    const refusal = postgresRefusal(logFile, logFrom);
    throw refusal
      ? new Error(`PostgreSQL refused the restore: ${refusal} (more in ${logFile}).`)
      : (error as Error);
  } finally {
    await cluster.stop();
    fs.rmSync(trust, { force: true });
  }
}

/** Waits until recovery has ended and PostgreSQL took the new timeline, then sets the new password. */
async function untilPromoted(cluster: EmbeddedCluster, password: string) {
  const client = new pg.Client(cluster.connection('postgres'));
  client.on('error', () => undefined); // PostgreSQL stopping mid-recovery: the log says why
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ recovering: boolean }>(
        'select pg_is_in_recovery() as recovering',
      );
      if (!rows[0].recovering) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await client.query(`alter role postgres password ${client.escapeLiteral(password)}`);
    await client.query('checkpoint');
  } finally {
    await client.end().catch(() => undefined);
  }
}
