import fs from 'node:fs';
import path from 'node:path';
import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '../../shared/common/dates';
import { readBackupNote, SEGMENT_FILE } from './backup';

/**
 * What a restore checks before it starts PostgreSQL, so that a restore that cannot succeed is refused
 * in one line naming its cause instead of PostgreSQL's startup noise.
 */

const inIndia = (at: Date) =>
  DateTime.fromJSDate(at).setZone(BUSINESS_ZONE).toFormat('yyyy-MM-dd HH:mm:ss') + ' India time';

/**
 * A segment's place in the WAL (timeline aside): its log and segment numbers. The embedded cluster
 * has initdb's 16 MB segments, 256 to a log number.
 */
function positionOf(segment: string): number {
  return parseInt(segment.slice(8, 16), 16) * 0x100 + parseInt(segment.slice(16, 24), 16);
}

function segmentAt(timeline: string, position: number): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(8, '0');
  return `${timeline}${hex(Math.floor(position / 0x100))}${hex(position % 0x100)}`;
}

interface ArchivedSegment {
  name: string;
  position: number;
  archivedAt: Date;
}

function archivedSegments(archive: string): ArchivedSegment[] {
  return fs
    .readdirSync(archive)
    .flatMap((file) => {
      const name = SEGMENT_FILE.exec(file)?.[1];
      if (!name) return [];
      return [{ name, position: positionOf(name), archivedAt: fs.statSync(path.join(archive, file)).mtime }];
    })
    .sort((a, b) => a.position - b.position);
}

/**
 * Refuses (throws one line) a restore of `file` from `archive` that cannot give what was asked: no
 * archive, a segment missing between the backup's first one and the newest, a target before the
 * backup was complete or later than the archive reaches. `target` is the recovery target (the first
 * moment NOT restored).
 */
export function checkArchive(file: string, archive: string, target?: Date) {
  if (!fs.existsSync(archive))
    throw new Error(
      `No archived WAL beside ${file}: a base backup needs the wal/ directory it was taken with (${archive}); copy it next to the backup.`,
    );
  const note = readBackupNote(file);
  const segments = archivedSegments(archive);
  if (note.startWal) {
    const start = positionOf(note.startWal);
    const held = new Set(segments.map((s) => s.position));
    const newest = segments.at(-1)?.position ?? start;
    for (let at = start; at <= newest; at++) {
      if (!held.has(at))
        throw new Error(
          `The archived WAL in ${archive} is missing segment ${segmentAt(note.startWal.slice(0, 8), at)}: the backup cannot be restored past the segment before it. Copy the whole wal/ directory beside the backup.`,
        );
    }
  }
  if (!target) return;
  if (note.endedAt && target.getTime() <= Date.parse(note.endedAt))
    throw new Error(
      `This backup was complete only at ${inIndia(new Date(note.endedAt))}: a restore to an earlier time needs an older backup.`,
    );
  const newest = segments.at(-1);
  if (!newest || newest.archivedAt.getTime() < target.getTime())
    throw new Error(
      `The archive reaches only ${newest ? inIndia(newest.archivedAt) : 'the end of the backup'} (its newest WAL segment): a restore up to ${inIndia(target)} is not possible yet; restore without --to for everything archived.`,
    );
}

/** PostgreSQL's messages while it starts, not a cause. */
const STARTUP_NOISE = /the database system is (starting up|not yet accepting connections|shutting down)/;

/**
 * Why PostgreSQL refused to start or stopped during recovery: the first FATAL or PANIC line it wrote
 * to its log from `offset` on (the cause; the lines about clients turned away while it starts are not).
 */
export function postgresRefusal(logFile: string, offset: number): string | undefined {
  let text = '';
  try {
    const fd = fs.openSync(logFile, 'r');
    try {
      const size = fs.fstatSync(fd).size;
      const buffer = Buffer.alloc(Math.max(0, size - offset));
      fs.readSync(fd, buffer, 0, buffer.length, offset);
      text = buffer.toString('utf8');
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return undefined;
  }
  const line = text.split('\n').find((l) => /\b(FATAL|PANIC):/.test(l) && !STARTUP_NOISE.test(l));
  return line?.replace(/^.*?\b(FATAL|PANIC):\s*/, '').trim();
}
