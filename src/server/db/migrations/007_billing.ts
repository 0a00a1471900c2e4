import { sql, type Kysely } from 'kysely';

/**
 * Vendor bills (DESIGN.md section 4). A bill keeps every revision: each revision stores what its
 * PDF shows (vendor details as they were, remarks, totals, applyTaxes) and its lines with every
 * money value, so a re-download renders the same document whatever happens to the trips or the
 * vendor later. Cancelling keeps the bill, marked cancelled.
 *
 * The rule "a trip is in at most one live bill" is enforced by the database, not only by code:
 * the lines of a bill's current revision are `live` (until it is revised or cancelled), and a
 * partial unique index allows one live line per trip. Together with the trips check
 * (Billed <=> bill_id set), a bug or a race cannot put one trip on two bills.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Bill id = 'B' + the next number: never reused, also after a cancel or a failed generation.
  await sql`create sequence bill_number_seq start with 1001`.execute(db);
  await sql`
    create table bills (
      id serial primary key,
      bill_id text not null default ('B' || nextval('bill_number_seq')) unique,
      vendor text not null,
      vendor_id integer references vendors(id),
      -- The Asia/Kolkata date the bill was generated; revisions keep it.
      bill_date date not null,
      current_revision integer not null default 1 check (current_revision >= 1),
      created_by text not null,
      created_profile text not null,
      created_at timestamptz not null default now(),
      cancelled_at timestamptz,
      cancelled_by text,
      check ((cancelled_at is null) = (cancelled_by is null))
    )`.execute(db);
  await sql`create index bills_live_date_idx on bills (bill_date desc, id desc) where cancelled_at is null`.execute(
    db,
  );

  await sql`
    create table bill_revisions (
      id serial primary key,
      bill_id integer not null references bills(id),
      revision integer not null check (revision >= 1),
      -- The vendor as printed on this revision ('' when not known).
      vendor_name text not null,
      vendor_owner text not null default '',
      vendor_pan text not null default '',
      vendor_gst text not null default '',
      vendor_bank_name text not null default '',
      vendor_bank_account text not null default '',
      vendor_ifsc text not null default '',
      -- [{ "text": "Loading charge", "amount": -500 }]: at most 2, amounts signed.
      remarks jsonb not null default '[]',
      apply_taxes boolean not null,
      trip_count integer not null check (trip_count >= 1),
      total_weight numeric(14,3) not null,
      total_actual_weight numeric(14,3) not null,
      total_freight numeric(14,2) not null,
      total_tds numeric(14,2) not null,
      total_short numeric(14,2) not null,
      total_diesel numeric(14,2) not null,
      total_advance numeric(14,2) not null,
      total_toll numeric(14,2) not null,
      total_adblue numeric(14,2) not null,
      total_greasing numeric(14,2) not null,
      total_amount numeric(14,2) not null,
      remarks_amount numeric(14,2) not null,
      gst_amount numeric(14,2) not null,
      net_amount numeric(14,2) not null,
      created_by text not null,
      created_profile text not null,
      created_at timestamptz not null default now(),
      unique (bill_id, revision)
    )`.execute(db);

  await sql`
    create table bill_lines (
      id serial primary key,
      bill_id integer not null references bills(id),
      bill_revision_id integer not null references bill_revisions(id),
      line_no integer not null check (line_no >= 1),
      trip_row_id integer not null references trips(id),
      -- The trip as billed (copied: later trip edits do not change a stored revision).
      trip_id text not null,
      local_date date not null,
      truck_number text not null,
      destination_from text not null,
      destination_to text not null,
      weight numeric(12,3),
      actual_weight numeric(12,3),
      rate numeric(14,2) not null,
      freight numeric(14,2) not null,
      tds_rate numeric(5,2) not null,
      tds numeric(14,2) not null,
      diesel numeric(14,2),
      advance numeric(14,2),
      toll numeric(14,2),
      adblue numeric(14,2),
      greasing numeric(14,2),
      short numeric(14,2),
      -- Freight - TDS - Short - Diesel - Advance - Toll - Adblue - Greasing (may be negative).
      amount numeric(14,2) not null,
      -- True for the lines of a bill's current revision while the bill is not cancelled.
      live boolean not null,
      unique (bill_revision_id, line_no),
      unique (bill_revision_id, trip_row_id)
    )`.execute(db);
  // The integrity rule: one live bill per trip, whatever the concurrency or the number of app instances.
  await sql`create unique index bill_lines_one_live_bill_per_trip on bill_lines (trip_row_id) where live`.execute(
    db,
  );
  await sql`create index bill_lines_revision_idx on bill_lines (bill_revision_id, line_no)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table bill_lines`.execute(db);
  await sql`drop table bill_revisions`.execute(db);
  await sql`drop table bills`.execute(db);
  await sql`drop sequence bill_number_seq`.execute(db);
}
