import { sql, type Kysely } from 'kysely';
import { SUMS, TRIGGER_EVENTS, appendDeltaStatements } from './helpers/trip-day-deltas';

/**
 * Per-day trip totals: a year's totalCount and totals on a paged list, and where a deep
 * page starts, come from ~365 small rows instead of summing 500,000 trips per request.
 *
 * trip_day_totals holds, per date and status, the count and sums of the live trips. Writers never
 * update it (two clerks billing overlapping days would queue on, or deadlock over, the same rows):
 * a statement trigger on trips appends signed changes to trip_day_deltas, and a compaction
 * (day-totals.ts) folds the deltas into the totals now and then, in one transaction. A reader sums
 * both tables in one statement, so it always sees exactly the committed trips.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const sumColumns = SUMS.map((c) => `${c} numeric not null default 0`).join(', ');
  await sql
    .raw(
      `
    create table trip_day_totals (
      local_date date not null, transaction_status text not null, trip_count bigint not null default 0, ${sumColumns},
      primary key (local_date, transaction_status))`,
    )
    .execute(db);
  await sql
    .raw(
      `
    create table trip_day_deltas (
      id bigserial primary key, local_date date not null, transaction_status text not null, trip_count bigint not null, ${sumColumns})`,
    )
    .execute(db);
  await sql`create index trip_day_deltas_date_idx on trip_day_deltas (local_date)`.execute(db);

  const names = SUMS.join(', ');
  const statements = appendDeltaStatements(SUMS, (c) => `coalesce(${c}, 0)`);
  for (const event of TRIGGER_EVENTS) {
    await sql
      .raw(
        `
    create function trips_day_deltas_${event}() returns trigger language plpgsql as $$
    begin ${statements[event]}; return null; end $$`,
      )
      .execute(db);
  }
  await sql`create trigger trips_day_deltas_insert after insert on trips referencing new table as new_rows
    for each statement execute function trips_day_deltas_insert()`.execute(db);
  await sql`create trigger trips_day_deltas_update after update on trips referencing old table as old_rows new table as new_rows
    for each statement execute function trips_day_deltas_update()`.execute(db);
  await sql`create trigger trips_day_deltas_delete after delete on trips referencing old table as old_rows
    for each statement execute function trips_day_deltas_delete()`.execute(db);

  await sql
    .raw(
      `
    insert into trip_day_totals (local_date, transaction_status, trip_count, ${names})
    select local_date, transaction_status, count(*), ${SUMS.map((c) => `coalesce(sum(${c}), 0)`).join(', ')}
    from trips where deleted_at is null group by local_date, transaction_status`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger trips_day_deltas_${event} on trips`).execute(db);
    await sql.raw(`drop function trips_day_deltas_${event}()`).execute(db);
  }
  await sql`drop table trip_day_deltas`.execute(db);
  await sql`drop table trip_day_totals`.execute(db);
}
