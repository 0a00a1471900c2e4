import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DB } from '../connection';
import { clusterFiles } from './cluster-files';
import { loadConfig } from '../../config';
import { prepareApp } from '../../start';
import { seedBillableTrips } from '../../test/server-process';
import { TEST_ADMIN, TestClient } from '../../test/test-app';
import { scratchDir } from '../../test/scratch-dir';

/** The app's embedded PostgreSQL: where it lives, how it listens, what it flushes, and that a crash's leftovers never block a start. */
let dataDir: string;

// In RAM like the other tests' clusters: the durable settings and the flushes PostgreSQL makes are
// what is checked here (pg_stat_io counts each fsync it issues, on any file system), not the disk's speed.
beforeAll(() => {
  dataDir = scratchDir('embedded-cluster-');
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const setting = async (db: DB, name: string) =>
  (await sql<{ value: string }>`select current_setting(${name}) as value`.execute(db)).rows[0].value;

test('the first start creates a durable cluster inside DATA_DIR, on a Unix socket only, with a password only its owner can read', async () => {
  const database = await openDatabase({ dataDir });
  try {
    expect(database.kind).toBe('embedded');
    expect(await setting(database.db, 'data_directory')).toBe(path.join(dataDir, 'postgres'));
    expect(await setting(database.db, 'listen_addresses')).toBe('');
    expect(await setting(database.db, 'server_version')).toMatch(/^18\./);
    for (const name of ['fsync', 'full_page_writes', 'synchronous_commit', 'archive_mode'])
      expect(`${name}=${await setting(database.db, name)}`).toBe(`${name}=on`);
    expect(await setting(database.db, 'archive_timeout')).toBe('1min');
    expect(fs.statSync(clusterFiles(dataDir).passwordFile).mode & 0o777).toBe(0o600);
  } finally {
    await database.close();
  }
  expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false); // stopped with the app
}, 120_000);

test('a postmaster.pid whose process id now belongs to another process does not block the start', async () => {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  // As after a crash and a reboot: the file names a live process that is not PostgreSQL (this one).
  fs.writeFileSync(pidFile, `${process.pid}\n${path.join(dataDir, 'postgres')}\n`);
  const database = await openDatabase({ dataDir });
  try {
    expect(await setting(database.db, 'data_directory')).toBe(path.join(dataDir, 'postgres'));
  } finally {
    await database.close();
  }
}, 120_000);

test('a second app on the same DATA_DIR is refused with a clear message', async () => {
  const first = await openDatabase({ dataDir });
  try {
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `The data dir ${dataDir} is in use by another process.`,
    );
  } finally {
    await first.close();
  }
}, 120_000);

/** WAL flushes PostgreSQL counted (pg_stat_io), once every backend has reported its own. */
async function walFlushesAtLeast(db: DB, expected: number): Promise<number> {
  let flushes = 0;
  for (let waited = 0; waited < 15_000; waited += 250) {
    flushes = (
      await sql<{
        n: number;
      }>`select coalesce(sum(fsyncs), 0)::int as n from pg_stat_io where object = 'wal'`.execute(db)
    ).rows[0].n;
    if (flushes >= expected) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return flushes;
}

test('30 trips created through the API make PostgreSQL flush its WAL at least 30 times (a commit answered is on the disk)', async () => {
  const config = {
    ...loadConfig({}),
    adminUsername: TEST_ADMIN.username,
    adminPassword: TEST_ADMIN.password,
    logLevel: 'silent',
    clientDist: '/nonexistent',
  };
  const { app, database } = await prepareApp(config, await openDatabase({ dataDir }));
  try {
    const { tripForm } = await seedBillableTrips(database.db, 0);
    const admin = await TestClient.signedIn(app, TEST_ADMIN.username, TEST_ADMIN.password);
    const before = await walFlushesAtLeast(database.db, 0);
    for (let i = 0; i < 30; i++) expect((await admin.post('/reports', tripForm)).statusCode).toBe(201);
    expect((await walFlushesAtLeast(database.db, before + 30)) - before).toBeGreaterThanOrEqual(30);
  } finally {
    await app.close();
  }
}, 120_000);
