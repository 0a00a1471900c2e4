import crypto from 'node:crypto';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './connection';
import { migrateToLatest } from './migrate';
import { MIGRATIONS } from './migrations';

/**
 * Migration numbers are handed to branches worked on side by side, which land in any order: a
 * database that already ran 024 and 025 must still take 023 when it arrives (each is its own).
 */
let database: DatabaseHandle;
const url = process.env.TEST_DATABASE_URL;
const schema = url ? `t_${crypto.randomBytes(6).toString('hex')}` : null;

async function withAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

beforeAll(async () => {
  if (schema) await withAdmin(`create schema ${schema}`);
  database = schema ? await openDatabase({ databaseUrl: url!, schema }) : await openDatabase({ dataDir: 'memory://' });
}, 60_000);
afterAll(async () => {
  await database?.close();
  if (schema) await withAdmin(`drop schema ${schema} cascade`);
});

test('a migration numbered below ones already run is applied, and the rest stay applied once', async () => {
  const without023 = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => !name.startsWith('023_')));
  const earlier = await new Migrator({ db: database.db, provider: { getMigrations: async () => without023 } }).migrateToLatest();
  expect(earlier.error).toBeUndefined();
  await migrateToLatest(database.db);
  const run = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
  expect(run.rows.map((r) => r.name)).toEqual(Object.keys(MIGRATIONS).sort());
  expect(await database.db.selectFrom('tds_challans').select('id').execute()).toEqual([]);
});
