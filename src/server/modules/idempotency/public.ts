/**
 * Idempotency keys for any write a client may send again (a retry, a double press, an outbox):
 * the write is done once per user and key, and a repeat gets the first answer.
 */
export { answerOnce, idempotencyKeyOf, sendAnswer } from './service';
