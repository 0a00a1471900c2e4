import { z } from 'zod';
import { daysBetween, isIsoDate } from '../common/dates';
import { requiredText } from '../common/validation';
import { SEARCH_FILTER_MESSAGES } from '../lists/search-filters';

/**
 * The accountant's month end: ageing buckets, quarters of the Indian financial year,
 * the Tally ledger names, and the wire shapes of outstanding, statement and TDS register.
 */

/** A Tally ledger name, ours or a vendor's. */
export const MAX_LEDGER_NAME = 60;

export const ACCOUNTING_MESSAGES = {
  dateInvalid: 'Please enter valid dates (YYYY-MM-DD).',
  bothDates: SEARCH_FILTER_MESSAGES.transactionsBothDates,
  endBeforeStart: SEARCH_FILTER_MESSAGES.endBeforeStartBill,
  vendorRequired: 'Please select a vendor.',
  quarterInvalid: 'Please select a financial year (e.g. 2026-27) and a quarter (Q1-Q4).',
  ledgerRequired: 'Every ledger name is required.',
  ledgerTooLong: `A ledger name can have at most ${MAX_LEDGER_NAME} characters.`,
  settingsSaved: 'Ledger names saved.',
  noOutstanding: 'No bills found.',
  noStatement: 'No bills or payments for this vendor in this period.',
  noTds: 'No bills in this quarter.',
  panMissing: 'PAN missing',
  tallyDownloaded: 'Tally file downloaded.',
  tallyFailed: 'Failed to make the Tally file.',
} as const;

// ---------------------------------------------------------------- date ranges

/** One date of a range: given, and a real date; each named on its own field. */
const rangeDate = z
  .string({ error: ACCOUNTING_MESSAGES.bothDates })
  .trim()
  .min(1, { message: ACCOUNTING_MESSAGES.bothDates, abort: true })
  .refine(isIsoDate, ACCOUNTING_MESSAGES.dateInvalid);

/** A date range: both dates, real ones, the end not before the start (named on the end date). */
export const dateRangeSchema = z
  .object({ startDate: rangeDate, endDate: rangeDate })
  .refine((r) => r.startDate <= r.endDate, {
    message: ACCOUNTING_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });

export const statementQuerySchema = z
  .object({
    vendor: requiredText(ACCOUNTING_MESSAGES.vendorRequired),
  })
  .and(dateRangeSchema);

/** GET /accounting/open-bills?vendor=: the vendor's unpaid and part-paid bills, to pick one to pay. */
export const openBillsQuerySchema = z.object({
  vendor: requiredText(ACCOUNTING_MESSAGES.vendorRequired),
});

export const outstandingQuerySchema = z.object({
  asOf: z.string().trim().refine(isIsoDate, ACCOUNTING_MESSAGES.dateInvalid).optional(),
});

// ---------------------------------------------------------------- ageing

export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '>90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The ageing bucket of a bill dated `billDate`, seen on `asOf`: 0-30, 31-60, 61-90 or over 90 days. */
export function ageingBucket(billDate: string, asOf: string): AgeingBucket {
  const days = Math.max(0, daysBetween(billDate, asOf));
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '>90';
}

// ---------------------------------------------------------------- vendor statement

/** The statement's answers (OutstandingReport, VendorStatement) are in wire/accounting.ts. */

/** The statement's columns, on screen, in the PDF and in Excel. */
export const STATEMENT_HEADERS = {
  date: 'Date',
  particulars: 'Particulars',
  bill: 'Bill',
  freight: 'Gross Freight',
  credited: 'Amount Credited',
  tds: 'TDS',
  deductions: 'Deductions',
  adjustments: 'Remarks and GST',
  debit: 'Billed (net)',
  credit: 'Paid',
  balance: 'Balance',
} as const;

// ---------------------------------------------------------------- TDS register

export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
export type Quarter = (typeof QUARTERS)[number];
export const QUARTER_LABELS: Record<Quarter, string> = {
  Q1: 'Apr-Jun',
  Q2: 'Jul-Sep',
  Q3: 'Oct-Dec',
  Q4: 'Jan-Mar',
};

/** '2026-27' style financial year label. */
export const FY_PATTERN = /^(\d{4})-(\d{2})$/;

export const tdsQuerySchema = z
  .object({ fy: z.string().trim(), quarter: z.enum(QUARTERS, { error: ACCOUNTING_MESSAGES.quarterInvalid }) })
  .refine((q) => {
    const m = FY_PATTERN.exec(q.fy);
    return m !== null && (Number(m[1]) + 1) % 100 === Number(m[2]);
  }, ACCOUNTING_MESSAGES.quarterInvalid);

/** The dates a quarter of an Indian financial year covers (FY 2026-27 Q4 = 2027-01-01..2027-03-31). */
export function quarterRange(fy: string, quarter: Quarter): { startDate: string; endDate: string } {
  const startYear = Number(FY_PATTERN.exec(fy)![1]);
  const index = QUARTERS.indexOf(quarter);
  // Month 3 + 3i of the start year (0-based; Date.UTC carries past December); day 0 is the day before.
  const day = (month: number, date: number) =>
    new Date(Date.UTC(startYear, month, date)).toISOString().slice(0, 10);
  return { startDate: day(3 + 3 * index, 1), endDate: day(6 + 3 * index, 0) };
}

/** The financial year and quarter a date falls in ('2026-05-10' -> 2026-27 Q1). */
export function quarterOf(date: string): { fy: string; quarter: Quarter } {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const startYear = month >= 4 ? year : year - 1;
  const quarter = QUARTERS[Math.floor(((month + 8) % 12) / 3)];
  return { fy: `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`, quarter };
}

// ---------------------------------------------------------------- Tally ledgers

export const LEDGER_KEYS = [
  'freightExpense',
  'tdsPayable',
  'diesel',
  'advance',
  'toll',
  'short',
  'adblue',
  'greasing',
  'adjustments',
  'deductions',
  'gst',
  'bank',
  'cash',
] as const;
export type LedgerKey = (typeof LEDGER_KEYS)[number];
export type LedgerNames = Record<LedgerKey, string>;

export const LEDGER_LABELS: LedgerNames = {
  freightExpense: 'Freight expense',
  tdsPayable: 'TDS payable (contractors)',
  diesel: 'Diesel recovery',
  advance: 'Advance recovery',
  toll: 'Toll recovery',
  short: 'Shortage recovery',
  adblue: 'AdBlue recovery',
  greasing: 'Greasing recovery',
  adjustments: 'Bill remarks: charges (adjustments)',
  deductions: 'Bill remarks: deductions',
  gst: 'GST on freight',
  bank: 'Bank (NEFT, RTGS, IMPS, UPI, Cheque)',
  cash: 'Cash',
};

/**
 * The ledger names of a new install. No name cites a section: the TDS ledger outlives the Act
 * (1961, then 2025). A book that already had bills keeps 'TDS Payable - 194C', the name its Tally
 * company knows (migration 028 stores it as the admin's choice).
 */
export const DEFAULT_LEDGERS: LedgerNames = {
  freightExpense: 'Freight Charges',
  tdsPayable: 'TDS Payable - Contractors',
  diesel: 'Diesel Recovery',
  advance: 'Advance to Vendors',
  toll: 'Toll Recovery',
  short: 'Shortage Recovery',
  adblue: 'AdBlue Recovery',
  greasing: 'Greasing Recovery',
  adjustments: 'Freight Adjustments',
  deductions: 'Freight Deductions',
  gst: 'Input GST on Freight',
  bank: 'Bank Account',
  cash: 'Cash',
};

const ledgerName = z
  .string({ error: ACCOUNTING_MESSAGES.ledgerRequired })
  .trim()
  .min(1, ACCOUNTING_MESSAGES.ledgerRequired)
  .max(MAX_LEDGER_NAME, ACCOUNTING_MESSAGES.ledgerTooLong);
export const ledgerNamesSchema = z.object(
  Object.fromEntries(LEDGER_KEYS.map((k) => [k, ledgerName])) as Record<LedgerKey, typeof ledgerName>,
);

/** Tally's date format: YYYYMMDD. */
export function tallyDate(isoDate: string): string {
  return isoDate.replaceAll('-', '');
}
