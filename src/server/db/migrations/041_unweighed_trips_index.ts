import { sql, type Kysely } from 'kysely';

/**
 * Billing's first page counts the acknowledged trips of its dates without an Actual Weight above
 * zero (unweighedTripCount). The status index found a month's thousands of acknowledged trips and
 * each was read from the table to look at its weight: the busy office's costliest statement. Few
 * trips are unweighed, so an index of only those answers the count from a handful of entries.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index trips_unweighed_idx on trips (local_date)
    where deleted_at is null and transaction_status = 'Acknowledged' and coalesce(actual_weight, 0) <= 0`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index trips_unweighed_idx`.execute(db);
}
