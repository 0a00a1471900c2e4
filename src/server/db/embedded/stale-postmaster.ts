import fs from 'node:fs';
import path from 'node:path';
import { SOCKET_PORT } from './cluster-files';

/** Whether a process runs (EPERM: it runs, as another user). */
export const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The postmaster.pid files of the clusters in a folder, down to `depth` folders below it. */
export function postmasterPids(dir: string, depth: number): string[] {
  const own = path.join(dir, 'postmaster.pid');
  const found = fs.existsSync(own) ? [own] : [];
  if (depth === 0) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) found.push(...postmasterPids(path.join(dir, entry.name), depth - 1));
  }
  return found;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The command line of a process, '' when it is gone or not ours to read. */
function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

/** A lock file's lines (postmaster.pid: pid, data dir, start time, port, socket dir, address, shared memory key and id). */
function lockLines(file: string): string[] | null {
  try {
    return fs.readFileSync(file, 'utf8').split('\n');
  } catch {
    return null;
  }
}

/** Asks processes to quit (SIGQUIT: PostgreSQL's immediate exit), then kills the ones that linger. */
async function endAll(pids: number[], patienceMs: number) {
  const signal = (pid: number, name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch {
      /* gone meanwhile */
    }
  };
  pids.forEach((pid) => signal(pid, 'SIGQUIT'));
  for (let waited = 0; pids.some(processAlive); waited += 100) {
    if (waited === patienceMs) pids.forEach((pid) => signal(pid, 'SIGKILL'));
    if (waited > patienceMs + 10_000) return;
    await pause(100);
  }
}

/**
 * The processes still attached to a dead postmaster's System V shared memory: its backends and
 * helpers outlive it until they next notice it is gone (a backend in a long query only at the end
 * of it), and PostgreSQL refuses to start while they hold it ("pre-existing shared memory block is
 * still in use"). Linux shows the attachment in /proc/<pid>/maps as /SYSV<key in 8 hex digits>.
 */
function attachedTo(shmKey: number): number[] {
  if (process.platform !== 'linux' || !shmKey) return [];
  const tag = `/SYSV${shmKey.toString(16).padStart(8, '0')} `;
  const found: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      if (fs.readFileSync(`/proc/${name}/maps`, 'utf8').includes(tag)) found.push(Number(name));
    } catch {
      /* gone, or not ours to read */
    }
  }
  return found;
}

/**
 * Before PostgreSQL starts on a cluster the app holds (the data-dir lock says no other app does),
 * whatever a crash left must not block the start:
 * - postmaster.pid naming a PostgreSQL still running on this cluster (left behind by a killed
 *   app): it is asked to stop;
 * - postmaster.pid naming a dead postmaster whose backends still hold its shared memory (the
 *   postmaster was killed mid-query): they are ended, as PostgreSQL's message asks;
 * - a lock file (postmaster.pid, or the socket's .s.PGSQL.5432.lock) whose process id now belongs
 *   to another process (ids are reused after a reboot or in containers): the file is stale and goes.
 * PostgreSQL itself replaces the lock file of a dead process, and recovers from its WAL as after
 * any crash.
 */
export async function clearStalePostmaster(pgdata: string, socketDir = pgdata): Promise<void> {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  const lines = lockLines(pidFile);
  const pid = Number(lines?.[0]);
  if (lines && pid) {
    if (!processAlive(pid)) {
      const shmKey = Number(lines[6]?.trim().split(/\s+/)[0]);
      await endAll(attachedTo(shmKey), 5_000);
    } else if (process.platform === 'linux' && !commandLine(pid).includes(pgdata)) {
      fs.rmSync(pidFile, { force: true });
    } else {
      process.kill(pid, 'SIGINT'); // fast shutdown: open transactions roll back, commits stay
      for (let waited = 0; processAlive(pid); waited += 100) {
        if (waited === 30_000) process.kill(pid, 'SIGQUIT');
        await pause(100);
      }
    }
  }
  const socketLock = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}.lock`);
  const socketPid = Number(lockLines(socketLock)?.[0]);
  if (
    socketPid &&
    processAlive(socketPid) &&
    process.platform === 'linux' &&
    !commandLine(socketPid).includes(pgdata)
  )
    fs.rmSync(socketLock, { force: true });
}
