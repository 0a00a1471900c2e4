import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { DiskSpace } from '../../../shared/disk-space/wire';
import { pruneBackups } from '../../db/backup';
import { diskSpaceOf, formatDiskBytes, resumeBytes, UNWATCHED, type DiskReading } from './levels';

/** The free space of the embedded database's disk, as the write guard and the admin's dashboard read it. */
export interface DiskWatcher {
  /** Below the floor, and not yet back above the floor plus the margin. */
  refusingWrites(): boolean;
  /** The latest reading as GET /disk-space answers it. */
  answer(): DiskSpace;
  /** Reads the disk now (the poll does this every few seconds). */
  check(): Promise<void>;
  stop(): void;
}

/** With DATABASE_URL the database's disk is another machine's: nothing to watch, nothing refused. */
export const unwatchedDisk: DiskWatcher = {
  refusingWrites: () => false,
  answer: () => UNWATCHED,
  check: async () => undefined,
  stop: () => undefined,
};

/** Base backups kept when the floor is reached, whatever BACKUP_KEEP says: a restore needs one, a spare is kept. */
const BACKUPS_KEPT_WHEN_FULL = 2;

/** bavail: "free blocks available to unprivileged users" (Node's fs docs, statfs.bavail), as PostgreSQL's user is. */
const toReading = (stats: fs.StatsFs): DiskReading => ({
  freeBytes: stats.bavail * stats.bsize,
  totalBytes: stats.blocks * stats.bsize,
});

interface WatchOptions {
  dataDir: string;
  floorBytes: number;
  everyMs: number;
  log: FastifyBaseLogger;
}

/**
 * Polls DATA_DIR's filesystem (one statfs a poll). Below the floor it refuses writes, so that
 * PostgreSQL never meets a full disk, and prunes old backups at once; above the floor plus the
 * margin it takes writes again. Each transition is logged once: warn on entering, info on leaving.
 */
export function watchDiskSpace({ dataDir, floorBytes, everyMs, log }: WatchOptions): DiskWatcher {
  const resume = resumeBytes(floorBytes);
  let reading: DiskReading | null = null;
  let refusing = false;
  let unreadable = false;
  let running: Promise<void> | null = null;

  const read = async () => {
    try {
      reading = toReading(await fs.promises.statfs(dataDir));
      if (unreadable) log.info(`the free space of ${dataDir} can be read again`);
      unreadable = false;
    } catch (error) {
      if (!unreadable) log.warn({ err: error }, `cannot read the free space of ${dataDir}`);
      unreadable = true;
    }
    return reading;
  };

  const pruneEarly = () => {
    try {
      pruneBackups(dataDir, BACKUPS_KEPT_WHEN_FULL);
    } catch (error) {
      log.error({ err: error }, 'pruning old backups to free disk space failed');
    }
  };

  const checkOnce = async () => {
    const before = await read();
    if (!before) return;
    if (!refusing && before.freeBytes < floorBytes) {
      refusing = true;
      log.warn(
        `disk nearly full: ${formatDiskBytes(before.freeBytes)} free in ${dataDir}, below the floor of ${formatDiskBytes(floorBytes)}: refusing changes until ${formatDiskBytes(resume)} are free; removing backups older than the newest ${BACKUPS_KEPT_WHEN_FULL}`,
      );
      pruneEarly();
      const after = await read();
      if (after && after.freeBytes > before.freeBytes)
        log.info(`old backups removed: ${formatDiskBytes(after.freeBytes - before.freeBytes)} freed`);
    }
    if (refusing && reading && reading.freeBytes >= resume) {
      refusing = false;
      log.info(
        `disk space is back: ${formatDiskBytes(reading.freeBytes)} free in ${dataDir}: taking changes again`,
      );
    }
  };

  // One check at a time: a slow disk never stacks polls up.
  const check = () =>
    (running ??= checkOnce()
      .catch((error: unknown) => log.error({ err: error }, 'checking the disk space failed'))
      .finally(() => (running = null)));
  const timer = setInterval(() => void check(), everyMs);
  timer.unref();
  void check();

  return {
    refusingWrites: () => refusing,
    answer: () => (reading ? diskSpaceOf(reading, refusing, floorBytes) : UNWATCHED),
    check,
    stop: () => clearInterval(timer),
  };
}
