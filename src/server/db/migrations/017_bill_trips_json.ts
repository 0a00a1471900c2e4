import { sql, type Kysely } from 'kysely';

// The trip columns a bill line copies and the bill status compares, line's then trip's: a frozen copy
// of shared/billing/status.ts as it stood (a migration never changes); billing/money/compared-fields.test.ts checks they agree.
export const COMPARED: [line: string, trip: string][] = [
  ['local_date', 'local_date'],
  ['truck_number', 'truck_number'],
  ['driver_name', 'driver_name'],
  ['do_number', 'do_number'],
  ['destination_from', 'destination_from'],
  ['destination_to', 'destination_to'],
  ['truck_type', 'truck_type'],
  ['weight', 'weight'],
  ['actual_weight', 'actual_weight'],
  ['rate', 'rate'],
  ['freight', 'freight'],
  ['tds_rate', 'tds_rate'],
  ['diesel', 'diesel_amount'],
  ['diesel_slip_number', 'diesel_slip_number'],
  ['short', 'short'],
  ['advance', 'advance'],
  ['toll', 'toll'],
  ['adblue', 'adblue'],
  ['greasing', 'greasing'],
];

/**
 * A Transactions page of 100 bills carries ~6,000 trip rows, and building them as JSON
 * on every read cost ~50 ms of the page. A revision's lines never change once written, so its
 * `trips` JSON is kept here, keyed by the revision (a revised bill has a new key; nothing is ever
 * stale). Filled on first read; untaxed current revisions are filled now, with the same SQL.
 *
 * Comparing every line of a page with its trip (5,700 index probes) was the other half. A trigger
 * now marks a revision `trips_edited` when one of its live trips changes a compared column, so
 * only marked revisions are compared (the mark is a filter; the shared rule still decides).
 * And each row's trip ids come from a covering index of the lines.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // A bill's trip ids (each Transactions row lists them) read from the index alone, not from 5,700 heap rows.
  await sql`create index bill_lines_revision_trip_ids_idx on bill_lines (bill_revision_id, line_no) include (trip_id)`.execute(
    db,
  );
  await sql`drop index bill_lines_revision_idx`.execute(db);
  await sql`alter table bill_revisions add column trips_edited boolean not null default false`.execute(db);
  await sql`
    update bill_revisions r set trips_edited = true
    where exists (select 1 from bill_lines l join trips t on t.id = l.trip_row_id and t.deleted_at is null
                  where l.bill_revision_id = r.id and l.live and (${sql.raw(COMPARED.map(([l, t]) => `l.${l} is distinct from t.${t}`).join(' or '))}))`.execute(
    db,
  );
  await sql`
    create function mark_bill_trips_edited() returns trigger language plpgsql as $$
    begin
      update bill_revisions set trips_edited = true
      where id = (select bill_revision_id from bill_lines where trip_row_id = new.id and live) and not trips_edited;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger trips_mark_bill_edited after update of ${sql.raw(COMPARED.map(([, t]) => t).join(', '))} on trips
    for each row when (${sql.raw(COMPARED.map(([, t]) => `old.${t} is distinct from new.${t}`).join(' or '))})
    execute function mark_bill_trips_edited()`.execute(db);
  await sql`
    create table bill_revision_trips (
      bill_revision_id integer primary key references bill_revisions (id) on delete cascade,
      trips text not null
    )`.execute(db);
  // lz4 reads back several times faster than the default pglz; a server built without it keeps pglz.
  await sql`
    do $$ begin
      alter table bill_revision_trips alter column trips set compression lz4;
    exception when others then null;
    end $$`.execute(db);
  await sql`
    insert into bill_revision_trips (bill_revision_id, trips)
    select x.bill_revision_id, json_agg(x.trip order by x.line_no)::text
    from (select l.bill_revision_id, l.line_no, (select row_to_json(v) from (select l.trip_id, l.local_date as date, l.truck_number as truck_no,
            l.driver_name, l.do_number, l.destination_from, l.destination_to, l.truck_type, text 'Billed' as transaction_status,
            l.diesel_slip_number, l.weight, l.actual_weight, l.difference_weight, l.rate, l.freight, l.tds, l.diesel as diesel_amount,
            l.advance, l.toll, l.short, 0 as gst_amount, l.amount) v) as trip
          from bill_lines l
          join bill_revisions r on r.id = l.bill_revision_id and not r.apply_taxes
          join bills b on b.id = r.bill_id and b.current_revision = r.revision and b.cancelled_at is null
          where l.live) x
    group by x.bill_revision_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index bill_lines_revision_idx on bill_lines (bill_revision_id, line_no)`.execute(db);
  await sql`drop index bill_lines_revision_trip_ids_idx`.execute(db);
  await sql`drop trigger trips_mark_bill_edited on trips`.execute(db);
  await sql`drop function mark_bill_trips_edited()`.execute(db);
  await sql`alter table bill_revisions drop column trips_edited`.execute(db);
  await sql`drop table bill_revision_trips`.execute(db);
}
