import { sql, type Kysely } from 'kysely';

/**
 * Mail to vendors. mail_outbox holds every message from the moment what it reports is stored (it is
 * written in the same transaction as the bill, payment or quarter close) until the mail server has
 * answered for it: queued, sending (held by one instance until lease_until; handed_over_at once the
 * message's end was about to go out), sent (the server's answer), failed (its reason) or
 * unconfirmed (handed over, then the sender stopped before recording the answer: not sent again by
 * itself). message_id is the message's own Message-ID, the same on every attempt. dedupe_key makes
 * a scheduled message (a month's statement, a quarter's TDS, a declaration reminder) one per vendor
 * and period, whichever instance queues it. vendor_mail_settings: how each vendor's bills go out.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table mail_outbox (
      id integer generated always as identity primary key,
      kind text not null
        check (kind in ('bill', 'paymentAdvice', 'statement', 'tdsQuarter', 'declarationReminder')),
      state text not null default 'queued'
        check (state in ('queued', 'sending', 'sent', 'failed', 'unconfirmed')),
      vendor_id integer references vendors(id),
      vendor_name text not null,
      to_address text not null,
      subject text not null,
      document jsonb not null,
      attachment_name text not null default '',
      bill_id text,
      payment_id integer references payments(id),
      dedupe_key text unique,
      message_id text not null unique,
      queued_by text not null,
      queued_at timestamptz not null default now(),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      claim_token uuid,
      lease_until timestamptz,
      handed_over_at timestamptz,
      sent_at timestamptz,
      server_response text,
      server_message_id text,
      last_error text,
      check ((state = 'sending') = (lease_until is not null)),
      check ((state = 'sent') = (sent_at is not null))
    )`.execute(db);
  // What the worker looks for: messages due, and held ones whose holder may have stopped.
  await sql`create index mail_outbox_due_idx on mail_outbox (next_attempt_at, id) where state = 'queued'`.execute(
    db,
  );
  await sql`create index mail_outbox_held_idx on mail_outbox (lease_until) where state = 'sending'`.execute(
    db,
  );
  await sql`create index mail_outbox_state_idx on mail_outbox (state, id)`.execute(db);
  await sql`create index mail_outbox_bill_idx on mail_outbox (bill_id, id) where bill_id is not null`.execute(
    db,
  );
  await sql`create index mail_outbox_payment_idx on mail_outbox (payment_id) where payment_id is not null`.execute(
    db,
  );
  await sql`create index mail_outbox_vendor_idx on mail_outbox (vendor_id, id)`.execute(db);

  await sql`
    create table vendor_mail_settings (
      vendor_id integer primary key references vendors(id),
      bills text not null default 'onRequest' check (bills in ('automatic', 'onRequest')),
      monthly_statement boolean not null default false,
      monthly_statement_since timestamptz,
      updated_by text not null,
      updated_at timestamptz not null default now(),
      check (monthly_statement = (monthly_statement_since is not null))
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table vendor_mail_settings`.execute(db);
  await sql`drop table mail_outbox`.execute(db);
}
