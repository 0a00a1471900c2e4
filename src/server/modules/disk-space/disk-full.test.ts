import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { todayInIndia } from '../../../shared/common/dates';
import { ACCESS_MESSAGES, OPS_MESSAGES } from '../../../shared/common/messages';
import { loadConfig } from '../../config';
import { listBackups } from '../../db/backup';
import { openDatabase, type DatabaseHandle } from '../../db/connection';
import { migrateToLatest } from '../../db/migrate';
import { prepareApp } from '../../start';
import { expectAnsweredTripsStored } from '../../test/db-invariants';
import { postMultipart, samplePdf } from '../../test/multipart';
import { seedBillableTrips } from '../../test/server-process';
import { freeBytes, smallDiskSuite } from '../../test/small-disk';
import { TEST_ADMIN, TestClient } from '../../test/test-app';
import { formatDiskBytes, resumeBytes } from './levels';

/**
 * The embedded PostgreSQL on a small disk of its own (a tmpfs), filled through the app until the
 * floor: changes are refused with 503 and the disk message before PostgreSQL meets a full disk,
 * reads and sign-ins go on, old backups are pruned to the newest two, every change answered with
 * success is stored, and once space is freed changes are taken again without a restart. Mounting
 * needs root: CI runs as root, and the test fails (never skips) anywhere else.
 * Why a floor: PostgreSQL's documentation, "Disk Full Failure" (postgresql.org/docs/current/disk-full.html):
 * "If the disk holding the WAL files grows full, database server panic and consequent shutdown might occur."
 */
const MB = 1024 * 1024;
/** Large enough that what the early pruning frees (a backup and a few 16 MB WAL segments) stays under the margin. */
const FLOOR = 160 * MB;
const DISK = 560 * MB;
/** Room left above the floor when the clerks start: a few uploads' worth. */
const HEADROOM = 20 * MB;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (content: Buffer) => crypto.createHash('sha256').update(content).digest('hex');

/** Four attachments of ~0.5 MB each, random so that PostgreSQL cannot compress them away. */
const attachments = () =>
  Object.fromEntries(
    ['DieselSlipImage', 'LoadingAdvice', 'InvoiceCompany', 'WeightmentSlip'].map((field) => [
      field,
      {
        filename: `${field}.pdf`,
        content: Buffer.concat([samplePdf(field), crypto.randomBytes(512 * 1024)]),
      },
    ]),
  );

/** Writes `bytes` of zeros to `file` (tmpfs keeps what is written, not a sparse hole). */
function fill(file: string, bytes: number) {
  const chunk = Buffer.alloc(8 * MB);
  const fd = fs.openSync(file, 'w');
  try {
    for (let left = bytes; left > 0; left -= chunk.length)
      fs.writeSync(fd, chunk, 0, Math.min(left, chunk.length));
  } finally {
    fs.closeSync(fd);
  }
}

describe('a full disk, on a tmpfs mounted for the test (needs root: CI runs as root)', () => {
  const disk = smallDiskSuite('disk-full-', DISK / MB);
  const dataDir = () => path.join(disk.dir, 'data');
  const filler = () => path.join(disk.dir, 'filler');
  const logLines: { level: number; msg: string }[] = [];
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;

  disk.closeBeforeUnmount(async () => (app ? app.close() : database?.close()));

  beforeAll(async () => {
    database = await openDatabase({ dataDir: dataDir() });
    await migrateToLatest(database.db);
    // Three base backups beside the first start's own: reaching the floor keeps the newest two.
    for (let n = 0; n < 3; n++) await database.backup!(14);
    const config = {
      ...loadConfig({}),
      dataDir: dataDir(),
      adminUsername: TEST_ADMIN.username,
      adminPassword: TEST_ADMIN.password,
      clientDist: '/nonexistent',
      logLevel: 'info',
      logStream: { write: (line: string) => void logLines.push(JSON.parse(line)) },
      diskFloorBytes: FLOOR,
      diskCheckMs: 100,
    };
    ({ app } = await prepareApp(config, database));
  }, 180_000);

  test('changes are refused at the floor with the message, every answered one is stored, and they are taken again once space is back', async () => {
    const db = app!.db;
    const { tripForm } = await seedBillableTrips(db, 0);
    const admin = await TestClient.signedIn(app!, TEST_ADMIN.username, TEST_ADMIN.password);
    const accountant = await TestClient.as(app!, 'accountant');
    const all = listBackups(dataDir());
    expect(all).toHaveLength(4);
    const [oldest, newest] = [all[0], all.slice(-2)];
    expect((await admin.get('/disk-space')).json()).toMatchObject({ level: 'low' }); // a 560 MB disk is under 2 GB

    fill(filler(), freeBytes(disk.dir) - FLOOR - HEADROOM);
    // A base backup needs twice the cluster's size for a moment: it is refused rather than fill the disk.
    await expect(database!.backup!(14)).rejects.toThrow(
      /^Not enough free space for a base backup: it needs about \d+ MB/,
    );
    expect(listBackups(dataDir())).toEqual(all);
    await app!.diskSpace.check();
    expect(app!.diskSpace.refusingWrites()).toBe(false);

    // Clerks' changes until the first refusal: a trip, then its four attachments.
    const answeredTrips: string[] = [];
    const answeredFiles = new Map<string, Record<string, string>>();
    const refused: unknown[] = [];
    const other: string[] = [];
    for (let n = 0; n < 200 && refused.length === 0; n++) {
      const created = await admin.post('/reports', tripForm);
      if (created.statusCode === 503) refused.push(created.json());
      else if (created.statusCode !== 201) other.push(`${created.statusCode} ${created.body}`);
      if (created.statusCode !== 201) break;
      const tripId = created.json().TripID as string;
      answeredTrips.push(tripId);
      const { id } = await db
        .selectFrom('trips')
        .select('id')
        .where('trip_id', '=', tripId)
        .executeTakeFirstOrThrow();
      const files = attachments();
      const upload = await postMultipart(admin, `/api/reports/${id}`, { transactionStatus: 'Open' }, files);
      if (upload.statusCode === 200)
        answeredFiles.set(
          String(id),
          Object.fromEntries(Object.entries(files).map(([field, file]) => [field, sha256(file.content)])),
        );
      else if (upload.statusCode === 503) refused.push(upload.json());
      else other.push(`${upload.statusCode} ${upload.body}`);
    }
    expect(other).toEqual([]);
    expect(answeredFiles.size).toBeGreaterThan(0);
    expect(refused).toEqual([{ message: OPS_MESSAGES.diskFull }]);

    // Below the floor: every kind of change is refused, reads, lists and sign-ins go on.
    const stillRefused = [
      await admin.post('/reports', tripForm),
      await postMultipart(admin, `/api/reports/1`, { transactionStatus: 'Open' }, attachments()),
      await admin.post('/add-freight', { from: 'Nashik', to: 'Satara', rate: 1200 }),
      await admin.post('/reset-password', {
        username: TEST_ADMIN.username,
        currentPassword: TEST_ADMIN.password,
        newPassword: 'Other@12345',
        retypePassword: 'Other@12345',
      }),
    ];
    for (const res of stillRefused) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: OPS_MESSAGES.diskFull });
    }
    const today = todayInIndia();
    const range = { startDate: today, endDate: today };
    const listed = await admin.get(`/api/reports?startDate=${today}&endDate=${today}`);
    expect(listed.json().tableData.map((trip: { TripID: string }) => trip.TripID)).toEqual(
      expect.arrayContaining(answeredTrips),
    );
    expect((await admin.post('/list-billing', range)).statusCode).toBe(200);
    const again = await TestClient.signedIn(app!, TEST_ADMIN.username, TEST_ADMIN.password);
    const warning = (await again.get('/disk-space')).json();
    expect(warning).toEqual({
      freeBytes: expect.any(Number),
      totalBytes: expect.any(Number),
      level: 'critical',
      message: OPS_MESSAGES.diskCritical(
        formatDiskBytes(warning.freeBytes),
        formatDiskBytes(resumeBytes(FLOOR)),
      ),
    });
    const notAdmin = await accountant.get('/disk-space');
    expect([notAdmin.statusCode, notAdmin.json()]).toEqual([403, { message: ACCESS_MESSAGES.noAccess }]);
    expect(listBackups(dataDir())).toEqual(newest);
    expect(fs.existsSync(oldest)).toBe(false);

    // Space comes back: changes are taken again by themselves, no restart.
    await sleep(1000); // ten more polls below the floor: still one warning in the log
    fs.rmSync(filler());
    let back = await admin.post('/reports', tripForm);
    for (let waited = 0; back.statusCode === 503 && waited < 10_000; waited += 100) {
      await sleep(100);
      back = await admin.post('/reports', tripForm);
    }
    expect(back.statusCode).toBe(201);
    answeredTrips.push(back.json().TripID as string);

    await expectAnsweredTripsStored(db, answeredTrips);
    const stored = await db
      .selectFrom('stored_files')
      .select(['owner_id', 'field', 'sha256'])
      .where('owner_kind', '=', 'trip')
      .execute();
    const storedFiles = new Map<string, Record<string, string>>();
    for (const row of stored)
      storedFiles.set(row.owner_id, { ...storedFiles.get(row.owner_id), [row.field]: row.sha256 });
    for (const [owner, digests] of answeredFiles) expect(storedFiles.get(owner)).toEqual(digests);

    // PostgreSQL never met the full disk.
    expect(fs.readFileSync(path.join(dataDir(), 'postgres.log'), 'utf8')).not.toMatch(/PANIC|No space left/);
    // Logged once each, though the disk was read every 100 ms below the floor.
    const transitions = logLines.filter((line) =>
      /^(disk nearly full|old backups removed|disk space is back)/.test(line.msg),
    );
    expect(transitions.map((line) => [line.level, line.msg.split(':')[0]])).toEqual([
      [40, 'disk nearly full'],
      [30, 'old backups removed'],
      [30, 'disk space is back'],
    ]);
  }, 180_000);
});
