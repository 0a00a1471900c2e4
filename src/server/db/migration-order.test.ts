import { Migrator, sql } from 'kysely';
import { migrateToLatest } from './migrate';
import { MIGRATIONS } from './migrations';
import { openTestDatabase, type TestDatabase } from '../test/test-database';

/**
 * Migration numbers are handed to branches worked on side by side, which land in any order: a
 * database that already ran 024 and 025 must still take 023 when it arrives (each is its own).
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ migrated: false });
}, 60_000);
afterAll(async () => {
  await database?.close();
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
