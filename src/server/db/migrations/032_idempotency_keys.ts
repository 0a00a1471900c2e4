import { sql, type Kysely } from 'kysely';

/**
 * Idempotency keys: a write sent again with the same key (a retry whose first answer was lost, a
 * double press, an outbox sending again) gets the first answer instead of being done twice. A key
 * is one user's, for 24 hours; the row is written in the same transaction as the write it answers,
 * so a stored trip always has its remembered answer. Several app instances share it here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table idempotency_keys (
      username text not null,
      key text not null,
      call text not null,
      request_sha256 text not null,
      status smallint not null check (status between 200 and 599),
      answer jsonb not null,
      open_question boolean not null default false,
      answered_at timestamptz not null default now(),
      expires_at timestamptz not null,
      primary key (username, key)
    )`.execute(db);
  // Pruning reads the expired rows first.
  await sql`create index idempotency_keys_expires_idx on idempotency_keys (expires_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table idempotency_keys`.execute(db);
}
