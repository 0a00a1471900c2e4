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
} from './month-end';
import { endpoint, settingCalls } from '../common/endpoint';
import { fieldsOf } from '../common/wire';

/** Month-end answers: outstanding, statement, TDS register, Tally ledger names. */

/** The first and last days (YYYY-MM-DD) a statement or a quarter covers. */
const dateRangeAnswerFields = { startDate: z.string(), endDate: z.string() };

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
 * Beside them, credited: the amount credited as the TDS return has it (freight + charges, the
 * positive remarks), the amount its TDS is on.
 */
const statementEntry = z.object({
  date: z.string(),
  kind: z.enum(['Bill', 'Payment']),
  reference: z.string(),
  billId: z.string(),
  ...fieldsOf(z.number(), 'freight', 'tds', 'deductions', 'adjustments', 'debit', 'credit', 'balance'),
  credited: z.number(),
});
export type StatementEntry = z.infer<typeof statementEntry>;

/** GET /accounting/statement: balances are what the business owes the vendor. */
export const statementAnswer = z.object({
  vendor: z.string(),
  ...dateRangeAnswerFields,
  openingBalance: z.number(),
  entries: z.array(statementEntry),
  ...fieldsOf(z.number(), 'totalFreight', 'totalTds', 'totalDeductions', 'totalAdjustments'),
  ...fieldsOf(z.number(), 'totalBilled', 'totalPaid', 'closingBalance'),
  /** Beside them: the total amount credited, the deductor's TAN ('' when not configured), the vendor's PAN, and what the TDS is deducted under. */
  totalCredited: z.number(),
  deductorTan: z.string(),
  vendorPan: z.string(),
  taxCode: z.object({ label: z.string(), code: z.string() }),
});
export type VendorStatement = z.infer<typeof statementAnswer>;

const panStatusAnswer = z.enum(['VALID', 'PANNOTAVBL', 'PANINVALID']);
/** What a register row and a vendor's total share. */
const tdsVendorFields = {
  vendor: z.string(),
  /** On a vendor's total, the PAN now (the master; the bill's copy once the vendor is deleted). */
  pan: z.string(),
  /** The PAN is missing or invalid (quarterly statement: PANNOTAVBL or PANINVALID). */
  panMissing: z.boolean(),
  /** Freight plus positive remarks (charges paid to the vendor). */
  amountCredited: z.number(),
  tds: z.number(),
  /** PAN status when the TDS was deducted: VALID, PANNOTAVBL or PANINVALID. */
  panStatus: panStatusAnswer,
  /** What the law asked (20% without a valid PAN) less what was deducted; 0 when none. */
  shortDeducted: z.number(),
};

/** What a difference row books: the bill's own date and whether it was revised or cancelled. */
const tdsAdjustment = z.object({ billDate: z.string(), change: z.enum(['revised', 'cancelled']) });
export type TdsAdjustment = z.infer<typeof tdsAdjustment>;

const tdsRegisterRow = z.object({
  ...tdsVendorFields,
  billId: z.string(),
  /** The provision of the law of the date of credit: '194C', or '393(1) [Table: Sl. No. 6(i)]' from 1 April 2026. */
  section: z.string(),
  /** The code the return and challan quote: section code '94C', or payment code '1023'/'1024' from 1 April 2026 ('' when the deductee type is unknown). */
  paymentCode: z.string(),
  dateOfCredit: z.string(),
  /** The rate applied. */
  tdsRate: z.number(),
  /** The no-PAN provision set the rate (206AA; 397(2) from 1 April 2026). */
  section206AA: z.boolean(),
  /** The statement's reason code: T for a transporter's declaration, '' normally. */
  reasonCode: z.string(),
  /**
   * Only on a difference row: a later change to a bill of a closed quarter, booked on the day of
   * the change (dateOfCredit) in this quarter; amounts are the change (negative when lowered).
   */
  adjustmentOf: tdsAdjustment.optional(),
});
export type TdsRegisterRow = z.infer<typeof tdsRegisterRow>;

const tdsVendorTotal = z.object({
  ...tdsVendorFields,
  /** Form 26Q's deductee code by the PAN's fourth letter: 01 company, 02 others; '' without a valid PAN. */
  deducteeCode: z.string(),
  /** The vendor's TDS set-up problems (masters/vendor-tds.ts). */
  warnings: z.array(z.string()),
});
export type TdsVendorTotal = z.infer<typeof tdsVendorTotal>;

/** A quarter of a financial year and its first and last days: what a register covers and a closure closes. */
export const quarterDatesFields = {
  fy: z.string(),
  quarter: z.enum(QUARTERS),
  ...dateRangeAnswerFields,
};
/** When a quarter was closed and by whom. */
export const quarterClosedFields = { closedAt: z.string(), closedBy: z.string() };

/** The TDS register of a quarter (GET /accounting/tds adds its deposits: tds-challans-wire.ts). */
export const tdsRegisterAnswer = z.object({
  ...quarterDatesFields,
  rows: z.array(tdsRegisterRow),
  vendors: z.array(tdsVendorTotal),
  totalCredited: z.number(),
  totalTds: z.number(),
  totalShortDeducted: z.number(),
  /** Only for a closed quarter: the register is the one kept when it was closed (as filed). */
  closed: z.object(quarterClosedFields).optional(),
});
export type TdsRegister = z.infer<typeof tdsRegisterAnswer>;

export const billedVendorsAnswer = z.object({ vendors: z.array(z.string()) });

const ledgerNamesAnswer = z.object(
  Object.fromEntries(LEDGER_KEYS.map((k) => [k, z.string()])) as Record<
    (typeof LEDGER_KEYS)[number],
    z.ZodString
  >,
) satisfies z.ZodType<LedgerNames>;
export const ledgersAnswer = z.object({ ledgers: ledgerNamesAnswer });

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

const ledgerCalls = settingCalls('/settings/ledgers', ledgerNamesSchema, ledgersAnswer);

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
  ledgers: ledgerCalls.read,
  saveLedgers: ledgerCalls.save,
};
