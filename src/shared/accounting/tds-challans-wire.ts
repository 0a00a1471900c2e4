import { z } from 'zod';
import type { Challan } from './tds-challans';
import type { MonthDeposits, RowDeposit } from './tds-allocation';
import type { TdsDueDates } from './tds-due-dates';
import { tdsRegisterAnswer } from './wire';
import { challanInputSchema } from './tds-challans';
import { QUARTERS, tdsQuerySchema } from './month-end';
import { endpoint } from '../common/endpoint';
import { idParams } from '../common/wire';

/** The challans' answers, and the TDS register with its deposits beside the register's own fields. */

export const challanAnswer = z.object({
  id: z.number(),
  bsrCode: z.string(),
  depositDate: z.string(),
  serial: z.string(),
  section: z.string(),
  month: z.string(),
  tax: z.number(),
  interest: z.number(),
  fee: z.number(),
  total: z.number(),
  minorHead: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
}) satisfies z.ZodType<Challan>;

export const monthDepositsAnswer = z.object({
  month: z.string(),
  deducted: z.number(),
  deposited: z.number(),
  balance: z.number(),
  notDeposited: z.number(),
  rowsNotDeposited: z.number(),
}) satisfies z.ZodType<MonthDeposits>;

/** GET /logistics/accounting/challans?fy=&quarter=: the challans paying the quarter's months, and the months' deposits. */
export const challanListAnswer = z.object({
  challans: z.array(challanAnswer),
  months: z.array(monthDepositsAnswer),
});
export type ChallanList = z.infer<typeof challanListAnswer>;

/** POST and DELETE answers. */
export const challanSavedAnswer = z.object({ message: z.string(), challan: challanAnswer });

const rowDeposit = {
  challanId: z.number().nullable(),
  challanSerial: z.string(),
  taxDeposited: z.number(),
  status: z.enum(['deposited', 'not deposited', 'nothing to deposit']),
} satisfies { [K in keyof RowDeposit]: z.ZodType<RowDeposit[K]> };

/**
 * GET /logistics/accounting/tds: the register as before; each row also names the challan it is
 * allocated to, and the answer carries the quarter's challans and each month's deposits.
 */
export const tdsRegisterWithDepositsAnswer = tdsRegisterAnswer.extend({
  rows: z.array(tdsRegisterAnswer.shape.rows.element.extend(rowDeposit)),
  challans: z.array(challanAnswer),
  months: z.array(monthDepositsAnswer),
});
export type TdsRegisterWithDeposits = z.infer<typeof tdsRegisterWithDepositsAnswer>;
export type TdsRegisterRowWithDeposit = TdsRegisterWithDeposits['rows'][number];

export const tdsDueDatesAnswer = z.object({
  today: z.string(),
  deposit: z.object({
    month: z.string(),
    dueDate: z.string(),
    deducted: z.number(),
    deposited: z.number(),
    balance: z.number(),
  }),
  overdue: z.array(z.object({ month: z.string(), dueDate: z.string(), balance: z.number() })),
  return: z.object({ fy: z.string(), quarter: z.enum(QUARTERS), dueDate: z.string() }),
}) satisfies z.ZodType<TdsDueDates>;

/** The TDS register and its challans: accounting/routes.ts and challan-routes.ts serve them. */
export const tdsEndpoints = {
  register: endpoint('GET', '/accounting/tds', {
    querystring: tdsQuerySchema,
    response: { 200: tdsRegisterWithDepositsAnswer },
  }),
  challans: endpoint('GET', '/accounting/challans', {
    querystring: tdsQuerySchema,
    response: { 200: challanListAnswer },
  }),
  recordChallan: endpoint('POST', '/accounting/challans', {
    body: challanInputSchema,
    response: { 201: challanSavedAnswer },
  }),
  // The id is checked by the route: a path id that is no challan's id is "not found", not a 400.
  deleteChallan: endpoint('DELETE', '/accounting/challans/:id', {
    params: idParams,
    response: { 200: challanSavedAnswer },
  }),
};
