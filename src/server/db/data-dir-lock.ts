import fs from 'node:fs';
import path from 'node:path';

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on a PGlite data dir (a lock file holding our PID), so a second process
 * fails fast with a clear error instead of corrupting the database. A lock left by a dead process
 * is taken over. Returns the function that releases it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'app.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder) && holder !== process.pid && processIsAlive(holder)) {
        throw new Error(
          `The data dir ${dataDir} is in use by process ${holder}. PGlite allows one process per data dir; ` +
            'stop the other process, or set DATABASE_URL to run several instances on PostgreSQL.',
        );
      }
      fs.unlinkSync(lockFile); // stale lock of a process that died
    }
  }
  throw new Error(`Could not lock the data dir ${dataDir}.`);
}
