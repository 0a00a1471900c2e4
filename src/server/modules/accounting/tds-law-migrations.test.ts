import { sql } from 'kysely';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { migrateToLatest, migratorFor } from '../../db/migrate';
import { MIGRATIONS } from '../../db/migrations';
import { ledgerNames } from './tally-settings';

/**
 * The migrations of the law by date on a book that already has data. 028: the default TDS ledger
 * lost its section ('TDS Payable - Contractors'); a book that already has bills keeps 'TDS Payable
 * - 194C' (its Tally company knows that ledger), an admin's own choice and a new, empty book are
 * left alone. 029: each vendor's declaration becomes its first yearly record. 030: the deductee
 * type is read from each valid PAN.
 */
const BEFORE_028 = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < '028'));
const opened: TestDatabase[] = [];

/** A database migrated up to 027, filled by `fill`, then migrated to the latest. */
async function bookMigratedAfter(fill: (db: TestDatabase['db']) => Promise<void>) {
  const database = await openTestDatabase({ migrated: false });
  opened.push(database);
  const older = await (await migratorFor(database.db, BEFORE_028)).migrateToLatest();
  expect(older.error).toBeUndefined();
  await fill(database.db);
  await migrateToLatest(database.db);
  return database.db;
}

const aBill = async (db: TestDatabase['db']) => {
  await sql`insert into bills (bill_id, vendor, bill_date, created_by, created_profile)
      values ('B1001', 'Shree Ganesh Roadlines', '2025-11-20', 'accounts', 'Accounting')`.execute(db);
};

afterAll(async () => {
  for (const database of opened) await database.close();
});

test('a book with bills keeps the TDS ledger its Tally company knows; the other names stay the defaults', async () => {
  const db = await bookMigratedAfter(aBill);
  const names = await ledgerNames(db);
  expect(names.tdsPayable).toBe('TDS Payable - 194C');
  expect(names.freightExpense).toBe('Freight Charges');
}, 120_000);

test("an admin's own names are kept, the TDS ledger added beside them only when the admin had not chosen one", async () => {
  const chosenBank = await bookMigratedAfter(async (db) => {
    await aBill(db);
    await sql`insert into app_settings (key, value, updated_by) values ('tallyLedgers', '{"bank":"HDFC Bank"}', 'admin')`.execute(
      db,
    );
  });
  expect(await ledgerNames(chosenBank)).toMatchObject({
    bank: 'HDFC Bank',
    tdsPayable: 'TDS Payable - 194C',
  });

  const chosenTds = await bookMigratedAfter(async (db) => {
    await aBill(db);
    await sql`insert into app_settings (key, value, updated_by) values ('tallyLedgers', '{"tdsPayable":"TDS on Freight"}', 'admin')`.execute(
      db,
    );
  });
  expect((await ledgerNames(chosenTds)).tdsPayable).toBe('TDS on Freight');
}, 120_000);

test('a new, empty book gets the new default, which names no section', async () => {
  const db = await bookMigratedAfter(async () => {});
  expect((await ledgerNames(db)).tdsPayable).toBe('TDS Payable - Contractors');
  const stored = await db
    .selectFrom('app_settings')
    .select('key')
    .where('key', '=', 'tallyLedgers')
    .execute();
  expect(stored).toEqual([]);
}, 120_000);

test("each vendor's declaration becomes its first yearly record; a valid PAN's fourth letter gives the deductee type", async () => {
  const db = await bookMigratedAfter(async (older) => {
    await sql`insert into vendors (company_name, name_key, company_owner, tds_rate, gst_applicable, pan, declaration_194c6_date, goods_carriages) values
      ('Small Fleet', 'small fleet', 'A', 1, 'No', 'AAAPL1234C', '2023-05-01', 8),
      ('Big Company', 'big company', 'B', 2, 'No', 'AAACB1234K', null, null),
      ('Family Firm', 'family firm', 'C', 2, 'No', 'AABFF1234K', null, null),
      ('No Pan', 'no pan', 'D', 1, 'No', '', null, null),
      ('Bad Pan', 'bad pan', 'E', 1, 'No', '1234567890', null, null)`.execute(older);
  });
  const vendors = await db
    .selectFrom('vendors')
    .select(['company_name', 'deductee_type'])
    .orderBy('id')
    .execute();
  expect(vendors.map((v) => [v.company_name, v.deductee_type])).toEqual([
    ['Small Fleet', 'individualOrHuf'],
    ['Big Company', 'company'],
    ['Family Firm', 'otherNonCompany'],
    ['No Pan', null],
    ['Bad Pan', null],
  ]);
  const declarations = await db
    .selectFrom('vendor_declarations')
    .select(['received_on', 'goods_carriages', 'recorded_by'])
    .execute();
  expect(declarations).toEqual([{ received_on: '2023-05-01', goods_carriages: 8, recorded_by: 'migration' }]);
}, 120_000);
