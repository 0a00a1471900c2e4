import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Where the lock lives. On Linux an abstract Unix socket named after the data dir's real path: the
 * kernel owns it, binding it is atomic, and it disappears with the process however it dies, so a
 * stale lock or a reused PID can never confuse it. Elsewhere a socket file in the data dir.
 */
function lockAddress(dataDir: string): string {
  const real = fs.realpathSync(dataDir);
  if (process.platform === 'linux') {
    const digest = crypto.createHash('sha256').update(real).digest('hex').slice(0, 40);
    return `\0freight-back-office-${digest}`;
  }
  return path.join(real, '.app-lock.sock');
}

const inUse = (dataDir: string) =>
  new Error(
    `The data dir ${dataDir} is in use by another process. One app runs its embedded PostgreSQL per data dir; ` +
      'stop the other process, or set DATABASE_URL to run several instances on one PostgreSQL server.',
  );

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Is someone listening on a socket file (a leftover file of a dead process refuses the connection)? */
function socketAnswers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(address, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Takes the exclusive lock on a data dir, so a second app fails fast with a clear error instead of
 * fighting the first over its embedded PostgreSQL (and so a leftover postmaster.pid can be judged
 * stale: nobody else runs this cluster). Held by listening on a Unix socket.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const address = lockAddress(dataDir);
  const server = net.createServer((socket) => socket.destroy());
  try {
    await listen(server, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (address.startsWith('\0') || (await socketAnswers(address))) throw inUse(dataDir);
    fs.rmSync(address, { force: true }); // the socket file of a process that died
    await listen(server, address).catch(() => {
      throw inUse(dataDir);
    });
  }
  server.unref(); // the lock alone does not keep the process running
  return { release: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Whether a running process holds the data dir's lock. */
export async function isDataDirLocked(dataDir: string): Promise<boolean> {
  if (!fs.existsSync(dataDir)) return false;
  try {
    const lock = await acquireDataDirLock(dataDir);
    await lock.release();
    return false;
  } catch {
    return true;
  }
}
