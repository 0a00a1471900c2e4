import { z } from 'zod';
import {
  AGEING_BUCKETS,
  LEDGER_KEYS,
  QUARTERS,
  ledgerNamesSchema,
  openBillsQuerySchema,
  outstandingQuerySchema,
  statementQuerySchema,
  type LedgerNames,
  type TdsRegister,
} from './month-end';
import { endpoint } from '../common/endpoint';

/** Month-end answers: outstanding, statement, TDS register, Tally ledger names. */

/** One vendor's (or the total's) billed, paid and outstanding amounts, outstanding by age. */
const outstandingRow = z.object({
  vendor: z.string(),
  billed: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  buckets: z.object(
    Object.fromEntries(AGEING_BUCKETS.map((b) => [b, z.number()])) as Record<
      (typeof AGEING_BUCKETS)[number],
      z.ZodNumber
    >,
  ),
});
export type OutstandingRow = z.infer<typeof outstandingRow>;
/** GET /accounting/outstanding. */
export const outstandingAnswer = z.object({
  asOf: z.string(),
  rows: z.array(outstandingRow),
  total: outstandingRow,
});
export type OutstandingReport = z.infer<typeof outstandingAnswer>;

/**
 * One line of a vendor statement. reference: the bill id, or 'Payment' + mode + reference. A
 * bill's gross freight, its TDS, its deductions (diesel, advance, toll, adblue, greasing, short)
 * and its remarks and GST: freight - tds - deductions + adjustments = debit (0 for a payment), so a
 * vendor can match the gross and the TDS with Form 26AS. credit: what a payment takes off.
 */
const statementEntry = z.object({
  date: z.string(),
  kind: z.enum(['Bill', 'Payment']),
  reference: z.string(),
  billId: z.string(),
  freight: z.number(),
  tds: z.number(),
  deductions: z.number(),
  adjustments: z.number(),
  debit: z.number(),
  credit: z.number(),
  balance: z.number(),
});
export type StatementEntry = z.infer<typeof statementEntry>;

/** GET /accounting/statement: balances are what the business owes the vendor. */
export const statementAnswer = z.object({
  vendor: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  openingBalance: z.number(),
  entries: z.array(statementEntry),
  totalFreight: z.number(),
  totalTds: z.number(),
  totalDeductions: z.number(),
  totalAdjustments: z.number(),
  totalBilled: z.number(),
  totalPaid: z.number(),
  closingBalance: z.number(),
});
export type VendorStatement = z.infer<typeof statementAnswer>;

const panStatusAnswer = z.enum(['VALID', 'PANNOTAVBL', 'PANINVALID']);
const tdsVendorTotal = {
  vendor: z.string(),
  pan: z.string(),
  panMissing: z.boolean(),
  amountCredited: z.number(),
  tds: z.number(),
  panStatus: panStatusAnswer,
  shortDeducted: z.number(),
};
export const tdsRegisterAnswer = z.object({
  fy: z.string(),
  quarter: z.enum(QUARTERS),
  startDate: z.string(),
  endDate: z.string(),
  rows: z.array(
    z.object({
      ...tdsVendorTotal,
      billId: z.string(),
      section: z.string(),
      dateOfCredit: z.string(),
      tdsRate: z.number(),
      section206AA: z.boolean(),
      reasonCode: z.string(),
      adjustmentOf: z.object({ billDate: z.string(), change: z.enum(['revised', 'cancelled']) }).optional(),
    }),
  ),
  vendors: z.array(z.object({ ...tdsVendorTotal, deducteeCode: z.string(), warnings: z.array(z.string()) })),
  totalCredited: z.number(),
  totalTds: z.number(),
  totalShortDeducted: z.number(),
  closed: z.object({ closedAt: z.string(), closedBy: z.string() }).optional(),
}) satisfies z.ZodType<TdsRegister>;

export const billedVendorsAnswer = z.object({ vendors: z.array(z.string()) });

const ledgerNamesAnswer = z.object(
  Object.fromEntries(LEDGER_KEYS.map((k) => [k, z.string()])) as Record<
    (typeof LEDGER_KEYS)[number],
    z.ZodString
  >,
) satisfies z.ZodType<LedgerNames>;
export const ledgersAnswer = z.object({ ledgers: ledgerNamesAnswer });
export const ledgersSavedAnswer = z.object({ message: z.string(), ledgers: ledgerNamesAnswer });

/** One bill still owed to its vendor: net payable, paid so far, outstanding (rupees). */
export const openBillSchema = z.object({
  billId: z.string(),
  billDate: z.string(),
  net: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  status: z.enum(['Unpaid', 'Part-paid']),
});
/** GET /accounting/open-bills: the vendor's unpaid and part-paid bills, oldest first. */
export const openBillsAnswer = z.object({ vendor: z.string(), bills: z.array(openBillSchema) });
export type OpenBills = z.infer<typeof openBillsAnswer>;

/** The month-end calls of accounting/routes.ts (the TDS register's is in tds-challans-wire.ts). */
export const accountingEndpoints = {
  outstanding: endpoint('GET', '/accounting/outstanding', {
    querystring: outstandingQuerySchema,
    response: { 200: outstandingAnswer },
  }),
  billedVendors: endpoint('GET', '/accounting/vendors', { response: { 200: billedVendorsAnswer } }),
  openBills: endpoint('GET', '/accounting/open-bills', {
    querystring: openBillsQuerySchema,
    response: { 200: openBillsAnswer },
  }),
  statement: endpoint('GET', '/accounting/statement', {
    querystring: statementQuerySchema,
    response: { 200: statementAnswer },
  }),
  /** The statement as a PDF file (no JSON answer). */
  statementPdf: endpoint('GET', '/accounting/statement/pdf', {
    querystring: statementQuerySchema,
    response: {},
  }),
  /** The Tally ledger names the export books to: read by the month-end staff, saved by the admin. */
  ledgers: endpoint('GET', '/settings/ledgers', { response: { 200: ledgersAnswer } }),
  saveLedgers: endpoint('POST', '/settings/ledgers', {
    body: ledgerNamesSchema,
    response: { 200: ledgersSavedAnswer },
  }),
};
