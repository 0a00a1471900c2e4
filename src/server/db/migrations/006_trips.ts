import { sql, type Kysely } from 'kysely';

/**
 * Trips. The master-data values are copied as they were when the trip was entered (truck,
 * vendor, destinations, rate, TDS rate), with the master rows' ids where they help, so archiving
 * a vendor, truck or route keeps every trip's history. Deleted trips keep their row (deleted_at)
 * and their last state is in the audit log.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // TripID = 'T' + the next number: never reused, also after a delete.
  await sql`create sequence trip_number_seq start with 100001`.execute(db);
  await sql`
    create table trips (
      id serial primary key,
      trip_id text not null default ('T' || nextval('trip_number_seq')) unique,
      username text not null,
      profile text not null,
      truck_number text not null,
      vehicle_id integer references vehicles(id),
      do_number text,
      local_date date not null,
      local_time time(0) not null,
      driver_name text,
      vendor text not null,
      vendor_id integer references vendors(id),
      destination_from text not null,
      destination_to text not null,
      truck_type text not null check (truck_type in ('Bulker', 'Bag', 'Others')),
      transaction_status text not null check (transaction_status in ('Open', 'Acknowledged', 'Billed')),
      weight numeric(12,3) check (weight >= 0),
      actual_weight numeric(12,3) check (actual_weight >= 0),
      difference_in_weight numeric(12,3),
      rate numeric(14,2) not null default 0 check (rate >= 0),
      freight numeric(14,2) not null default 0 check (freight >= 0),
      tds_rate numeric(5,2) not null default 0 check (tds_rate >= 0 and tds_rate <= 100),
      diesel_amount numeric(14,2) check (diesel_amount >= 0),
      diesel_slip_number text,
      short numeric(14,2) check (short >= 0),
      advance numeric(14,2) check (advance >= 0),
      toll numeric(14,2) check (toll >= 0),
      adblue numeric(14,2) check (adblue >= 0),
      greasing numeric(14,2) check (greasing >= 0),
      -- Set by billing together with the Billed status, cleared with it.
      bill_id text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz,
      check ((transaction_status = 'Billed') = (bill_id is not null))
    )`.execute(db);

  // Reports and Today's List: a date range, newest first.
  await sql`create index trips_local_date_idx on trips (local_date desc, local_time desc) where deleted_at is null`.execute(
    db,
  );
  // Vendor prefix search (case-insensitive): lower(vendor) like 'abc%' needs text_pattern_ops.
  await sql`create index trips_vendor_prefix_idx on trips (lower(vendor) text_pattern_ops, local_date) where deleted_at is null`.execute(
    db,
  );
  // Truck search: prefix and exact truck numbers; a substring inside a date range uses the date index.
  await sql`create index trips_truck_idx on trips (lower(truck_number) text_pattern_ops, local_date) where deleted_at is null`.execute(
    db,
  );
  // Billing: unbilled acknowledged trips per vendor, and a bill's trips.
  await sql`create index trips_billable_idx on trips (lower(vendor), local_date) where deleted_at is null and transaction_status = 'Acknowledged' and bill_id is null`.execute(
    db,
  );
  await sql`create index trips_bill_id_idx on trips (bill_id) where bill_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table trips`.execute(db);
  await sql`drop sequence trip_number_seq`.execute(db);
}
