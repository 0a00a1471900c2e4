import { sql, type Kysely } from 'kysely';

/**
 * Payments against vendor bills and the admin's settings. A payment is never deleted:
 * a wrong one is reversed (who, when, why), and only payments not reversed count as paid.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table payments (
      id serial primary key,
      bill_id integer not null references bills(id),
      vendor text not null,
      -- The Asia/Kolkata date of the payment, as entered.
      payment_date date not null,
      mode text not null check (mode in ('NEFT', 'RTGS', 'IMPS', 'UPI', 'Cheque', 'Cash')),
      reference text not null default '',
      amount numeric(14,2) not null check (amount > 0),
      note text not null default '',
      created_by text not null,
      created_at timestamptz not null default now(),
      reversed_at timestamptz,
      reversed_by text,
      reversal_reason text,
      check ((reversed_at is null) = (reversed_by is null) and (reversed_at is null) = (reversal_reason is null)),
      check (mode = 'Cash' or reference <> '')
    )`.execute(db);
  await sql`create index payments_bill_idx on payments (bill_id, id)`.execute(db);
  await sql`create index payments_live_date_idx on payments (payment_date, id) where reversed_at is null`.execute(
    db,
  );
  await sql`create index audit_log_at_idx on audit_log (at desc, id desc)`.execute(db);

  await sql`
    create table app_settings (
      key text primary key,
      value jsonb not null,
      updated_by text not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table app_settings`.execute(db);
  await sql`drop index audit_log_at_idx`.execute(db);
  await sql`drop table payments`.execute(db);
}
