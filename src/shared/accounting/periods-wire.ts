import { z } from 'zod';
import { QUARTERS } from './month-end';
import type { PeriodClosure } from './periods';

/** Quarters that close: the closures (history included), and the answers to closing and reopening. */

const periodClosure = z.object({
  fy: z.string(),
  quarter: z.enum(QUARTERS),
  startDate: z.string(),
  endDate: z.string(),
  closedAt: z.string(),
  closedBy: z.string(),
  reopenedAt: z.string().nullable(),
  reopenedBy: z.string().nullable(),
  reopenReason: z.string().nullable(),
}) satisfies z.ZodType<PeriodClosure>;

/** GET /logistics/accounting/periods. */
export const periodsAnswer = z.object({ periods: z.array(periodClosure) });

/** POST /logistics/accounting/periods/close and /reopen. */
export const periodChangedAnswer = z.object({ message: z.string(), period: periodClosure });
