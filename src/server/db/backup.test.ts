import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from './connection';
import { listBackups, msUntil, restoreBackup } from './backup';
import { migrateToLatest } from './migrate';
import { seedDemo } from '../demo/seed';
import { brokenInvariants, tableChecksums } from '../test/db-invariants';

/** Issue 10, point 3: backups of the embedded database, taken while clerks write, restore whole. */
let root: string;
let database: DatabaseHandle;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  database = await openDatabase({ dataDir: path.join(root, 'live') });
  await migrateToLatest(database.db);
  await seedDemo(database.db);
}, 180_000);

afterAll(async () => {
  await database?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A clerk's write: a new vendor, in its own transaction, as the app does. */
async function clerkWrites(n: number) {
  for (let i = 0; i < n; i++) {
    await database.db.transaction().execute(async (trx) => {
      await trx.insertInto('freight_rates' as never).values({ from_destination: `From${i}`, to_destination: `To${i}`, from_key: `from${i}`, to_key: `to${i}`, rate: 100 + i } as never).execute();
    });
  }
}

test('a backup taken while clerks write restores every trip, bill, file and user, consistently', async () => {
  const writing = clerkWrites(40);
  const file = await database.backup!(14);
  await writing;
  expect(fs.statSync(file).size).toBeGreaterThan(0);

  const target = path.join(root, 'restored');
  await restoreBackup(file, target);
  const restored = await openDatabase({ dataDir: target });
  try {
    expect(await brokenInvariants(restored.db)).toEqual([]);
    // Everything that existed when the backup began is there: trips, bills, files, users are unchanged.
    const now = await tableChecksums(database.db);
    const back = await tableChecksums(restored.db);
    for (const table of ['trips', 'bills', 'bill_revisions', 'bill_lines', 'stored_files', 'users', 'vendors', 'vehicles']) {
      expect(`${table} ${back[table]}`).toBe(`${table} ${now[table]}`);
    }
    expect(Number(back.trips.split(':')[0])).toBeGreaterThan(100);
    expect(Number(back.stored_files.split(':')[0])).toBeGreaterThan(0);
    expect(Number(back.bills.split(':')[0])).toBeGreaterThan(0);
    // The clerks' writes were whole transactions: each is either in the backup or not.
    const rates = await restored.db.selectFrom('freight_rates').select('from_destination').where('from_destination', 'like', 'From%').execute();
    const numbers = rates.map((r) => Number(r.from_destination.slice(4))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i)); // a prefix of the sequence, no gaps
  } finally {
    await restored.close();
  }
}, 120_000);

test('a restore refuses a data dir that already holds a database', async () => {
  const [file] = listBackups(path.join(root, 'live'));
  await expect(restoreBackup(file, path.join(root, 'restored'))).rejects.toThrow('already holds a database');
});

test('only the newest BACKUP_KEEP backups are kept', async () => {
  for (let i = 0; i < 3; i++) await database.backup!(2);
  const kept = listBackups(path.join(root, 'live'));
  expect(kept).toHaveLength(2);
}, 60_000);

test('the daily schedule waits until the configured time', () => {
  const now = new Date(2026, 10, 23, 10, 0, 0);
  expect(msUntil('02:30', now)).toBe((16 * 60 + 30) * 60_000);
  expect(msUntil('10:30', now)).toBe(30 * 60_000);
});
