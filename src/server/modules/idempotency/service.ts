import { sql } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DB } from '../../db/connection';
import { HttpError, badRequest, errorBody, unprocessable } from '../../http-errors';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  idempotencyKeySchema,
} from '../../../shared/common/idempotency';
import { findAnswer, lockKey, pruneExpired, requestSha256, saveAnswer } from './repository';

/** A write's answer: its status and body. */
export interface Answer {
  status: number;
  body: unknown;
}

/** One request of a call that may be sent again with an Idempotency-Key. */
export interface OnceRequest {
  /** The call ('POST /reports'): a key answers one call only. */
  call: string;
  username: string;
  /** The request's key; null when none was sent (the write is done as always). */
  key: string | null;
  /** What a repeat must send again: the request without its confirmation flags. */
  request: unknown;
  /** The request confirms what a remembered question asked (e.g. confirmDuplicateTrip). */
  confirms: boolean;
  /**
   * A refusal remembered as a question (e.g. a duplicate trip's 409): a repeat gets it again, a
   * repeat that confirms is done. Other refusals (bad input, 5xx) are not remembered: the client
   * corrects and sends again with the same key.
   */
  isQuestion: (error: HttpError) => boolean;
  /** The 422's message when the key comes with another request. */
  otherRequestMessage: string;
}

/** The request's Idempotency-Key, or null without one; a malformed key is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const sent = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (sent === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(sent);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
  return parsed.data;
}

/** Does the write, or takes the refusal it asks as a question (the write's own changes undone). */
async function writeOrAsk(
  trx: DB,
  once: OnceRequest,
  write: (trx: DB) => Promise<Answer>,
): Promise<Answer & { question: boolean }> {
  await sql`savepoint idempotent_write`.execute(trx);
  try {
    return { ...(await write(trx)), question: false };
  } catch (error) {
    if (!(error instanceof HttpError) || !once.isQuestion(error)) throw error;
    await sql`rollback to savepoint idempotent_write`.execute(trx);
    return { status: error.statusCode, body: errorBody(error), question: true };
  }
}

/**
 * Does a write once per key: the write and its remembered answer commit together, so a client
 * whose answer was lost gets it again by sending the same request with the same key, and nothing
 * is done twice. Requests with the same key wait for each other (on every app instance); the key
 * with another request is a 422. Keys are one user's and expire after 24 hours. Without a key the
 * write is given the database itself and is atomic on its own (one statement, or a transaction of
 * its own): a transaction around it would cost two more round trips.
 */
export async function answerOnce(
  db: DB,
  once: OnceRequest,
  write: (trx: DB) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  const { key, username } = once;
  if (key === null) return { ...(await write(db)), replayed: false };
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, username, key);
    const sha256 = await requestSha256(trx, once.request);
    const kept = await findAnswer(trx, username, key);
    if (kept && (kept.call !== once.call || kept.requestSha256 !== sha256))
      throw unprocessable(once.otherRequestMessage);
    if (kept && !(kept.openQuestion && once.confirms))
      return { status: kept.status, body: kept.answer, replayed: true };
    const answer = await writeOrAsk(trx, once, write);
    await saveAnswer(trx, username, key, {
      call: once.call,
      requestSha256: sha256,
      status: answer.status,
      answer: answer.body,
      openQuestion: answer.question,
    });
    await pruneExpired(trx);
    return { status: answer.status, body: answer.body, replayed: false };
  });
}

/** Sends an answer; one given again from memory says so in a header. */
export function sendAnswer(reply: FastifyReply, answer: Answer & { replayed: boolean }) {
  if (answer.replayed) void reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return reply.status(answer.status).send(answer.body);
}
