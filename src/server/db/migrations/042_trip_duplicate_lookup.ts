import { sql, type Kysely } from 'kysely';

/**
 * The duplicate-trip look-up behind its lock, as one function a trip's insert calls in its own
 * statement (a new trip needs no transaction of its own: 7 round trips were 3). It takes the
 * transaction lock of the truck, DO number and day, then looks: a VOLATILE function's query runs on
 * a snapshot taken when that query starts (READ COMMITTED), after the lock was granted, so it sees
 * a trip the lock's previous holder committed, which the calling statement's own snapshot, taken
 * before the wait, would miss. The keys are worked out by the caller (shared/trips/duplicates.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function trip_same_after_lock(lock_key text, truck_key text, on_date date, do_key text, except_id integer)
    returns table (id integer, trip_id text, driver_name text, local_date date, local_time text, created_at timestamptz)
    language plpgsql volatile as $$
    #variable_conflict use_column
    begin
      perform pg_advisory_xact_lock(hashtextextended(lock_key, 0));
      return query
        select t.id, t.trip_id, t.driver_name, t.local_date, to_char(t.local_time, 'HH24:MI:SS'), t.created_at
        from trips t
        where t.deleted_at is null and lower(t.truck_number) = truck_key and t.local_date = on_date
          and lower(btrim(t.do_number)) = do_key and (except_id is null or t.id <> except_id)
        order by t.id
        limit 1;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function trip_same_after_lock(text, text, date, text, integer)`.execute(db);
}
