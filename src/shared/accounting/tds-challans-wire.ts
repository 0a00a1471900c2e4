import { z } from 'zod';
import { tdsRegisterAnswer } from './wire';
import { CHALLAN_MESSAGES, challanInputSchema } from './tds-challans';
import { QUARTERS, tdsQuerySchema } from './month-end';
import { endpoint } from '../common/endpoint';
import { messageAnswer, rowIdParams } from '../common/wire';

/** The challans' answers, and the TDS register with its deposits beside the register's own fields. */

/** A recorded challan. Amounts in rupees; total = tax + interest + fee (surcharge and cess are nil on payments to resident contractors). */
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
  /** ISO timestamp. */
  recordedAt: z.string(),
});
export type Challan = z.infer<typeof challanAnswer>;

/** A month's TDS: what was deducted, what was deposited, and what is still to deposit. */
const depositAmountFields = {
  /** The TDS of the month's rows. */
  deducted: z.number(),
  /** The tax of the month's challans. */
  deposited: z.number(),
  /** Deducted less deposited, never below 0. */
  balance: z.number(),
};

export const monthDepositsAnswer = z.object({
  month: z.string(),
  ...depositAmountFields,
  /** The TDS no challan covers (whole rows and the unpaid part of a row paid in part), and how many rows it is on. */
  notDeposited: z.number(),
  rowsNotDeposited: z.number(),
});
export type MonthDeposits = z.infer<typeof monthDepositsAnswer>;

/** GET /logistics/accounting/challans?fy=&quarter=: the challans paying the quarter's months, and the months' deposits. */
export const challanListAnswer = z.object({
  challans: z.array(challanAnswer),
  months: z.array(monthDepositsAnswer),
});
export type ChallanList = z.infer<typeof challanListAnswer>;

/** POST and DELETE answers. */
export const challanSavedAnswer = messageAnswer.extend({ challan: challanAnswer });

const rowDeposit = z.object({
  /** The challan the row is allocated to, or null. */
  challanId: z.number().nullable(),
  challanSerial: z.string(),
  /** The row's TDS that its challan paid: its whole TDS, a part of it (what was left of the challan), or 0. */
  taxDeposited: z.number(),
  /** 'deposited' when a challan paid the row in whole or in part (taxNotDeposited says what it did not pay). */
  status: z.enum(['deposited', 'not deposited', 'nothing to deposit']),
  /** The row's TDS no challan paid: a short payment until a challan of its month covers it. */
  taxNotDeposited: z.number(),
});
export type RowDeposit = z.infer<typeof rowDeposit>;

/**
 * GET /logistics/accounting/tds: the register as before; each row also names the challan it is
 * allocated to, and the answer carries the quarter's challans and each month's deposits.
 */
export const tdsRegisterWithDepositsAnswer = tdsRegisterAnswer.extend({
  rows: z.array(tdsRegisterAnswer.shape.rows.element.extend(rowDeposit.shape)),
  challans: z.array(challanAnswer),
  months: z.array(monthDepositsAnswer),
});
export type TdsRegisterWithDeposits = z.infer<typeof tdsRegisterWithDepositsAnswer>;
export type TdsRegisterRowWithDeposit = TdsRegisterWithDeposits['rows'][number];

/** GET /logistics/api/dashboard/tds (accountants and admins): what falls due next, and what is late. */
export const tdsDueDatesAnswer = z.object({
  today: z.string(),
  /** The next deposit: the month of deduction it pays, its last day, and that month's deducted, deposited and balance. */
  deposit: z.object({ month: z.string(), dueDate: z.string(), ...depositAmountFields }),
  /** Earlier months (this quarter and the last) whose deposit date has passed with a balance still to deposit. */
  overdue: z.array(z.object({ month: z.string(), dueDate: z.string(), balance: z.number() })),
  /** The next quarterly statement to file (Form 26Q, or Form 140 for a quarter from April 2026). */
  return: z.object({ fy: z.string(), quarter: z.enum(QUARTERS), dueDate: z.string() }),
});
export type TdsDueDates = z.infer<typeof tdsDueDatesAnswer>;

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
  deleteChallan: endpoint('DELETE', '/accounting/challans/:id', {
    params: rowIdParams(CHALLAN_MESSAGES.notFound),
    response: { 200: challanSavedAnswer },
  }),
};
