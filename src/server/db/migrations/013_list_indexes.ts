import { sql, type Kysely } from 'kysely';

/**
 * Paged lists. A page at any depth is picked from one index in the list's exact order
 * (the id breaks ties), read without visiting the table (index-only scan), and only the page's own
 * rows are then read in full. Reports, Today's List, Business and Billing read the first index
 * (Billing filters on the included status); Revise Bill's two lists read the second.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index trips_list_order_idx on trips (local_date desc, local_time desc, id desc)
    include (transaction_status) where deleted_at is null`.execute(db);
  // The first index serves everything this one did (date range, newest first).
  await sql`drop index trips_local_date_idx`.execute(db);
  await sql`
    create index trips_status_list_idx on trips (transaction_status, local_date desc, id desc)
    where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index trips_status_list_idx`.execute(db);
  await sql`create index trips_local_date_idx on trips (local_date desc, local_time desc) where deleted_at is null`.execute(
    db,
  );
  await sql`drop index trips_list_order_idx`.execute(db);
}
