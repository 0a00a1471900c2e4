import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { archiveSettings, listBackups, prepareArchive } from './backup';
import { openDatabase, type DB } from './connection';
import { EmbeddedCluster } from './embedded/cluster';
import { clusterFiles } from './embedded/cluster-files';
import { migrateToLatest } from './migrate';
import { copyDemoData } from '../test/demo-database';
import { expectMovedIntact, sequencePositions, tableChecksums } from '../test/db-invariants';
import { nodeArgsFor } from '../test/compiled-server';
import { scratchDir } from '../test/scratch-dir';

/** `npm run upgrade-db` moves a PostgreSQL 17 cluster (made with 17's own programs) to 18: every row, file and sequence. */
let root: string;
const dataDir = () => path.join(root, 'data');

const migrations = async (db: DB) =>
  (await sql<{ row: string }>`select m::text as row from kysely_migration m order by name`.execute(db)).rows;

let before: {
  sums: Record<string, string>;
  sequences: Awaited<ReturnType<typeof sequencePositions>>;
  migrations: Awaited<ReturnType<typeof migrations>>;
};

beforeAll(async () => {
  root = scratchDir('upgrade-db-');
  fs.chmodSync(root, 0o711); // PostgreSQL's user passes through to the data dir inside
  const old = new EmbeddedCluster({
    dataDir: dataDir(),
    release: 'previous',
    settings: archiveSettings(dataDir()),
  });
  prepareArchive(dataDir());
  await old.start();
  const database = await openDatabase({ databaseUrl: old.url() });
  try {
    expect((await sql<{ v: string }>`select version() as v`.execute(database.db)).rows[0].v).toMatch(
      /^PostgreSQL 17\./,
    );
    await migrateToLatest(database.db);
    await copyDemoData(database.db);
    before = {
      sums: await tableChecksums(database.db),
      sequences: await sequencePositions(database.db),
      migrations: await migrations(database.db),
    };
  } finally {
    await database.close();
    await old.stop();
  }
}, 240_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const upgradeDb = () =>
  promisify(execFile)(process.execPath, nodeArgsFor('src/server/ops/upgrade-db.ts'), {
    env: { ...process.env, DATA_DIR: dataDir(), DATABASE_URL: '' },
  });

test('the app refuses a cluster of the previous major in one line naming the command, and upgrade-db moves it to 18 keeping the old one aside', async () => {
  const { pgdata } = clusterFiles(dataDir());
  await expect(openDatabase({ dataDir: dataDir() })).rejects.toThrow(
    new Error(
      `${pgdata} is a PostgreSQL 17 cluster and this version of the app runs PostgreSQL 18: stop the app and run npm run upgrade-db to move it to PostgreSQL 18 (the old cluster is kept aside).`,
    ),
  );

  const { stdout } = await upgradeDb();
  const kept = /The old cluster is kept in (\S+) \(remove it/.exec(stdout)?.[1];
  expect(kept).toMatch(new RegExp(`^${dataDir()}/postgres-17-kept-\\d{8}-\\d{6}$`));
  expect(stdout).toContain('Copied, and compared by digests of every table and sequence:\n');
  expect(stdout).toMatch(/\ntrips \d{3}\n/);
  // The old cluster is kept whole, with a base backup taken by PostgreSQL 17 itself; the new one has its own.
  expect(fs.readFileSync(path.join(kept!, 'postgres', 'PG_VERSION'), 'utf8').trim()).toBe('17');
  expect(listBackups(kept!)).toHaveLength(1);
  expect(fs.readFileSync(path.join(pgdata, 'PG_VERSION'), 'utf8').trim()).toBe('18');
  expect(listBackups(dataDir())).toHaveLength(1);

  const moved = await openDatabase({ dataDir: dataDir() }); // the app's own open
  try {
    expect((await sql<{ v: string }>`select version() as v`.execute(moved.db)).rows[0].v).toMatch(
      /^PostgreSQL 18\./,
    );
    expect(await migrations(moved.db)).toEqual(before.migrations);
    await expectMovedIntact(moved.db, before, 'Upgraded');
  } finally {
    await moved.close();
  }

  expect((await upgradeDb()).stdout).toBe(`${pgdata} is already a PostgreSQL 18 cluster: nothing to do.\n`);
}, 300_000);

test('an upgrade that cannot copy everything (a table made by hand, unknown to the migrations) changes nothing: the 17 cluster is back in place', async () => {
  const other = path.join(root, 'by-hand');
  const old = new EmbeddedCluster({ dataDir: other, release: 'previous', settings: archiveSettings(other) });
  prepareArchive(other);
  await old.start();
  const database = await openDatabase({ databaseUrl: old.url() });
  try {
    await migrateToLatest(database.db);
    await sql`create table notes_by_hand (note text)`.execute(database.db);
    await sql`insert into notes_by_hand values ('kept')`.execute(database.db);
  } finally {
    await database.close();
    await old.stop();
  }
  const failed = await promisify(execFile)(process.execPath, nodeArgsFor('src/server/ops/upgrade-db.ts'), {
    env: { ...process.env, DATA_DIR: other, DATABASE_URL: '' },
  }).catch((error: { code: number; stderr: string }) => error);
  expect('code' in failed && failed.code).toBe(1);
  expect((failed as { stderr: string }).stderr).toContain(
    `Nothing changed: the PostgreSQL 17 cluster is back in ${clusterFiles(other).pgdata}.`,
  );
  expect(fs.readdirSync(other).filter((name) => name.startsWith('postgres-17-kept-'))).toEqual([]);
  expect(fs.readFileSync(path.join(clusterFiles(other).pgdata, 'PG_VERSION'), 'utf8').trim()).toBe('17');
  const back = new EmbeddedCluster({ dataDir: other, release: 'previous' });
  await back.start();
  const again = await openDatabase({ databaseUrl: back.url() });
  try {
    expect((await sql<{ note: string }>`select note from notes_by_hand`.execute(again.db)).rows).toEqual([
      { note: 'kept' },
    ]);
  } finally {
    await again.close();
    await back.stop();
  }
}, 180_000);
