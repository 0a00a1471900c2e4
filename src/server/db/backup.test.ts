import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { openDatabase, type DB, type DatabaseHandle } from './connection';
import { listBackups, msUntil, walArchiveDir, backupDir } from './backup';
import { recoveryTargetTime, restoreBackup } from './restore';
import { migrateToLatest } from './migrate';
import { seedDemo } from '../demo/seed';
import { brokenInvariants, tableChecksums } from '../test/db-invariants';

/**
 * Backups of the embedded PostgreSQL: base backups taken while clerks write, the WAL archived
 * beside them, restored to the end of the archive or to a point in time.
 */
let root: string;
let database: DatabaseHandle;
const live = () => path.join(root, 'live');

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  fs.chmodSync(root, 0o711); // PostgreSQL's user passes through to the data dirs inside
  database = await openDatabase({ dataDir: live() });
  await migrateToLatest(database.db);
  await seedDemo(database.db);
}, 180_000);

afterAll(async () => {
  await database?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A clerk's write: a new freight route, in its own transaction, as the app does. */
async function clerkWrites(tag: string, n: number) {
  for (let i = 0; i < n; i++) {
    await database.db.transaction().execute(async (trx) => {
      await trx.insertInto('freight_rates').values({ from_destination: `${tag}${i}`, to_destination: `To${i}`, from_key: `${tag}${i}`.toLowerCase(), to_key: `to${i}`, rate: 100 + i } as never).execute();
    });
  }
}

/** Closes the current WAL segment and waits until the archiver has copied it (what archive_timeout does within a minute). */
async function archiveNow(db: DB) {
  const { rows } = await sql<{ segment: string }>`select pg_walfile_name(pg_switch_wal()) as segment`.execute(db);
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (fs.existsSync(path.join(walArchiveDir(backupDir(live())), rows[0].segment))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WAL segment ${rows[0].segment} was not archived within 30 s`);
}

const routesTagged = async (db: DB, tag: string) =>
  (await db.selectFrom('freight_rates').select('from_destination').where('from_destination', 'like', `${tag}%`).execute()).map((r) => r.from_destination).sort();

async function restored<T>(file: string, name: string, to: string | undefined, read: (db: DB) => Promise<T>): Promise<T> {
  const target = path.join(root, name);
  await restoreBackup(file, target, to);
  const back = await openDatabase({ dataDir: target });
  try {
    return await read(back.db);
  } finally {
    await back.close();
  }
}

test('a base backup taken while clerks write, restored to the end of the archive, equals the live database', async () => {
  const writing = clerkWrites('During', 40);
  const file = await database.backup!(14);
  await writing;
  await clerkWrites('After', 10); // after the base backup: only the archived WAL has them
  await archiveNow(database.db);
  const now = await tableChecksums(database.db);

  const back = await restored(file, 'restored', undefined, async (db) => ({ broken: await brokenInvariants(db), sums: await tableChecksums(db) }));
  expect(back.broken).toEqual([]);
  for (const table of Object.keys(now)) expect(`${table} ${back.sums[table]}`).toBe(`${table} ${now[table]}`);
  expect(Number(back.sums.trips.split(':')[0])).toBeGreaterThan(100);
  expect(Number(back.sums.stored_files.split(':')[0])).toBeGreaterThan(0);
  expect(Number(back.sums.bills.split(':')[0])).toBeGreaterThan(0);
}, 180_000);

test('a point-in-time restore between two writes has the first and not the second', async () => {
  const file = await database.backup!(14);
  await clerkWrites('First', 1);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const between = DateTime.now().setZone('Asia/Kolkata').toFormat('yyyy-MM-dd HH:mm:ss');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await clerkWrites('Second', 1);
  await archiveNow(database.db);

  const back = await restored(file, 'to-a-second', between, async (db) => ({ first: await routesTagged(db, 'First'), second: await routesTagged(db, 'Second') }));
  expect(back).toEqual({ first: ['First0'], second: [] });
}, 180_000);

test('a restore refuses a data dir that already holds a database, and a time it cannot read', async () => {
  const [file] = listBackups(live());
  await expect(restoreBackup(file, path.join(root, 'restored'))).rejects.toThrow('already holds a database');
  expect(() => recoveryTargetTime('23/11/2026 14:05')).toThrow('--to must be a time "YYYY-MM-DD HH:MM" (India time)');
  expect(recoveryTargetTime('2026-11-23 14:05')).toBe('2026-11-23 14:05:00+05:30');
});

test('only the newest BACKUP_KEEP base backups are kept, with the WAL from the oldest of them on', async () => {
  for (let i = 0; i < 3; i++) {
    await clerkWrites(`Keep${i}`, 1);
    await archiveNow(database.db);
    await database.backup!(2);
  }
  const kept = listBackups(live());
  expect(kept).toHaveLength(2);
  const { startWal } = JSON.parse(fs.readFileSync(kept[0].replace(/\.tar\.gz$/, '.json'), 'utf8')) as { startWal: string };
  const segments = fs.readdirSync(walArchiveDir(backupDir(live()))).filter((name) => /^[0-9A-F]{24}$/.test(name)).sort();
  expect(segments[0].slice(8)).toBe(startWal.slice(8));
}, 120_000);

test('the daily schedule waits until the configured time', () => {
  const now = new Date(2026, 10, 23, 10, 0, 0);
  expect(msUntil('02:30', now)).toBe((16 * 60 + 30) * 60_000);
  expect(msUntil('10:30', now)).toBe(30 * 60_000);
});
