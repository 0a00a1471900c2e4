import { sql, type Kysely } from 'kysely';

/**
 * Quarters that close. A closure keeps who closed a quarter and when, the quarter's TDS register
 * as filed (answered instead of the live one while it is closed), and, once an admin reopens it,
 * who, when and why. Closed again later is a new row: the history stays.
 *
 * A change to a bill is booked on a day: a revision's booked_on and a cancellation's
 * cancelled_booked_on are null when the change is booked on the bill's own date (its quarter was
 * open), else the day of the change, in the open quarter, so a closed register never moves.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table period_closures (
      id serial primary key,
      fy text not null,
      quarter text not null check (quarter in ('Q1', 'Q2', 'Q3', 'Q4')),
      start_date date not null,
      end_date date not null check (start_date <= end_date),
      closed_by text not null,
      closed_at timestamptz not null default now(),
      tds_register jsonb not null,
      reopened_by text,
      reopened_at timestamptz,
      reopen_reason text,
      check ((reopened_at is null) = (reopened_by is null) and (reopened_at is null) = (reopen_reason is null))
    )`.execute(db);
  // One live closure per quarter; "is this day closed" looks among the live ones by date.
  await sql`create unique index period_closures_live_idx on period_closures (fy, quarter) where reopened_at is null`.execute(
    db,
  );
  await sql`create index period_closures_live_dates_idx on period_closures (start_date, end_date) where reopened_at is null`.execute(
    db,
  );

  await sql`alter table bill_revisions add column booked_on date`.execute(db);
  await sql`alter table bills add column cancelled_booked_on date`.execute(db);
  await sql`create index bill_revisions_booked_on_idx on bill_revisions (booked_on) where booked_on is not null`.execute(
    db,
  );
  await sql`create index bills_cancelled_booked_on_idx on bills (cancelled_booked_on) where cancelled_booked_on is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index bills_cancelled_booked_on_idx`.execute(db);
  await sql`drop index bill_revisions_booked_on_idx`.execute(db);
  await sql`alter table bills drop column cancelled_booked_on`.execute(db);
  await sql`alter table bill_revisions drop column booked_on`.execute(db);
  await sql`drop table period_closures`.execute(db);
}
