import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { archiveSettings, prepareArchive, walArchiveDir } from './backup';
import { EmbeddedCluster } from './embedded/cluster';
import { clusterFiles, hasCluster, writeNewPassword } from './embedded/cluster-files';
import { giveToPostgres, postgresRunAs } from './embedded/system-user';

/** `--to` as the admin types it: a minute (or a second) in India Standard Time. */
const POINT_IN_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(:\d{2})?$/;

export function recoveryTargetTime(to: string): string {
  const match = POINT_IN_TIME.exec(to.trim());
  const seconds = match?.[3] ?? ':00';
  if (!match || Number.isNaN(Date.parse(`${match[1]}T${match[2]}${seconds}+05:30`))) {
    throw new Error(
      `--to must be a time "YYYY-MM-DD HH:MM" (India time), e.g. "2026-11-23 14:05"; got "${to}".`,
    );
  }
  return `${match[1]} ${match[2]}${seconds}+05:30`;
}

function untar(file: string, into: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('tar', ['-xzf', file, '-C', into], (error, _stdout, stderr) =>
      error ? reject(new Error(`Could not read ${file}: ${stderr || error.message}`)) : resolve(),
    );
  });
}

/**
 * Restores a base backup into an empty DATA_DIR and replays the archived WAL beside it
 * (`<backups>/wal`): to the end of the archive, or up to and including `to` (IST). The restored
 * cluster gets a new password (its old one is not in the backup); a throwaway trust rule lets
 * this tool in while PostgreSQL recovers. Refuses a DATA_DIR that already holds a cluster.
 */
export async function restoreBackup(file: string, dataDir: string, to?: string): Promise<void> {
  const target = to === undefined ? undefined : recoveryTargetTime(to);
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}.`);
  if (hasCluster(dataDir))
    throw new Error(`${dataDir} already holds a database. Restore into an empty data dir (a new DATA_DIR).`);
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = await acquireDataDirLock(dataDir);
  const runAs = postgresRunAs();
  const { pgdata, passwordFile } = clusterFiles(dataDir);
  const trust = path.join(dataDir, '.restore-hba.conf');
  try {
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
    prepareArchive(dataDir);
    const archive = walArchiveDir(path.dirname(path.resolve(file)));
    const cluster = new EmbeddedCluster({
      dataDir,
      settings: {
        ...archiveSettings(dataDir),
        hba_file: trust,
        restore_command: `cp '${archive.replace(/'/g, `'\\''`).replace(/%/g, '%%')}/%f' %p`,
        recovery_target_action: 'promote',
        ...(target ? { recovery_target_time: target } : {}),
      },
    });
    await cluster.start();
    try {
      const client = new pg.Client(cluster.connection('postgres'));
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
        await client.end();
      }
    } finally {
      await cluster.stop();
    }
  } catch (error) {
    // Nothing half-restored is left to be started by mistake.
    fs.rmSync(pgdata, { recursive: true, force: true });
    fs.rmSync(passwordFile, { force: true });
    throw error;
  } finally {
    fs.rmSync(trust, { force: true });
    await lock.release();
  }
}
