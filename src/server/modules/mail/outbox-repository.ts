import crypto from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { DB } from '../../db/connection';
import type { MailKind, MailState } from '../../../shared/mail/mail';
import type { MailMessage } from '../../../shared/mail/wire';
import type { MailOutboxTable } from './tables';

/**
 * The outbox's rows and their moves. Times that decide who may send (leases, due attempts) are the
 * database's clock_timestamp(), one clock for every instance. Every move of a claimed message
 * names its claim token, so an instance that lost its claim changes nothing.
 */

export type OutboxRow = Selectable<MailOutboxTable>;

/** A message to store, written in the transaction of what it reports. */
export interface NewMessage {
  kind: MailKind;
  vendorId: number | null;
  vendorName: string;
  to: string;
  subject: string;
  /** What to render when it is sent (outbox-documents.ts). */
  document: object;
  attachmentName: string;
  billId?: string | null;
  paymentId?: number | null;
  /** One message per key (a scheduled message of a period); null for the rest. */
  dedupeKey?: string | null;
  queuedBy: string;
  /** The domain of the Message-ID: the sender's. */
  domain: string;
}

/** Stores a message; null when one with its dedupe key is already stored. */
export async function insertMessage(db: DB, message: NewMessage): Promise<OutboxRow | null> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      kind: message.kind,
      vendor_id: message.vendorId,
      vendor_name: message.vendorName,
      to_address: message.to,
      subject: message.subject,
      document: JSON.stringify(message.document),
      attachment_name: message.attachmentName,
      bill_id: message.billId ?? null,
      payment_id: message.paymentId ?? null,
      dedupe_key: message.dedupeKey ?? null,
      // Its own Message-ID from the start, the same on every attempt (RFC 5322 3.6.4: unique to this message).
      message_id: `<${crypto.randomUUID()}@${message.domain}>`,
      queued_by: message.queuedBy,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Takes the next due message for this instance: a queued one whose time has come, or one held past
 * its lease by an instance that never handed it over (it stopped before the message's end went out,
 * so the server discarded it). SKIP LOCKED: two instances never take the same row.
 */
export async function claimNext(db: DB, leaseMs: number): Promise<OutboxRow | null> {
  const token = crypto.randomUUID();
  const { rows } = await sql<OutboxRow>`
    update mail_outbox
    set state = 'sending', claim_token = ${token}::uuid, attempts = attempts + 1,
        lease_until = clock_timestamp() + ${leaseMs} * interval '1 millisecond'
    where id = (
      select id from mail_outbox
      where (state = 'queued' and next_attempt_at <= clock_timestamp())
         or (state = 'sending' and handed_over_at is null and lease_until < clock_timestamp())
      order by next_attempt_at, id
      limit 1
      for update skip locked)
    returning *`.execute(db);
  return rows[0] ?? null;
}

/**
 * A fresh lease once the message is rendered (a big bill's PDF takes seconds), right before the
 * server is called; false when this claim was lost meanwhile (then nothing is sent).
 */
export async function renewLease(db: DB, id: number, token: string, leaseMs: number): Promise<boolean> {
  const { rows } = await sql`
    update mail_outbox set lease_until = clock_timestamp() + ${leaseMs} * interval '1 millisecond'
    where id = ${id} and claim_token = ${token}::uuid and state = 'sending' and handed_over_at is null
    returning id`.execute(db);
  return rows.length === 1;
}

/**
 * Marks the message handed over, just before its end goes to the server: only while this claim
 * still holds (its token, its lease not run out). Its own transaction, so a sender that dies while
 * it waits leaves nothing committed (PostgreSQL rolls back a transaction whose client is gone).
 */
export async function handOver(db: DB, id: number, token: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql`
      update mail_outbox set handed_over_at = clock_timestamp()
      where id = ${id} and claim_token = ${token}::uuid and state = 'sending'
        and lease_until > clock_timestamp()
      returning id`.execute(trx);
    return rows.length === 1;
  });
}

/** The server accepted the message. Also from unconfirmed: the answer came after all. */
export async function recordSent(
  db: DB,
  id: number,
  token: string,
  response: string,
  serverId: string | null,
) {
  await db
    .updateTable('mail_outbox')
    .set({
      state: 'sent',
      sent_at: sql<Date>`clock_timestamp()`,
      lease_until: null,
      server_response: response,
      server_message_id: serverId,
      last_error: null,
    })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('state', 'in', ['sending', 'unconfirmed'])
    .execute();
}

/** The attempt failed without the message reaching the server whole: queued again after `delayMs`. */
export async function recordRetry(db: DB, id: number, token: string, reason: string, delayMs: number) {
  await db
    .updateTable('mail_outbox')
    .set({
      state: 'queued',
      lease_until: null,
      handed_over_at: null,
      last_error: reason,
      next_attempt_at: sql<Date>`clock_timestamp() + ${delayMs} * interval '1 millisecond'`,
    })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('state', '=', 'sending')
    .execute();
}

/** Refused for good (or out of attempts): failed, with the server's answer when there was one. */
export async function recordFailed(
  db: DB,
  id: number,
  token: string,
  reason: string,
  response: string | null,
) {
  await db
    .updateTable('mail_outbox')
    .set({
      state: 'failed',
      lease_until: null,
      handed_over_at: null,
      last_error: reason,
      server_response: response,
    })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('state', '=', 'sending')
    .execute();
}

/** Handed over, and then no answer: not sent again by itself (the server may well have it). */
export async function recordUnconfirmed(db: DB, id: number, token: string, reason: string) {
  await db
    .updateTable('mail_outbox')
    .set({ state: 'unconfirmed', lease_until: null, last_error: reason })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('state', '=', 'sending')
    .execute();
}

/** Messages whose holder stopped after handing them over: unconfirmed, never sent again by themselves. */
export async function settleAbandoned(db: DB, reason: string): Promise<number> {
  const { rows } = await sql`
    update mail_outbox set state = 'unconfirmed', lease_until = null, last_error = ${reason}
    where state = 'sending' and handed_over_at is not null and lease_until < clock_timestamp()
    returning id`.execute(db);
  return rows.length;
}

/**
 * A failed or unconfirmed message queued again at once (the accountant's Send again), answered as
 * this write left it: the worker may claim it the next moment, and Send again answers "queued". Null
 * if it is in another state.
 */
export async function requeue(db: DB, id: number, states: readonly MailState[]): Promise<OutboxRow | null> {
  const row = await db
    .updateTable('mail_outbox')
    .set({
      state: 'queued',
      next_attempt_at: sql<Date>`clock_timestamp()`,
      // A new series of attempts, with the back-off from the start.
      attempts: 0,
      handed_over_at: null,
      lease_until: null,
      sent_at: null,
    })
    .where('id', '=', id)
    .where('state', 'in', [...states])
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function findMessage(db: DB, id: number): Promise<OutboxRow | null> {
  return (await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** A bill revision's message still on its way (queued or sending), so a second press does not double it. */
export async function pendingBillMessage(
  db: DB,
  billId: string,
  revision: number,
): Promise<OutboxRow | null> {
  const row = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('kind', '=', 'bill')
    .where('bill_id', '=', billId)
    .where(sql<boolean>`(document->>'revision')::int = ${revision}`)
    .where('state', 'in', ['queued', 'sending'])
    .executeTakeFirst();
  return row ?? null;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A row as the screens see it. */
export function toMailMessage(row: OutboxRow): MailMessage {
  return {
    id: row.id,
    kind: row.kind as MailKind,
    state: row.state as MailState,
    vendor: row.vendor_name,
    to: row.to_address,
    subject: row.subject,
    attachment: row.attachment_name,
    billId: row.bill_id,
    paymentId: row.payment_id,
    vendorId: row.vendor_id,
    queuedAt: row.queued_at.toISOString(),
    queuedBy: row.queued_by,
    attempts: row.attempts,
    nextAttemptAt: row.state === 'queued' ? iso(row.next_attempt_at) : null,
    sentAt: iso(row.sent_at),
    serverResponse: row.server_response,
    serverMessageId: row.server_message_id,
    lastError: row.state === 'sent' ? null : row.last_error,
  };
}
