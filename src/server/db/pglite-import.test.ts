import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { openDatabase, type DB } from './connection';
import { migrateToLatest } from './migrate';
import { pgliteDir } from './pglite-import';
import { seedDemo } from '../demo/seed';
import { tableChecksums } from '../test/db-invariants';
import { PGliteDialect } from '../test/pglite-dialect';
import type { Database } from './schema';

/** A data dir of the PGlite days moves into the embedded PostgreSQL on the first start: every row, file and sequence. */
let root: string;
const dataDir = () => path.join(root, 'data');

const sequences = async (db: DB) =>
  (
    await sql<{
      name: string;
      value: string | null;
    }>`select sequencename as name, last_value::text as value from pg_sequences where schemaname = current_schema() order by 1`.execute(
      db,
    )
  ).rows;

let before: { sums: Record<string, string>; sequences: { name: string; value: string | null }[] };

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-move-'));
  fs.chmodSync(root, 0o711); // PostgreSQL's user passes through to the data dir inside
  fs.mkdirSync(dataDir());
  // The app's type parsers of the PGlite days: counts and money as numbers, dates as text.
  const pglite = new PGlite({
    dataDir: pgliteDir(dataDir()),
    parsers: { 20: Number, 1700: Number, 1082: (value: string) => value },
  });
  const old = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  try {
    await migrateToLatest(old);
    await seedDemo(old);
    before = { sums: await tableChecksums(old), sequences: await sequences(old) };
  } finally {
    await old.destroy();
  }
}, 240_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test('the first start moves the PGlite database in, keeps the PGlite copy, and does it once', async () => {
  const moved = await openDatabase({ dataDir: dataDir() });
  try {
    expect(await tableChecksums(moved.db)).toEqual(before.sums);
    expect(await sequences(moved.db)).toEqual(before.sequences);
    expect(Number(before.sums.trips.split(':')[0])).toBeGreaterThan(100);
    expect(Number(before.sums.stored_files.split(':')[0])).toBeGreaterThan(0);
    // Sequences go on where they were: a new row takes the next id, no clash.
    const [{ id }] = await sql<{
      id: number;
    }>`insert into freight_rates (from_destination, to_destination, from_key, to_key, rate)
      values ('Moved', 'Here', 'moved', 'here', 100) returning id`
      .execute(moved.db)
      .then((r) => r.rows);
    expect(id).toBe(Number(before.sequences.find((s) => s.name === 'freight_rates_id_seq')!.value) + 1);
  } finally {
    await moved.close();
  }
  expect(fs.existsSync(path.join(pgliteDir(dataDir()), 'PG_VERSION'))).toBe(true);
  expect(fs.readFileSync(path.join(dataDir(), 'pglite-moved.txt'), 'utf8')).toContain(
    'Moved the PGlite database',
  );

  const again = await openDatabase({ dataDir: dataDir() });
  try {
    const rows = await again.db
      .selectFrom('freight_rates')
      .select('from_destination')
      .where('from_destination', '=', 'Moved')
      .execute();
    expect(rows).toHaveLength(1); // not copied over a second time
  } finally {
    await again.close();
  }
}, 240_000);
