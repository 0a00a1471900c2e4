import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A small disk of a test's own: a tmpfs of `sizeMb` mounted on a fresh folder for the file's tests
 * and unmounted after them. Mounting needs root: CI runs the tests as root, so anywhere else the
 * file fails with that reason instead of skipping. Read `disk.dir` once the tests run.
 */
export function smallDiskSuite(prefix: string, sizeMb: number) {
  const closers: (() => Promise<unknown>)[] = [];
  const disk = {
    dir: fs.mkdtempSync(path.join(os.tmpdir(), prefix)),
    /** What must stop using the disk before it is unmounted (an app and its PostgreSQL). */
    closeBeforeUnmount: (close: () => Promise<unknown>) => void closers.push(close),
  };
  beforeAll(() => {
    if (process.getuid?.() !== 0)
      throw new Error('This test mounts a tmpfs and must run as root (as CI does): it is not skipped.');
    // 0711: PostgreSQL's user passes through to a data dir inside.
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0711`, 'tmpfs', disk.dir]);
  });
  afterAll(async () => {
    for (const close of closers) await close();
    try {
      execFileSync('umount', [disk.dir]);
    } catch {
      // never mounted (not root): nothing to undo
    }
    fs.rmSync(disk.dir, { recursive: true, force: true });
  });
  return disk;
}

/** Bytes PostgreSQL's user (not root) may still write on the disk holding `dir`. */
export function freeBytes(dir: string): number {
  const stats = fs.statfsSync(dir);
  return stats.bavail * stats.bsize;
}
