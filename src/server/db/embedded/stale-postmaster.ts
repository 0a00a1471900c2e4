import fs from 'node:fs';
import path from 'node:path';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The command line of a process, '' when it is gone or not ours to read. */
function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

/**
 * Before PostgreSQL starts on a cluster the app holds (the data-dir lock says no other app does):
 * a postmaster.pid left by a crash must not block the start. If its process is a PostgreSQL still
 * running on this cluster (left behind by a killed app), it is asked to stop; if the id now belongs
 * to some other process (ids are reused after a reboot or in containers), the file is stale and
 * goes. PostgreSQL itself then recovers from its write-ahead log as after any crash.
 */
export async function clearStalePostmaster(pgdata: string): Promise<void> {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!pid || !alive(pid)) return; // PostgreSQL replaces the file of a dead process itself
  const ours = process.platform !== 'linux' || commandLine(pid).includes(pgdata);
  if (!ours) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  process.kill(pid, 'SIGINT'); // fast shutdown: open transactions roll back, commits stay
  for (let waited = 0; alive(pid); waited += 100) {
    if (waited === 30_000) process.kill(pid, 'SIGQUIT');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
