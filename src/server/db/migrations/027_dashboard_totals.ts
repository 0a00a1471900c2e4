import { sql, type Kysely } from 'kysely';

/**
 * Dashboard totals: the dashboard's four charts (trips per day and status, busiest routes, top
 * vendors, billing) read a few thousand rows per day instead of the ~276,000 trips of 30 days.
 *
 * trip_dashboard_totals holds, per date, status, route and vendor, the count of the live trips
 * and the sums the charts show. Whether a trip is on a bill needs no column of its own: a trip is
 * on a bill exactly when it is Billed (the check of migration 006). As the day totals (014),
 * writers only append signed changes to trip_dashboard_deltas (one statement trigger per
 * statement), a compaction folds them into the totals now and then, and a reader sums both tables
 * in one statement.
 *
 * The totals are filled from the trips with the trips locked against writes for the while, so no
 * write falls between the fill and the triggers; in date order, so a month's rows lie together.
 */
const KEYS = ['local_date', 'transaction_status', 'destination_from', 'destination_to', 'vendor'];
/** Each sum by its source: tds is each trip's TDS as tripTdsSql has it, rounded per trip. */
const SUMS: Record<string, string> = {
  freight: 'coalesce(freight, 0)',
  tds: 'round(coalesce(freight, 0) * coalesce(tds_rate, 0) / 100, 2)',
  short: 'coalesce(short, 0)',
  diesel_amount: 'coalesce(diesel_amount, 0)',
  advance: 'coalesce(advance, 0)',
  toll: 'coalesce(toll, 0)',
  adblue: 'coalesce(adblue, 0)',
  greasing: 'coalesce(greasing, 0)',
};
const SUM_NAMES = Object.keys(SUMS);
const columns = [...KEYS, 'trip_count', ...SUM_NAMES].join(', ');
const keyColumns = KEYS.map((k) => `${k} ${k === 'local_date' ? 'date' : 'text'} not null`).join(', ');
const sumColumns = SUM_NAMES.map((c) => `${c} numeric not null default 0`).join(', ');
const grouped = (rows: string, count: string, sum: (c: string) => string) => `
  select ${KEYS.join(', ')}, ${count}, ${SUM_NAMES.map(sum).join(', ')} from ${rows} group by ${KEYS.join(', ')}`;

const signed = (sign: string, rows: string) =>
  `select ${KEYS.join(', ')}, ${sign}1 as trip_count, ${SUM_NAMES.map((c) => `${sign}${SUMS[c]} as ${c}`).join(', ')}
   from ${rows} where deleted_at is null`;
const inserted = signed('', 'new_rows');
const removed = signed('-', 'old_rows');

/** A statement's signed changes, one row per key; keys whose changes cancel out (an edit of other columns) are left out. */
const appendDeltas = (...changes: string[]) => `
  insert into trip_dashboard_deltas (${columns})
  ${grouped(`(${changes.join(' union all ')}) c`, 'sum(trip_count)', (c) => `sum(${c})`)}
  having ${['trip_count', ...SUM_NAMES].map((c) => `sum(${c}) <> 0`).join(' or ')}`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`lock table trips in share mode`.execute(db);
  await sql
    .raw(
      `create table trip_dashboard_totals (${keyColumns}, trip_count bigint not null, ${sumColumns},
       primary key (${KEYS.join(', ')}))`,
    )
    .execute(db);
  await sql
    .raw(
      `create table trip_dashboard_deltas (id bigserial primary key, ${keyColumns}, trip_count bigint not null, ${sumColumns})`,
    )
    .execute(db);
  await sql`create index trip_dashboard_deltas_date_idx on trip_dashboard_deltas (local_date)`.execute(db);
  // One function for the three events: plpgsql plans each branch when it first runs, so each
  // trigger only reads the transition tables it declares.
  await sql
    .raw(
      `create function trips_dashboard_deltas() returns trigger language plpgsql as $$
       begin
         if tg_op = 'INSERT' then ${appendDeltas(inserted)};
         elsif tg_op = 'UPDATE' then ${appendDeltas(inserted, removed)};
         else ${appendDeltas(removed)};
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql`create trigger trips_dashboard_deltas_insert after insert on trips referencing new table as new_rows
    for each statement execute function trips_dashboard_deltas()`.execute(db);
  await sql`create trigger trips_dashboard_deltas_update after update on trips
    referencing old table as old_rows new table as new_rows for each statement execute function trips_dashboard_deltas()`.execute(
    db,
  );
  await sql`create trigger trips_dashboard_deltas_delete after delete on trips referencing old table as old_rows
    for each statement execute function trips_dashboard_deltas()`.execute(db);
  await sql
    .raw(
      `insert into trip_dashboard_totals (${columns})
       ${grouped('trips where deleted_at is null', 'count(*)', (c) => `sum(${SUMS[c]})`)} order by ${KEYS.join(', ')}`,
    )
    .execute(db);
  await sql`analyze trip_dashboard_totals`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const event of ['insert', 'update', 'delete'])
    await sql.raw(`drop trigger trips_dashboard_deltas_${event} on trips`).execute(db);
  await sql`drop function trips_dashboard_deltas()`.execute(db);
  await sql`drop table trip_dashboard_deltas`.execute(db);
  await sql`drop table trip_dashboard_totals`.execute(db);
}
