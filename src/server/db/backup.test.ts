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
import { paymentService } from '../modules/payments/service';
import { paymentInputSchema } from '../../shared/payments/payments';
import { todayInIndia } from '../../shared/common/dates';

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
      await trx
        .insertInto('freight_rates')
        .values({
          from_destination: `${tag}${i}`,
          to_destination: `To${i}`,
          from_key: `${tag}${i}`.toLowerCase(),
          to_key: `to${i}`,
          rate: 100 + i,
        } as never)
        .execute();
    });
  }
}

/** Closes the current WAL segment and waits until the archiver has copied it (what archive_timeout does within a minute). */
async function archiveNow(db: DB) {
  const { rows } = await sql<{ segment: string }>`select pg_walfile_name(pg_switch_wal()) as segment`.execute(
    db,
  );
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (fs.existsSync(path.join(walArchiveDir(backupDir(live())), rows[0].segment))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WAL segment ${rows[0].segment} was not archived within 30 s`);
}

async function restored<T>(
  file: string,
  name: string,
  to: string | undefined,
  read: (db: DB) => Promise<T>,
): Promise<T> {
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

  const back = await restored(file, 'restored', undefined, async (db) => ({
    broken: await brokenInvariants(db),
    sums: await tableChecksums(db),
  }));
  expect(back.broken).toEqual([]);
  for (const table of Object.keys(now)) expect(`${table} ${back.sums[table]}`).toBe(`${table} ${now[table]}`);
  expect(Number(back.sums.trips.split(':')[0])).toBeGreaterThan(100);
  expect(Number(back.sums.stored_files.split(':')[0])).toBeGreaterThan(0);
  expect(Number(back.sums.bills.split(':')[0])).toBeGreaterThan(0);
}, 180_000);

/** A payment of one rupee against a live bill with money outstanding, as the Payments screen records it. */
async function recordPayment(reference: string) {
  const bill = await database.db
    .selectFrom('bills')
    .select('bill_id')
    .where('cancelled_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const input = paymentInputSchema.parse({
    billId: bill.bill_id,
    date: todayInIndia(),
    mode: 'NEFT',
    reference,
    amount: 1,
  });
  await paymentService(database.db).record('admin', input);
}

/** Waits until the clock has passed into the next whole second (under a second, not a fixed 1.5 s). */
const intoNextSecond = () => new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));

const paymentsWith = async (db: DB, references: string[]) =>
  (await db.selectFrom('payments').select('reference').where('reference', 'in', references).execute())
    .map((p) => p.reference)
    .sort();

test('a point-in-time restore between two payments has the first and not the second', async () => {
  const file = await database.backup!(14);
  await recordPayment('PITR-FIRST-0001');
  // A restore target is a whole second: the first commit falls in an earlier second than `between`,
  // the second one in a later second.
  await intoNextSecond();
  const between = DateTime.now().setZone('Asia/Kolkata').toFormat('yyyy-MM-dd HH:mm:ss');
  await intoNextSecond();
  await recordPayment('PITR-SECOND-0002');
  await archiveNow(database.db);
  expect(await paymentsWith(database.db, ['PITR-FIRST-0001', 'PITR-SECOND-0002'])).toEqual([
    'PITR-FIRST-0001',
    'PITR-SECOND-0002',
  ]);

  const back = await restored(file, 'to-a-second', between, (db) =>
    paymentsWith(db, ['PITR-FIRST-0001', 'PITR-SECOND-0002']),
  );
  expect(back).toEqual(['PITR-FIRST-0001']);
}, 180_000);

test('a restore refuses a data dir that already holds a database, and a time it cannot read', async () => {
  const [file] = listBackups(live());
  await expect(restoreBackup(file, path.join(root, 'restored'))).rejects.toThrow('already holds a database');
  expect(() => recoveryTargetTime('23/11/2026 14:05')).toThrow(
    '--to must be a time "YYYY-MM-DD HH:MM" (India time)',
  );
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
  const { startWal } = JSON.parse(fs.readFileSync(kept[0].replace(/\.tar\.gz$/, '.json'), 'utf8')) as {
    startWal: string;
  };
  const segments = fs
    .readdirSync(walArchiveDir(backupDir(live())))
    .filter((name) => /^[0-9A-F]{24}$/.test(name))
    .sort();
  expect(segments[0].slice(8)).toBe(startWal.slice(8));
}, 120_000);

test('the daily schedule waits until the configured time', () => {
  const now = new Date(2026, 10, 23, 10, 0, 0);
  expect(msUntil('02:30', now)).toBe((16 * 60 + 30) * 60_000);
  expect(msUntil('10:30', now)).toBe(30 * 60_000);
});
