import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A command another process sends the lock holder (`npm run backup` while the server runs). */
export type LockCommandHandler = (command: string) => Promise<string>;

export interface DataDirLock {
  /** Answers commands sent through the lock (see askLockHolder). */
  handleCommands(handler: LockCommandHandler): void;
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
    `The data dir ${dataDir} is in use by another process. PGlite allows one process per data dir; ` +
      'stop the other process, or set DATABASE_URL to run several instances on PostgreSQL.',
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
 * Takes the exclusive lock on a PGlite data dir, so a second process fails fast with a clear error
 * instead of corrupting the database. The lock is held by listening on a Unix socket, which also
 * carries commands from tools such as `npm run backup`.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const address = lockAddress(dataDir);
  let handler: LockCommandHandler | null = null;
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let input = '';
    socket.on('data', (chunk) => {
      input += chunk;
      if (!input.includes('\n')) return;
      const command = input.trim();
      const answer = handler ? handler(command) : Promise.reject(new Error('The server is still starting.'));
      answer.then(
        (text) => socket.end(`${JSON.stringify({ ok: true, text })}\n`),
        (error: Error) => socket.end(`${JSON.stringify({ ok: false, text: error.message })}\n`),
      );
    });
    socket.on('error', () => socket.destroy());
  });
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
  return {
    handleCommands(next) {
      handler = next;
    },
    release: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Sends a command to the process holding the data dir's lock; null when nobody holds it. */
export async function askLockHolder(dataDir: string, command: string): Promise<string | null> {
  const address = lockAddress(dataDir);
  return new Promise((resolve, reject) => {
    const socket = net.connect(address, () => socket.write(`${command}\n`));
    let output = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (output += chunk));
    socket.on('end', () => {
      try {
        const answer = JSON.parse(output) as { ok: boolean; text: string };
        if (answer.ok) resolve(answer.text);
        else reject(new Error(answer.text));
      } catch {
        reject(new Error('The running server gave no answer.'));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null);
      else reject(error);
    });
  });
}
