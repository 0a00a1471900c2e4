import { sql } from 'kysely';
import { BILLED_TRIP_FIELDS } from '../../../../shared/billing/status';
import { COMPARED as FROZEN_IN_MIGRATION } from '../../../db/migrations/017_bill_trips_json';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database';

/**
 * The compared fields of out-of-date bills are written once, in src/shared. Migration 017 keeps the
 * copy it was written with (a migration never changes); these tests hold the two and the database together.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const shared = BILLED_TRIP_FIELDS.map(({ lineColumn, tripColumn }) => [lineColumn, tripColumn]);

test("every pair the migration compares is still compared by the shared list, in the migration's order", () => {
  expect(shared.slice(0, FROZEN_IN_MIGRATION.length)).toEqual(FROZEN_IN_MIGRATION);
});

test('every column the shared list names exists: the line column in bill_lines, the trip column in trips', async () => {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and table_name in ('bill_lines', 'trips')`.execute(database.db);
  const existing = new Set(rows.map((r) => `${r.table_name}.${r.column_name}`));
  const missing = BILLED_TRIP_FIELDS.flatMap(({ lineColumn, tripColumn }) => [
    `bill_lines.${lineColumn}`,
    `trips.${tripColumn}`,
  ]).filter((c) => !existing.has(c));
  expect(missing).toEqual([]);
});

test("the trigger that marks a bill edited watches exactly the shared list's trip columns", async () => {
  const { rows } = await sql<{ definition: string }>`
    select pg_get_triggerdef(oid) as definition from pg_trigger
    where tgrelid = 'trips'::regclass and tgname = 'trips_mark_bill_edited'`.execute(database.db);
  expect(rows).toHaveLength(1);
  const watched = /AFTER UPDATE OF (.+?) ON /.exec(rows[0].definition)?.[1].split(', ');
  expect(watched).toEqual(BILLED_TRIP_FIELDS.map((f) => f.tripColumn));
});
