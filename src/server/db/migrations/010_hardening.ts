import { sql, type Kysely } from 'kysely';

/** First-login password change, signup throttling per address. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column must_change_password boolean not null default false`.execute(db);
  await sql`
    create table signup_attempts (
      id serial primary key,
      address text not null,
      attempted_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index signup_attempts_address_idx on signup_attempts (address, attempted_at)`.execute(db);
  await sql`create index users_pending_idx on users (created_at) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table signup_attempts`.execute(db);
  await sql`alter table users drop column must_change_password`.execute(db);
}
