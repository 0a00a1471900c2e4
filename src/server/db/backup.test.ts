import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { openDatabase, type DB, type DatabaseHandle } from './connection';
import { listBackups, msUntil, pruneBackups, walArchiveDir, backupDir, readBackupNote } from './backup';
import { recoveryTarget, restoreBackup } from './restore';
import { embeddedBackupStatus, runRestoreDrill } from './restore-drill';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { TestClient } from '../test/test-app';
import { OPS_MESSAGES } from '../../shared/common/messages';
import { migrateToLatest } from './migrate';
import { copyDemoData } from '../test/demo-database';
import { brokenInvariants, tableChecksums } from '../test/db-invariants';
import { paymentService } from '../modules/payments/service';
import { paymentInputSchema } from '../../shared/payments/payments';
import { todayInIndia } from '../../shared/common/dates';
import { nodeArgsFor } from '../test/compiled-server';
import { scratchDir } from '../test/scratch-dir';

/**
 * Backups of the embedded PostgreSQL: base backups taken while clerks write, the WAL archived
 * beside them, restored to the end of the archive or to a point in time.
 */
let root: string;
let database: DatabaseHandle;
const live = () => path.join(root, 'live');

beforeAll(async () => {
  root = scratchDir('backup-test-');
  fs.chmodSync(root, 0o711); // PostgreSQL's user passes through to the data dirs inside
  database = await openDatabase({ dataDir: live() });
  await migrateToLatest(database.db);
  await copyDemoData(database.db);
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

/**
 * Closes the current WAL segment and waits until the archiver has copied it (what archive_timeout does
 * within a minute). The wait allows one archiver retry cycle: after three failed tries PostgreSQL waits
 * a minute before the next, and a busy 2-core machine can make one try fail on a slow disk.
 */
async function archiveNow(db: DB) {
  const { rows } = await sql<{ segment: string }>`select pg_walfile_name(pg_switch_wal()) as segment`.execute(
    db,
  );
  for (let waited = 0; waited < 90_000; waited += 100) {
    if (fs.existsSync(path.join(walArchiveDir(backupDir(live())), `${rows[0].segment}.gz`))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const archiver = await sql<Record<string, unknown>>`select * from pg_stat_archiver`.execute(db);
  throw new Error(
    `WAL segment ${rows[0].segment} was not archived within 90 s; the archiver: ${JSON.stringify(archiver.rows[0])}`,
  );
}

async function restored<T>(
  file: string,
  name: string,
  to: string | undefined,
  read: (db: DB) => Promise<T>,
): Promise<T> {
  const target = path.join(root, name);
  await restoreBackup(file, target, to);
  // The restored cluster is restorable from its first minute: a base backup on its new timeline.
  const [own] = listBackups(target);
  expect(readBackupNote(own).startWal?.slice(0, 8)).not.toBe(readBackupNote(file).startWal?.slice(0, 8));
  const back = await openDatabase({ dataDir: target });
  try {
    return await read(back.db);
  } finally {
    await back.close();
  }
}

test('the first start of a new cluster writes its first base backup, before any daily backup', () => {
  const [first, ...more] = listBackups(live());
  expect(more).toEqual([]);
  expect(readBackupNote(first).startWal).toMatch(/^00000001[0-9A-F]{16}$/);
  expect(Date.parse(readBackupNote(first).endedAt!)).toBeGreaterThan(Date.now() - 10 * 60_000);
});

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const minuteOf = (ms: number) => DateTime.fromMillis(ms).setZone('Asia/Kolkata').toFormat('yyyy-MM-dd HH:mm');
const secondOf = (ms: number) =>
  DateTime.fromMillis(ms).setZone('Asia/Kolkata').toFormat('yyyy-MM-dd HH:mm:ss');

/**
 * Payments early, in the middle and in the last part of one real second, and one in the next second:
 * answers their references and that second as `--to` takes it. A payment whose commit may have
 * crossed a second's end (the clock read before and after it disagree) spoils the try, and the next
 * second is tried with references of its own: on a busy machine one commit can take a few hundred ms.
 */
async function commitsAcrossASecond(): Promise<{ references: string[]; second: string }> {
  for (let attempt = 1; attempt <= 20; attempt++) {
    const references = ['EARLY', 'MIDDLE', 'LATE', 'NEXT'].map((when) => `SECOND-${when}-${attempt}`);
    const [early, middle, late, next] = references;
    const start = Math.ceil(Date.now() / 1000) * 1000; // the next second's start
    const committedIn = async (reference: string, at: number) => {
      await sleep(at - Date.now());
      const before = Date.now();
      await recordPayment(reference);
      const after = Date.now();
      return secondOf(before) === secondOf(after) ? secondOf(before) : undefined;
    };
    const second = secondOf(start);
    const inSecond = [
      await committedIn(early, start + 20),
      await committedIn(middle, start + 350),
      await committedIn(late, start + 750),
    ];
    const nextSecond = await committedIn(next, start + 1020);
    if (inSecond.every((s) => s === second) && nextSecond === secondOf(start + 1000))
      return { references, second };
  }
  throw new Error('no try of 20 had its payments committed in the seconds they were meant for');
}

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

/** The restore's refusal: its one line, and nothing left in the data dir it was to restore into. */
async function refusal(file: string, name: string, to?: string): Promise<string> {
  const target = path.join(root, name);
  const error = await restoreBackup(file, target, to).then(
    () => new Error('restored'),
    (e: Error) => e,
  );
  expect(fs.existsSync(path.join(target, 'postgres'))).toBe(false);
  expect(error.message).not.toContain('\n');
  return error.message;
}

/** A copy of a base backup (and its note) in a folder of its own: with its archive or without. */
function copyBackup(file: string, folder: string, withWal: boolean): string {
  const into = path.join(root, folder);
  fs.mkdirSync(into, { recursive: true });
  const copy = path.join(into, path.basename(file));
  fs.copyFileSync(file, copy);
  fs.copyFileSync(file.replace(/\.tar\.gz$/, '.json'), copy.replace(/\.tar\.gz$/, '.json'));
  if (withWal) fs.cpSync(walArchiveDir(path.dirname(file)), walArchiveDir(into), { recursive: true });
  return copy;
}

const indiaTime = (ms: number) =>
  `${DateTime.fromMillis(ms).setZone('Asia/Kolkata').toFormat('yyyy-MM-dd HH:mm:ss')} India time`;

/** An operator's command (its source, compiled for the run, and its arguments) with its DATA_DIR: its exit status and output. */
function opsCommand([source, ...args]: string[], dataDir: string) {
  return new Promise<{ status: number | null; stderr: string; stdout: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgsFor(source), ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stderr, stdout }));
  });
}

test('a restore that cannot succeed is refused in one line naming its cause, before PostgreSQL starts', async () => {
  const file = await database.backup!(14);
  for (const tag of ['GapA', 'GapB']) {
    await clerkWrites(tag, 1);
    await archiveNow(database.db);
  }
  const { startWal, endedAt } = readBackupNote(file);

  const lonely = copyBackup(file, 'no-wal', false);
  expect(await refusal(lonely, 'from-no-wal')).toBe(
    `No archived WAL beside ${lonely}: a base backup needs the wal/ directory it was taken with (${path.join(root, 'no-wal', 'wal')}); copy it next to the backup.`,
  );

  const ended = Date.parse(endedAt!);
  expect(await refusal(file, 'before-the-backup', minuteOf(ended - 60_000))).toBe(
    `This backup was complete only at ${indiaTime(ended)}: a restore to an earlier time needs an older backup.`,
  );

  const tomorrow = minuteOf(Date.now() + 24 * 3600_000);
  expect(await refusal(file, 'after-the-archive', tomorrow)).toMatch(
    /^The archive reaches only \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} India time \(its newest WAL segment\): a restore up to .* is not possible yet; restore without --to for everything archived\.$/,
  );

  const gap = copyBackup(file, 'gap', true);
  const missing = `${startWal!.slice(0, 16)}${(parseInt(startWal!.slice(16), 16) + 1).toString(16).toUpperCase().padStart(8, '0')}`;
  fs.rmSync(path.join(root, 'gap', 'wal', `${missing}.gz`));
  expect(await refusal(gap, 'from-a-gap')).toBe(
    `The archived WAL in ${path.join(root, 'gap', 'wal')} is missing segment ${missing}: the backup cannot be restored past the segment before it. Copy the whole wal/ directory beside the backup.`,
  );

  // The operator's command prints that line alone and exits 1.
  const ops = await opsCommand(['src/server/ops/restore.ts', lonely], path.join(root, 'ops-restore'));
  expect({ status: ops.status, stderr: ops.stderr, stdout: ops.stdout }).toEqual({
    status: 1,
    stderr: `No archived WAL beside ${lonely}: a base backup needs the wal/ directory it was taken with (${path.join(root, 'no-wal', 'wal')}); copy it next to the backup.\n`,
    stdout: '',
  });
}, 180_000);

test('the restore drill restores the newest backup into a scratch dir, counts its rows, stores the result; an admin sees it', async () => {
  await database.backup!(14);
  await recordPayment('DRILL-LAST-0001');
  await archiveNow(database.db);
  const trips = await database.db
    .selectFrom('trips')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();

  const drill = await runRestoreDrill(live());
  expect(drill).toMatchObject({ ok: true, backup: path.basename(listBackups(live()).at(-1)!) });
  expect(drill.rowCounts!.trips).toBe(trips.n);
  expect(drill.rowCounts!.payments).toBeGreaterThan(0);
  // The last commit replayed is the payment's (a few seconds ago), not the backup's time.
  expect(Date.now() - Date.parse(drill.lastCommitAt!)).toBeLessThan(60_000);
  expect(fs.existsSync(path.join(live(), '.restore-drill'))).toBe(false);
  expect(JSON.parse(fs.readFileSync(path.join(backupDir(live()), 'restore-drill.json'), 'utf8'))).toEqual(
    drill,
  );

  // GET /health: the same answer as ever for everyone; the backups' state for an admin's session.
  const app = await buildApp(
    {
      ...loadConfig({}),
      dataDir: live(),
      logLevel: 'silent',
      clientDist: '/nonexistent',
      loginWait: async () => {},
    },
    database,
  );
  try {
    const anonymous = await app.inject({ method: 'GET', url: '/logistics/health' });
    expect(anonymous.json()).toEqual({ status: OPS_MESSAGES.healthy });
    const accountant = await TestClient.as(app, 'accountant');
    expect((await accountant.get('/health')).json()).toEqual({ status: OPS_MESSAGES.healthy });
    const admin = await TestClient.as(app, 'admin');
    expect((await admin.get('/health')).json()).toEqual({
      status: OPS_MESSAGES.healthy,
      backups: {
        kind: 'embedded',
        newestBackupAt: readBackupNote(listBackups(live()).at(-1)!).endedAt,
        newestBackupAgeMinutes: expect.any(Number),
        lastDrill: drill,
      },
    });
  } finally {
    await app.close();
  }
}, 180_000);

test('a drill that cannot restore is stored as failed with its one-line reason; npm run backup -- --verify says it and exits 1', async () => {
  const broken = path.join(root, 'broken-backups');
  copyBackup(listBackups(live()).at(-1)!, path.join('broken-backups', 'backups'), false);
  const ops = await opsCommand(['src/server/ops/backup.ts', '--verify'], broken);
  expect(ops.status).toBe(1);
  expect(ops.stderr).toMatch(
    /^Restore drill failed: No archived WAL beside .*; copy it next to the backup\.\n$/,
  );
  expect(embeddedBackupStatus(broken)).toMatchObject({
    kind: 'embedded',
    lastDrill: { ok: false, reason: expect.stringMatching(/^No archived WAL beside /) },
  });

  const empty = path.join(root, 'no-backups');
  fs.mkdirSync(empty);
  expect(await runRestoreDrill(empty)).toMatchObject({
    ok: false,
    reason: 'There is no base backup to restore.',
  });
  expect(embeddedBackupStatus(empty)).toMatchObject({ newestBackupAt: null, newestBackupAgeMinutes: null });
}, 60_000);

test('--to restores every commit of the time typed, early, middle and late, and nothing after it', async () => {
  // The README promises every commit up to and including the minute typed. PostgreSQL stops at the
  // first commit at or after recovery_target_time; recovery_target_inclusive=off leaves out one at
  // exactly that time (PostgreSQL's documentation, "Recovery Target"), so the target is the start of
  // the next minute. `--to` takes a second the same way (the next second's start), and that is what
  // this test types: the same restore without waiting for a real minute to pass. That a minute's
  // target is the next minute's start is checked by the test of recoveryTarget below.
  const file = await database.backup!(14);
  const { references, second } = await commitsAcrossASecond();
  const lastSecond = secondOf(Date.now());
  await sleep(1000 - (Date.now() % 1000) + 200); // the archive reaches past that second
  await archiveNow(database.db);

  // Two restores of one backup into two data dirs, side by side.
  const [back, all] = await Promise.all([
    restored(file, 'to-the-second-typed', second, (db) => paymentsWith(db, references)),
    // A time after the last commit, that the archive reaches: every commit (PostgreSQL, finding no
    // commit at or after the target, refuses to stop short of it; the restore then replays the archive).
    restored(file, 'after-the-last-commit', lastSecond, (db) => paymentsWith(db, references)),
  ]);
  expect(back).toEqual(references.slice(0, 3).sort());
  expect(all).toEqual([...references].sort());
}, 180_000);

test('a restore refuses a data dir that already holds a database, and a time it cannot read', async () => {
  const [file] = listBackups(live());
  await expect(restoreBackup(file, path.join(root, 'restored'))).rejects.toThrow('already holds a database');
  expect(() => recoveryTarget('23/11/2026 14:05')).toThrow(
    '--to must be a time "YYYY-MM-DD HH:MM" (India time)',
  );
  // A minute means all of it: the target is the next minute's start, not included.
  expect(recoveryTarget('2026-11-23 14:05').time).toBe('2026-11-23 14:06:00+05:30');
  expect(recoveryTarget('2026-11-23 23:59').time).toBe('2026-11-24 00:00:00+05:30');
  expect(recoveryTarget('2026-11-23 14:05:09').time).toBe('2026-11-23 14:05:10+05:30');
  expect(() => recoveryTarget('2026-02-30 14:05')).toThrow('--to must be a time "YYYY-MM-DD HH:MM"');
});

test('only the newest BACKUP_KEEP base backups are kept (never fewer than two), with the WAL from the oldest of them on', async () => {
  for (let i = 0; i < 3; i++) {
    await clerkWrites(`Keep${i}`, 1);
    await archiveNow(database.db);
    await database.backup!(1);
  }
  const kept = listBackups(live());
  expect(kept).toHaveLength(2);
  const { startWal } = JSON.parse(fs.readFileSync(kept[0].replace(/\.tar\.gz$/, '.json'), 'utf8')) as {
    startWal: string;
  };
  const segments = fs
    .readdirSync(walArchiveDir(backupDir(live())))
    .filter((name) => /^[0-9A-F]{24}\.gz$/.test(name))
    .sort();
  expect(segments[0].slice(8, 24)).toBe(startWal.slice(8));

  // Pruning early (a disk running short) still keeps two, and the WAL they need; older segments and
  // backup history files go.
  pruneBackups(live(), 0);
  expect(listBackups(live())).toEqual(kept);
  const archivedNow = fs.readdirSync(walArchiveDir(backupDir(live()))).filter((name) => name.endsWith('.gz'));
  expect(archivedNow.map((name) => name.slice(0, 24)).sort()[0]).toBe(segments[0].slice(0, 24));
}, 120_000);

test('the daily schedule waits until the configured time', () => {
  const now = new Date(2026, 10, 23, 10, 0, 0);
  expect(msUntil('02:30', now)).toBe((16 * 60 + 30) * 60_000);
  expect(msUntil('10:30', now)).toBe(30 * 60_000);
});
