import { sql } from 'kysely';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { migrateToLatest, migratorFor } from './migrate';
import { MIGRATIONS } from './migrations';
import { isUniqueViolation } from './rows';

/**
 * Migration 019 on a database that already holds near-duplicates the old rule (lower(name)) let
 * through: it must not fail, must keep every row as it was, and must report the twins.
 */
let database: TestDatabase;

const BEFORE_019 = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < '019'));

beforeAll(async () => {
  database = await openTestDatabase({ migrated: false });
  const older = await (await migratorFor(database.db, BEFORE_019)).migrateToLatest();
  expect(older.error).toBeUndefined();
  const db = database.db;
  await sql`insert into vendors (company_name, company_owner, tds_rate, gst_applicable, archived_at) values
    ('Annapurna Logistics', 'A', 1, 'No', null),
    (${'Annapurna Logistics\u200b'}, 'B', 1, 'No', null),
    (${'Cafe\u0301 Roadways'}, 'C', 1, 'No', null),
    (${'Café Roadways'}, 'D', 1, 'No', null),
    (${'Annapurna  logistics'}, 'E', 1, 'No', now())`.execute(db);
  await sql`insert into freight_rates (from_destination, to_destination, rate) values
    ('Pune', 'Mumbai', 1450), (${'Pune\u202e'}, 'Mumbai', 1300), ('Pune', 'Nashik', 900)`.execute(db);
  await migrateToLatest(db);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

test('every vendor keeps its name; the oldest of each look-alike set keeps the key, later twins a distinct one', async () => {
  const rows = await database.db
    .selectFrom('vendors')
    .select(['id', 'company_name', 'name_key'])
    .orderBy('id')
    .execute();
  const [first, zeroWidth, decomposed, composed, archived] = rows;
  expect(rows.map((r) => r.company_name)).toEqual([
    'Annapurna Logistics',
    'Annapurna Logistics\u200b',
    'Cafe\u0301 Roadways',
    'Café Roadways',
    'Annapurna  logistics',
  ]);
  expect(first.name_key).toBe('annapurna logistics');
  expect(zeroWidth.name_key).toBe(`annapurna logistics\u0001${zeroWidth.id}`);
  expect(decomposed.name_key).toBe('café roadways');
  expect(composed.name_key).toBe(`café roadways\u0001${composed.id}`);
  // An archived row blocks nothing, so it is no clash.
  expect(archived.name_key).toBe('annapurna logistics');
});

test('each twin is reported in the audit log, naming the row it duplicates', async () => {
  const reports = await database.db
    .selectFrom('audit_log')
    .select(['actor', 'entity', 'entity_id', 'action', 'before', 'after'])
    .where('action', '=', 'name-clash')
    .orderBy('id')
    .execute();
  const [vendors, freight] = [
    reports.filter((r) => r.entity === 'vendor'),
    reports.filter((r) => r.entity === 'freight'),
  ];
  expect(vendors).toHaveLength(2);
  expect(vendors[0]).toMatchObject({
    actor: 'migration',
    before: { companyName: 'Annapurna Logistics\u200b' },
    after: { companyName: 'Annapurna Logistics' },
  });
  expect(freight).toHaveLength(1);
  expect(freight[0]).toMatchObject({
    before: { from: 'Pune\u202e', to: 'Mumbai' },
    after: { from: 'Pune', to: 'Mumbai' },
  });
});

test('the new unique rules hold: another look-alike of a live vendor or route is refused by the database', async () => {
  const clash =
    await sql`insert into vendors (company_name, name_key, company_owner, tds_rate, gst_applicable)
    values ('ANNAPURNA LOGISTICS', 'annapurna logistics', 'F', 1, 'No')`
      .execute(database.db)
      .catch((error: unknown) => error);
  expect(isUniqueViolation(clash, 'vendors_name_key_live_idx')).toBe(true);
  const rates = await database.db
    .selectFrom('freight_rates')
    .select(['from_key', 'to_key'])
    .orderBy('id')
    .execute();
  expect(rates[0]).toEqual({ from_key: 'pune', to_key: 'mumbai' });
  expect(rates[2]).toEqual({ from_key: 'pune', to_key: 'nashik' });
  const pairClash =
    await sql`insert into freight_rates (from_destination, to_destination, from_key, to_key, rate)
    values ('PUNE', 'MUMBAI', 'pune', 'mumbai', 1)`
      .execute(database.db)
      .catch((error: unknown) => error);
  expect(isUniqueViolation(pairClash, 'freight_rates_key_pair_live_idx')).toBe(true);
});
