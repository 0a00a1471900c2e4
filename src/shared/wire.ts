import { z } from 'zod';
import { ACCOUNT_STATUSES } from './auth';
import { MAX_ANY_TEXT_LENGTH } from './text-rules';

/**
 * Wire shapes of the API calls that declare Fastify schemas (issue 10): what a request may carry
 * and what an answer holds. Field rules with SPEC messages live in their domain files; these add
 * types and lengths, so a number, array or object where a text belongs is a 400, never coerced.
 */

/** Optional text filter: a string (or null, as forms send for "none"), at most `max` characters. */
export const optionalText = (max = MAX_ANY_TEXT_LENGTH) => z.string().max(max).nullable().optional();

export const messageAnswer = z.object({ message: z.string() });

export const sessionUserAnswer = z.object({
  username: z.string(),
  profile: z.string(),
  mustChangePassword: z.literal(true).optional(),
});
export const loginAnswer = sessionUserAnswer.extend({ message: z.string() });
export const signupAnswer = z.object({ message: z.string(), temporaryPassword: z.string(), username: z.string(), profile: z.string() });

export const usernameParams = z.object({ username: z.string().min(1).max(100) });
export const userAccountAnswer = z.object({
  username: z.string(),
  profile: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
});
export const temporaryPasswordAnswer = z.object({ message: z.string(), temporaryPassword: z.string() });

export const healthAnswer = z.object({ status: z.string() });

/** POST /list-billing filters (paging fields, read by the paging helper, pass through). */
export const listBillingBody = z.looseObject({
  startDate: optionalText(10),
  endDate: optionalText(10),
  vendor: optionalText(200),
  truckNumber: optionalText(30),
});

/** POST /list-to-revise-bill: a bill id or a date range. */
export const listToReviseBody = z.looseObject({
  bill_id: optionalText(30),
  startDate: optionalText(10),
  endDate: optionalText(10),
});

/** A path id (trip TripID or row id, bill id, truck number, ...). */
export const idText = z.string().min(1).max(100);
