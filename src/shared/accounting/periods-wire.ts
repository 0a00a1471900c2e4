import { z } from 'zod';
import { quarterClosedFields, quarterDatesFields } from './wire';
import { closePeriodSchema, reopenPeriodSchema } from './periods';
import { endpoint } from '../common/endpoint';
import { messageAnswer } from '../common/wire';

/** Quarters that close: the closures (history included), and the answers to closing and reopening. */

/** One closure of a quarter, live or reopened since. */
const periodClosure = z.object({
  ...quarterDatesFields,
  ...quarterClosedFields,
  reopenedAt: z.string().nullable(),
  reopenedBy: z.string().nullable(),
  reopenReason: z.string().nullable(),
});
export type PeriodClosure = z.infer<typeof periodClosure>;

/** GET /logistics/accounting/periods. */
export const periodsAnswer = z.object({ periods: z.array(periodClosure) });

/** POST /logistics/accounting/periods/close and /reopen. */
export const periodChangedAnswer = messageAnswer.extend({ period: periodClosure });

/** Closing and reopening: a POST of the change, answered with the closure as it now stands. */
const periodChange = <const B extends z.ZodType>(path: string, body: B) =>
  endpoint('POST', path, { body, response: { 200: periodChangedAnswer } });

/** periods/routes.ts serves them, periods-api.ts calls them. */
export const periodEndpoints = {
  list: endpoint('GET', '/accounting/periods', { response: { 200: periodsAnswer } }),
  close: periodChange('/accounting/periods/close', closePeriodSchema),
  reopen: periodChange('/accounting/periods/reopen', reopenPeriodSchema),
};
