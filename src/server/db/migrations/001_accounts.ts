import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table users (
      id serial primary key,
      username text not null,
      username_key text not null unique,
      profile text not null,
      status text not null check (status in ('pending', 'active', 'deactivated')),
      password_hash text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table sessions (
      id_hash text primary key,
      user_id integer not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index sessions_user_idx on sessions (user_id)`.execute(db);
  await sql`create index sessions_expiry_idx on sessions (expires_at)`.execute(db);
  await sql`
    create table login_failures (
      id serial primary key,
      username_key text not null,
      address text not null,
      failed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index login_failures_user_idx on login_failures (username_key, failed_at)`.execute(db);
  await sql`create index login_failures_address_idx on login_failures (address, failed_at)`.execute(db);
  await sql`
    create table audit_log (
      id bigserial primary key,
      at timestamptz not null default now(),
      actor text not null,
      entity text not null,
      entity_id text not null,
      action text not null,
      before jsonb,
      after jsonb
    )`.execute(db);
  await sql`create index audit_log_entity_idx on audit_log (entity, entity_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table audit_log, login_failures, sessions, users`.execute(db);
}
