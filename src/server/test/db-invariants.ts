import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db/connection';

/** Tables whose rows change by design on refused requests (throttle counters) or are bookkeeping. */
const VOLATILE_TABLES = new Set([
  'login_failures',
  'signup_attempts',
  'share_link_hits',
  'sessions',
  'kysely_migration',
  'kysely_migration_lock',
]);

/** Every table of the app's schema (the current search_path's first schema). */
export async function appTables(db: DB): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((r) => r.table_name);
}

/** How many rows a table holds now (a test's count before and after a request). */
export async function rowCount(db: DB, table: string): Promise<number> {
  const { rows } = await sql<{
    n: string;
  }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0].n);
}

/** Row count and a checksum of every row of every (non-volatile) table: equal before and after = nothing changed. */
export async function tableChecksums(db: DB): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of await appTables(db)) {
    if (VOLATILE_TABLES.has(table)) continue;
    const { rows } = await sql<{ n: number; digest: string | null }>`
      select count(*) as n, md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.table(table)} t`.execute(
      db,
    );
    result[table] = `${rows[0].n}:${rows[0].digest ?? '-'}`;
  }
  return result;
}

/**
 * The data invariants a crash, a restore or hostile input must never break; answers the broken
 * ones (empty = all hold).
 */
export async function brokenInvariants(db: DB): Promise<string[]> {
  const broken: string[] = [];
  const { rows: orphanBilled } = await sql<{ trip_id: string }>`
    select t.trip_id from trips t
    where t.transaction_status = 'Billed' and not exists (
      select 1 from bills b join bill_lines l on l.bill_id = b.id
      where b.bill_id = t.bill_id and b.cancelled_at is null and l.live and l.trip_row_id = t.id)`.execute(
    db,
  );
  for (const r of orphanBilled) broken.push(`trip ${r.trip_id} is Billed without a live line on a live bill`);
  const { rows: twice } = await sql<{ trip_row_id: number }>`
    select trip_row_id from bill_lines where live group by trip_row_id having count(*) > 1`.execute(db);
  for (const r of twice) broken.push(`trip row ${r.trip_row_id} is on two live bills`);
  const { rows: strayLines } = await sql<{ trip_id: string }>`
    select l.trip_id from bill_lines l join trips t on t.id = l.trip_row_id join bills b on b.id = l.bill_id
    where l.live and (t.bill_id is distinct from b.bill_id or t.transaction_status <> 'Billed')`.execute(db);
  for (const r of strayLines) broken.push(`live bill line of ${r.trip_id} does not match its trip`);
  const { rows: billsWithoutLines } = await sql<{ bill_id: string }>`
    select b.bill_id from bills b where not exists (
      select 1 from bill_revisions r where r.bill_id = b.id and r.revision = b.current_revision
      and r.trip_count = (select count(*) from bill_lines l where l.bill_revision_id = r.id))`.execute(db);
  for (const r of billsWithoutLines)
    broken.push(`bill ${r.bill_id} is half-written (revision or lines missing)`);
  const files = await db.selectFrom('stored_files').select(['id', 'size', 'sha256', 'content']).execute();
  for (const f of files) {
    const digest = crypto.createHash('sha256').update(f.content).digest('hex');
    if (f.content.length !== f.size || digest !== f.sha256) broken.push(`file ${f.id} has lost its bytes`);
  }
  return broken;
}

/** Every trip answered with success is stored, and once: the stored trip ids are the answered ones. */
export async function expectAnsweredTripsStored(db: DB, answered: string[]): Promise<void> {
  const stored = await db.selectFrom('trips').select('trip_id').where('trip_id', 'in', answered).execute();
  expect(stored.map((t) => t.trip_id).sort()).toEqual([...answered].sort());
}

/** Each sequence of the app's schema with its last value (null before its first use). */
export async function sequencePositions(db: DB): Promise<{ name: string; value: string | null }[]> {
  const { rows } = await sql<{ name: string; value: string | null }>`
    select sequencename as name, last_value::text as value from pg_sequences
    where schemaname = current_schema() order by 1`.execute(db);
  return rows;
}

/**
 * A database moved from another one (PGlite, an older PostgreSQL major) holds what the old one held:
 * every table's digest and every sequence as before (real trips and stored files among them), and
 * a new row takes the next id, so nothing clashes after the move.
 */
export async function expectMovedIntact(
  db: DB,
  before: { sums: Record<string, string>; sequences: { name: string; value: string | null }[] },
  newPlace: string,
): Promise<void> {
  expect(await tableChecksums(db)).toEqual(before.sums);
  expect(await sequencePositions(db)).toEqual(before.sequences);
  expect(Number(before.sums.trips.split(':')[0])).toBeGreaterThan(100);
  expect(Number(before.sums.stored_files.split(':')[0])).toBeGreaterThan(0);
  const [{ id }] = await sql<{ id: number }>`
    insert into freight_rates (from_destination, to_destination, from_key, to_key, rate)
    values (${newPlace}, 'Here', ${newPlace.toLowerCase()}, 'here', 100) returning id`
    .execute(db)
    .then((r) => r.rows);
  expect(id).toBe(Number(before.sequences.find((s) => s.name === 'freight_rates_id_seq')!.value) + 1);
}
