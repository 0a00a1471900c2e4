import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { archiveSettings, backupDir, restoreCommand, walArchiveDir } from './backup';

/**
 * The archive and restore commands PostgreSQL runs, run here as PostgreSQL runs them (/bin/sh, %p
 * the segment's path, %f its name; %% a literal %). PostgreSQL's documentation ("Continuous
 * Archiving", Setting Up WAL Archiving) asks an archive_command to refuse to overwrite an archived
 * file, and allows it to succeed when the file is identical (a segment archived again after a crash).
 */
let root: string;
let archive: string;
const SEGMENT = '000000010000000000000003';

beforeEach(() => {
  // A path with a quote and a % in it: the commands must quote it for the shell and for PostgreSQL.
  root = fs.mkdtempSync(path.join(os.tmpdir(), "wal 100% o'clock-"));
  fs.mkdirSync(walArchiveDir(backupDir(root)), { recursive: true });
  archive = walArchiveDir(backupDir(root));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A WAL segment as archive_timeout leaves it: some records, then zeros to 16 MB. */
function segment(seed: string): string {
  const file = path.join(root, `pg_wal-${seed}`);
  const content = Buffer.alloc(16 * 1024 * 1024);
  crypto.createHash('sha512').update(seed).digest().copy(content, 0);
  crypto.randomBytes(64 * 1024).copy(content, 1024);
  fs.writeFileSync(file, content);
  return file;
}

function run(command: string, walPath: string, name = SEGMENT): number {
  const shell = command.replace(/%(%|p|f)/g, (_all, what: string) =>
    what === '%' ? '%' : what === 'p' ? `'${walPath.replace(/'/g, `'\\''`)}'` : name,
  );
  try {
    execFileSync('/bin/sh', ['-c', shell], { stdio: 'ignore' });
    return 0;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

const archiveCommand = () => archiveSettings(root).archive_command;

test('a segment is archived gzipped under its name + .gz, with no .part left, and unpacks to the same bytes', () => {
  const wal = segment('one');
  expect(run(archiveCommand(), wal)).toBe(0);
  expect(fs.readdirSync(archive)).toEqual([`${SEGMENT}.gz`]);
  const stored = fs.readFileSync(path.join(archive, `${SEGMENT}.gz`));
  expect(stored.length).toBeLessThan(200 * 1024);
  expect(zlib.gunzipSync(stored).equals(fs.readFileSync(wal))).toBe(true);

  const back = path.join(root, 'restored-segment');
  expect(run(restoreCommand(archive), back)).toBe(0);
  expect(fs.readFileSync(back).equals(fs.readFileSync(wal))).toBe(true);
});

test('the same segment archived again is accepted; a different one under the same name is refused and the archived one kept', () => {
  const wal = segment('one');
  expect(run(archiveCommand(), wal)).toBe(0);
  const before = fs.readFileSync(path.join(archive, `${SEGMENT}.gz`));
  expect(run(archiveCommand(), wal)).toBe(0);
  expect(run(archiveCommand(), segment('two'))).not.toBe(0);
  expect(fs.readFileSync(path.join(archive, `${SEGMENT}.gz`)).equals(before)).toBe(true);
  expect(fs.readdirSync(archive)).toEqual([`${SEGMENT}.gz`]);
});

test('restore_command reads a segment archived before compression, and fails on one the archive lacks', () => {
  const wal = segment('old');
  fs.copyFileSync(wal, path.join(archive, SEGMENT));
  const back = path.join(root, 'restored-segment');
  expect(run(restoreCommand(archive), back)).toBe(0);
  expect(fs.readFileSync(back).equals(fs.readFileSync(wal))).toBe(true);
  // An uncompressed segment already archived is compared as it is, too.
  expect(run(archiveCommand(), wal)).toBe(0);
  expect(run(archiveCommand(), segment('other'))).not.toBe(0);

  expect(run(restoreCommand(archive), path.join(root, 'missing'), '000000010000000000000009')).not.toBe(0);
});
