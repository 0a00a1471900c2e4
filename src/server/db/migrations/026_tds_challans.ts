import { sql, type Kysely } from 'kysely';

/**
 * TDS deposits: the challans that paid the tax deducted in a month (Form 26Q's challan details).
 * A challan is one bank receipt: its BSR code, date and serial name it, so the three together are
 * unique. Amounts are numeric(15,2) like the bill totals; section and minor head are kept as the
 * return states them ('94C', '200').
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table tds_challans (
      id serial primary key,
      bsr_code text not null check (bsr_code ~ '^[0-9]{7}$'),
      deposit_date date not null,
      serial text not null check (serial ~ '^[0-9]{5}$'),
      section text not null,
      deduction_month text not null check (deduction_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      tax numeric(15,2) not null check (tax > 0),
      interest numeric(15,2) not null default 0 check (interest >= 0),
      fee numeric(15,2) not null default 0 check (fee >= 0),
      minor_head text not null,
      recorded_by text not null,
      recorded_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index tds_challans_receipt_idx on tds_challans (bsr_code, deposit_date, serial)`.execute(
    db,
  );
  await sql`create index tds_challans_month_idx on tds_challans (deduction_month)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table tds_challans`.execute(db);
}
