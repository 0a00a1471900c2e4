import { OPS_MESSAGES } from '../../../shared/common/messages';
import { diskSpaceOf, formatDiskBytes, resumeBytes } from './levels';

/**
 * The admin's warning: below 10% of the disk free or below 2 GB free, whichever trips first;
 * critical while the app refuses changes (below the floor, until the floor plus half of it is free).
 */
const MB = 1024 * 1024;
const GB = 1024 * MB;
const FLOOR = 300 * MB;

test.each([
  // a 10 GB disk: 2 GB trips first
  [2 * GB, 10 * GB, 'ok'],
  [2 * GB - 1, 10 * GB, 'low'],
  // a 100 GB disk: 10% (10 GB) trips first
  [10 * GB, 100 * GB, 'ok'],
  [10 * GB - 1, 100 * GB, 'low'],
  // below the floor but not yet refusing (the next poll refuses): still low
  [FLOOR - 1, 10 * GB, 'low'],
] as const)('%d bytes free of %d is %s', (freeBytes, totalBytes, level) => {
  expect(diskSpaceOf({ freeBytes, totalBytes }, false, FLOOR).level).toBe(level);
});

test('each level says what is free in the words of the dashboard banner', () => {
  expect(diskSpaceOf({ freeBytes: 1.5 * GB, totalBytes: 50 * GB }, false, FLOOR)).toEqual({
    freeBytes: 1.5 * GB,
    totalBytes: 50 * GB,
    level: 'low',
    message: OPS_MESSAGES.diskLow('1.5 GB', '50.0 GB'),
  });
  expect(diskSpaceOf({ freeBytes: 250 * MB, totalBytes: 50 * GB }, true, FLOOR)).toEqual({
    freeBytes: 250 * MB,
    totalBytes: 50 * GB,
    level: 'critical',
    message: OPS_MESSAGES.diskCritical('250 MB', '450 MB'),
  });
  expect(diskSpaceOf({ freeBytes: 40 * GB, totalBytes: 50 * GB }, false, FLOOR).message).toBe(
    '40.0 GB free of 50.0 GB.',
  );
  expect(OPS_MESSAGES.diskCritical('250 MB', '450 MB')).toBe(
    "The server's disk is nearly full (250 MB free): the app refuses every change until 450 MB are free. Free space on it now; meanwhile only the two newest backups are kept.",
  );
});

test('changes are taken again only at the floor plus half of it, so a write or two does not flap', () => {
  expect(resumeBytes(FLOOR)).toBe(450 * MB);
  expect(formatDiskBytes(resumeBytes(24 * MB))).toBe('36 MB');
});
