import { RUNTIME_DEFAULTS } from '../../../../config/runtime';
import { OPS_MESSAGES } from '../../../shared/common/messages';
import type { DiskSpace } from '../../../shared/disk-space/wire';

/** One statfs of DATA_DIR's filesystem. */
export interface DiskReading {
  /** What PostgreSQL's user may still write: the blocks reserved for root are not its to use. */
  freeBytes: number;
  totalBytes: number;
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Sizes as `df -h` counts them (1 GB = 1024 MB): '1.4 GB', '250 MB'. */
export function formatDiskBytes(bytes: number): string {
  if (bytes >= GB) return `${(bytes / GB).toFixed(1)} GB`;
  return `${Math.floor(bytes / MB)} MB`;
}

/** Free space back above this takes writes again: the floor plus a margin, so the state does not flap. */
export const resumeBytes = (floorBytes: number) =>
  Math.round(floorBytes * (1 + RUNTIME_DEFAULTS.DISK_RESUME_MARGIN));

/** Low: below 10% of the disk or below 2 GB free, whichever trips first. */
export function isLow({ freeBytes, totalBytes }: DiskReading): boolean {
  return (
    freeBytes < RUNTIME_DEFAULTS.DISK_LOW_BYTES || freeBytes < totalBytes * RUNTIME_DEFAULTS.DISK_LOW_SHARE
  );
}

/**
 * What the admin's dashboard shows: critical while writes are refused (the watcher's state, so the
 * banner and the refusals agree), low below the warning line, ok otherwise.
 */
export function diskSpaceOf(reading: DiskReading, refusing: boolean, floorBytes: number): DiskSpace {
  const free = formatDiskBytes(reading.freeBytes);
  const total = formatDiskBytes(reading.totalBytes);
  const base = { freeBytes: reading.freeBytes, totalBytes: reading.totalBytes };
  if (refusing)
    return {
      ...base,
      level: 'critical',
      message: OPS_MESSAGES.diskCritical(free, formatDiskBytes(resumeBytes(floorBytes))),
    };
  if (isLow(reading)) return { ...base, level: 'low', message: OPS_MESSAGES.diskLow(free, total) };
  return { ...base, level: 'ok', message: OPS_MESSAGES.diskOk(free, total) };
}

export const UNWATCHED: DiskSpace = {
  freeBytes: null,
  totalBytes: null,
  level: 'unwatched',
  message: OPS_MESSAGES.diskUnwatched,
};
