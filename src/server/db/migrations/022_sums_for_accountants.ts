import { sql, type Kysely } from 'kysely';
import { SUMS, TRIGGER_EVENTS, appendDeltaStatements } from './helpers/trip-day-deltas';

/**
 * Sums an accountant can rely on.
 *
 * The per-day trip totals also sum each trip's TDS, round(Freight x TDS_Rate / 100, 2), so a
 * year's list answers its TDS and net payable totals from the day rows too. TDS is rounded per
 * trip, so it cannot be derived from the summed freight; the triggers now add it to each delta.
 * The totals are rebuilt from the trips (deltas folded away) with the trips locked for the while.
 *
 * Transactions' trip rows now carry Adblue and Greasing (so the money columns add up to the trip
 * amount): the kept `trips` JSON of each revision (migration 017) lacks them, so it is dropped
 * and built again, with them, on the next read of each bill.
 *
 * A payment's UTR or cheque number is looked up among the live payments before it is recorded
 * (the same reference twice is most likely one payment entered twice): an index keeps that fast.
 */
/** The trip columns the day totals sum (day-totals.ts reads them, with tds). */
export { SUMS };
const TDS = 'round(coalesce(freight, 0) * coalesce(tds_rate, 0) / 100, 2)';

function replaceTriggerFunctions(withTds: boolean) {
  const columns = [...SUMS, ...(withTds ? ['tds'] : [])];
  const statements = appendDeltaStatements(columns, (c) => (c === 'tds' ? TDS : `coalesce(${c}, 0)`));
  return TRIGGER_EVENTS.map(
    (event) => `create or replace function trips_day_deltas_${event}() returns trigger language plpgsql as $$
     begin ${statements[event]}; return null; end $$`,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`lock table trips in share mode`.execute(db);
  await sql`alter table trip_day_totals add column tds numeric not null default 0`.execute(db);
  await sql`alter table trip_day_deltas add column tds numeric not null default 0`.execute(db);
  for (const statement of replaceTriggerFunctions(true)) await sql.raw(statement).execute(db);
  await sql`delete from trip_day_deltas`.execute(db);
  await sql`delete from trip_day_totals`.execute(db);
  const columns = [...SUMS, 'tds'];
  await sql
    .raw(
      `
    insert into trip_day_totals (local_date, transaction_status, trip_count, ${columns.join(', ')})
    select local_date, transaction_status, count(*), ${SUMS.map((c) => `coalesce(sum(${c}), 0)`).join(', ')}, coalesce(sum(${TDS}), 0)
    from trips where deleted_at is null group by local_date, transaction_status`,
    )
    .execute(db);
  await sql`delete from bill_revision_trips`.execute(db);
  await sql`create index payments_live_reference_idx on payments (upper(reference)) where reversed_at is null and reference <> ''`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index payments_live_reference_idx`.execute(db);
  await sql`delete from bill_revision_trips`.execute(db);
  for (const statement of replaceTriggerFunctions(false)) await sql.raw(statement).execute(db);
  await sql`alter table trip_day_deltas drop column tds`.execute(db);
  await sql`alter table trip_day_totals drop column tds`.execute(db);
}
