import fs from 'node:fs';

/** A full pipe (EAGAIN) means a slow reader: wait this long between tries, at most this many times. */
const BUSY_WAIT_MS = 10;
const BUSY_TRIES = 100;
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Writes the whole text; answers how many of its bytes went out before an error, and the error. */
function writeAll(fd: number, text: string): { written: number; error?: NodeJS.ErrnoException } {
  const bytes = Buffer.from(text);
  let written = 0;
  for (let busy = 0; written < bytes.length;) {
    try {
      written += fs.writeSync(fd, bytes.subarray(written));
    } catch (error) {
      const failed = error as NodeJS.ErrnoException;
      if (failed.code !== 'EAGAIN' || ++busy > BUSY_TRIES) return { written, error: failed };
      pause(BUSY_WAIT_MS);
    }
  }
  return { written };
}

/**
 * Where the server's log lines go (stdout unless a test captures them). Pino's own stdout stream
 * throws an unheard 'error' on ENOSPC when stdout is a file on a full disk, and then hangs at exit
 * retrying the write: here a line that cannot be written is dropped and counted, and the first
 * line written after it says how many were lost. A log write never ends the process.
 */
export function logDestination(fd = 1) {
  let lost = 0;
  let reason = '';
  /** A line was cut off part-way: the note starts on a line of its own. */
  let cut = false;
  const writeLine = (line: string) => {
    const { written, error } = writeAll(fd, line);
    if (!error) return;
    lost++;
    reason = error.code ?? error.message;
    cut ||= written > 0;
  };
  return {
    write(line: string) {
      if (lost > 0) {
        const msg = `${lost} log lines were lost: the log could not be written (${reason})`;
        const note = `${cut ? '\n' : ''}${JSON.stringify({ level: 40, time: Date.now(), msg })}\n`;
        const { written: noted, error } = writeAll(fd, note);
        if (error) {
          lost++; // this line goes the same way
          cut ||= noted > 0;
          return;
        }
        lost = 0;
        cut = false;
      }
      writeLine(line);
    },
  };
}
