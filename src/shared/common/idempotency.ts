import { z } from 'zod';

/**
 * Idempotency keys: a client that may send the same write twice (a retry after a timeout, a double
 * press, an outbox sending again) names the write with a key; the server answers a repeat with the
 * first answer instead of doing it again. The client makes one key per intended write (a UUID v4).
 */

/** The request header that carries the key. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set to 'true' on an answer given again from memory (nothing was done this time). */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replay';
/** How long the server remembers a key and its answer. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 8 to 100 letters, digits, - or _.',
  otherTrip: 'This Idempotency-Key was already used for a different trip.',
} as const;

/** 8 to 100 letters, digits, - or _ (a UUID fits). */
export const idempotencyKeySchema = z
  .string({ error: IDEMPOTENCY_MESSAGES.badKey })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, IDEMPOTENCY_MESSAGES.badKey);
