import fs from 'node:fs';

/** postgres.log grows to this size, then it becomes postgres.log.1 (and .1 becomes .2, ...). */
export const LOG_ROTATE_BYTES = 10 * 1024 * 1024;
/** postgres.log and the rotated files beside it: postgres.log.1 ... postgres.log.4. */
export const LOG_FILES_KEPT = 5;

const sizeOf = (file: string) => {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
};

/**
 * PostgreSQL's own log, written by the app from the postmaster's stderr and rotated by size.
 * A write that fails (a full disk) never throws: the caller hears of it and keeps going.
 */
export class RotatingLog {
  private size: number | null = null;

  constructor(
    readonly file: string,
    private readonly maxBytes = LOG_ROTATE_BYTES,
    private readonly kept = LOG_FILES_KEPT,
  ) {}

  /** Appends text; answers the error when it could not be written, null when it was. */
  append(text: string): Error | null {
    const bytes = Buffer.byteLength(text);
    try {
      this.size ??= sizeOf(this.file);
      if (this.size > 0 && this.size + bytes > this.maxBytes) {
        this.rotate();
        this.size = 0;
      }
      fs.appendFileSync(this.file, text, { mode: 0o600 });
      this.size += bytes;
      return null;
    } catch (error) {
      this.size = null; // measured again next time: a partial write or a rotation may have happened
      return error as Error;
    }
  }

  /** The oldest file goes; every other one moves up a number. */
  private rotate() {
    for (let n = this.kept - 1; n >= 1; n--) {
      const from = n === 1 ? this.file : `${this.file}.${n - 1}`;
      if (fs.existsSync(from)) fs.renameSync(from, `${this.file}.${n}`);
    }
  }
}
