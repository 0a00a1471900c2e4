import { sql, type Kysely } from 'kysely';

/**
 * Tally as a sync: every export is logged, the last state sent to Tally of each voucher is kept
 * (by its identity, 'bill-B1044' or 'payment-11'), so a later export sends only what changed as
 * an alteration or a cancellation of the same voucher; and each vendor's Tally ledger name and
 * address (the vendor master has no address).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table tally_exports (
      id serial primary key,
      kind text not null check (kind in ('period', 'changes')),
      start_date date,
      end_date date,
      exported_by text not null,
      exported_at timestamptz not null default now(),
      created integer not null,
      altered integer not null,
      cancelled integer not null,
      check ((kind = 'period') = (start_date is not null and end_date is not null))
    )`.execute(db);
  await sql`create index tally_exports_at_idx on tally_exports (exported_at desc, id desc)`.execute(db);

  await sql`
    create table tally_voucher_states (
      identity text primary key,
      -- A digest of the voucher as last sent: a different one means Tally's copy is out of date.
      fingerprint text not null,
      cancelled boolean not null,
      export_id integer not null references tally_exports(id)
    )`.execute(db);

  await sql`
    create table tally_vendor_ledgers (
      -- nameKey of the vendor name bills carry (the Outstanding report groups by it).
      name_key text primary key,
      ledger_name text not null,
      address text not null default '',
      updated_by text not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table tally_vendor_ledgers`.execute(db);
  await sql`drop table tally_voucher_states`.execute(db);
  await sql`drop table tally_exports`.execute(db);
}
