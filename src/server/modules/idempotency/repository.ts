import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import { IDEMPOTENCY_KEY_HOURS } from '../../../shared/common/idempotency';

/** How many expired keys one write removes (a few at a time, so no write waits on a big delete). */
const PRUNE_BATCH = 100;

/** An answer as remembered. */
export interface RememberedAnswer {
  call: string;
  requestSha256: string;
  status: number;
  answer: unknown;
  openQuestion: boolean;
}

/**
 * Waits until no other transaction works on this user's key (on any app instance: the lock is
 * PostgreSQL's), and holds it until this transaction ends.
 */
export async function lockKey(trx: DB, username: string, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`idempotency:${username}:${key}`}, 0))`.execute(
    trx,
  );
}

/** The request's fingerprint: sha256 of its JSON as PostgreSQL's jsonb writes it (keys in one order, no spacing). */
export async function requestSha256(trx: DB, request: unknown): Promise<string> {
  const { rows } = await sql<{ sha256: string }>`
    select encode(sha256(convert_to((${JSON.stringify(request)}::jsonb)::text, 'UTF8')), 'hex') as sha256`.execute(
    trx,
  );
  return rows[0]!.sha256;
}

/** The answer remembered for this user's key, unless it expired. */
export async function findAnswer(trx: DB, username: string, key: string): Promise<RememberedAnswer | null> {
  const row = await trx
    .selectFrom('idempotency_keys')
    .select(['call', 'request_sha256', 'status', 'answer', 'open_question'])
    .where('username', '=', username)
    .where('key', '=', key)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) return null;
  return {
    call: row.call,
    requestSha256: row.request_sha256,
    status: row.status,
    answer: row.answer,
    openQuestion: row.open_question,
  };
}

/** Remembers the answer to this user's key for 24 hours (replacing an expired or answered question's). */
export async function saveAnswer(
  trx: DB,
  username: string,
  key: string,
  remembered: RememberedAnswer,
): Promise<void> {
  const values = {
    call: remembered.call,
    request_sha256: remembered.requestSha256,
    status: remembered.status,
    answer: JSON.stringify(remembered.answer),
    open_question: remembered.openQuestion,
    expires_at: sql<Date>`now() + make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`,
  };
  await trx
    .insertInto('idempotency_keys')
    .values({ username, key, ...values })
    .onConflict((oc) =>
      oc.columns(['username', 'key']).doUpdateSet({ ...values, answered_at: sql<Date>`now()` }),
    )
    .execute();
}

/** Removes a batch of expired keys; rows another transaction holds are left for the next write. */
export async function pruneExpired(trx: DB): Promise<void> {
  await sql`
    delete from idempotency_keys
    where (username, key) in (
      select username, key from idempotency_keys
      where expires_at <= now()
      limit ${PRUNE_BATCH}
      for update skip locked)`.execute(trx);
}
