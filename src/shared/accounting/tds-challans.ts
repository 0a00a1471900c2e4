import { DateTime } from 'luxon';
import { z } from 'zod';
import { quarterRange, type Quarter } from './month-end';
import { contractorProvision, lawOfMonth, paymentCodesOf, type TdsLaw } from './law-in-force';
import { BUSINESS_ZONE, formatIndianDate, isIsoDate, todayInIndia } from '../common/dates';
import { typedDateToIso } from '../common/typed-dates';
import { CHALLAN_AMOUNT_BOUND, checkBoundedNumber } from '../common/number-bounds';
import { stripDigitGrouping } from '../common/decimal-text';

/**
 * TDS deposits: the challans (ITNS 281) that pay the tax deducted from the vendors' freight to
 * the government. The quarterly statement (Form 26Q, Form 140 from April 2026) names each by the
 * bank branch's BSR code, the date of deposit and the challan serial number; every deductee row of
 * the return points at the challan that paid it. A challan quotes the code of the law of its month
 * of deduction (law-in-force.ts): section code 94C up to March 2026, a payment code after. The
 * Challans panel and the server read the same rules and words from here.
 */

/** What the code is called for a month: 'Section' (1961 Act) or 'Payment code' (2025 Act). */
export const challanCodeLabel = (law: TdsLaw): string =>
  law.codeName === 'section code' ? 'Section' : 'Payment code';

export const BSR_CODE_PATTERN = /^\d{7}$/;
export const CHALLAN_SERIAL_PATTERN = /^\d{5}$/;
/** The month of deduction a challan pays: YYYY-MM. */
export const DEDUCTION_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const CHALLAN_LABELS = {
  bsrCode: 'BSR code',
  depositDate: 'Date of deposit',
  serial: 'Challan serial number',
  month: 'Month of deduction',
  tax: 'Tax',
  interest: 'Interest',
  fee: 'Fee',
} as const;

export const CHALLAN_MESSAGES = {
  bsrInvalid: 'BSR code must be 7 digits.',
  serialInvalid: 'Challan serial number must be 5 digits.',
  /** 'Section must be 94C (payments to contractors, section 194C).' for a month up to March 2026. */
  sectionInvalid: (month: string) => {
    const law = lawOfMonth(month);
    const act = law.codeName === 'payment code' ? ` of the ${law.act}` : '';
    return `${challanCodeLabel(law)} must be ${paymentCodesOf(law).join(' or ')} (payments to contractors, ${contractorProvision(law)}${act}).`;
  },
  sectionRequired: (month: string) => {
    const law = lawOfMonth(month);
    return `Please choose the payment code: ${law.codes.individualOrHuf} (contractor an individual or HUF) or ${law.codes.others} (any other contractor).`;
  },
  monthInvalid: 'Please enter the month of deduction (YYYY-MM).',
  dateInvalid: 'Please enter a valid date of deposit (YYYY-MM-DD).',
  formDateInvalid: 'Please enter the date of deposit as dd/mm/yyyy.',
  dateInFuture: 'Date of deposit cannot be in the future.',
  dateBeforeMonth: 'Date of deposit cannot be before the month of deduction it pays.',
  taxNotPositive: 'Tax must be more than 0.',
  duplicate: (c: { bsrCode: string; depositDate: string; serial: string }) =>
    `Challan ${c.serial} deposited on ${formatIndianDate(c.depositDate)} at BSR code ${c.bsrCode} is already recorded.`,
  notFound: 'Challan not found.',
  recorded: 'Challan recorded.',
  deleted: 'Challan deleted.',
  none: 'No challans recorded for this quarter.',
  closedQuarter: 'This quarter is closed: its challans stay as filed. An admin may reopen it to change them.',
  notDeposited: 'not deposited',
  /** A row its challan paid in part: the rest is a short payment. */
  partNotDeposited: (amount: string) => `${amount} not deposited`,
} as const;

/**
 * A typed amount as a number: decimal text, its digits grouped by commas or not ('12,202.90', as the
 * register shows the balance to deposit, and as the Payments form reads amounts); no '1e3', '0x10';
 * anything else is NaN.
 */
const amountOf = (value: number | string) => {
  if (typeof value === 'number') return value;
  const text = stripDigitGrouping(value);
  return text !== null && /^-?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
};

/** Rupees with at most 2 decimals from 0 (above 0 for the tax) to the challan bound, from a JSON number or a form's text; '' is 0. */
const amountField = (label: string, positive = false) =>
  z.union([z.number(), z.string()], { error: `${label} must be a valid number.` }).transform((value, ctx) => {
    const typed = typeof value === 'string' ? value.trim() : value;
    const amount = typed === '' ? 0 : amountOf(typed);
    const problem =
      checkBoundedNumber(label, amount, CHALLAN_AMOUNT_BOUND) ??
      (positive && amount <= 0 ? CHALLAN_MESSAGES.taxNotPositive : null);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return amount;
  });

const digits = (pattern: RegExp, message: string) =>
  z.string({ error: message }).trim().regex(pattern, message);

const challanFields = {
  bsrCode: digits(BSR_CODE_PATTERN, CHALLAN_MESSAGES.bsrInvalid),
  serial: digits(CHALLAN_SERIAL_PATTERN, CHALLAN_MESSAGES.serialInvalid),
  // Checked against the month's law in checkChallan; left out, a law with one code gives it.
  section: z.string().trim().optional(),
  month: digits(DEDUCTION_MONTH_PATTERN, CHALLAN_MESSAGES.monthInvalid),
  tax: amountField(CHALLAN_LABELS.tax, true),
  interest: amountField(CHALLAN_LABELS.interest).optional().default(0),
  fee: amountField(CHALLAN_LABELS.fee).optional().default(0),
};

/** A challan records a deposit already made: dated today (India) at the latest. */
const notInFuture = (isoDate: string) => isoDate <= todayInIndia();

/**
 * The rules across fields: a challan pays deductions already made, so it is deposited in or after
 * their month; and it quotes a code of the law of that month (94C, or 1023 / 1024 from April 2026).
 */
function checkChallan<T extends { depositDate: string; month: string; section?: string }>(
  value: T,
  ctx: z.RefinementCtx,
): Omit<T, 'section'> & { section: string } {
  if (value.depositDate < `${value.month}-01`)
    ctx.addIssue({ code: 'custom', message: CHALLAN_MESSAGES.dateBeforeMonth, path: ['depositDate'] });
  const codes = paymentCodesOf(lawOfMonth(value.month));
  const section = value.section || (codes.length === 1 ? codes[0] : '');
  if (section === '')
    ctx.addIssue({
      code: 'custom',
      message: CHALLAN_MESSAGES.sectionRequired(value.month),
      path: ['section'],
    });
  else if (!codes.includes(section))
    ctx.addIssue({
      code: 'custom',
      message: CHALLAN_MESSAGES.sectionInvalid(value.month),
      path: ['section'],
    });
  return { ...value, section };
}

/** POST /logistics/accounting/challans: the deposit date as YYYY-MM-DD, amounts in rupees. */
export const challanInputSchema = z
  .object({
    ...challanFields,
    depositDate: z
      .string({ error: CHALLAN_MESSAGES.dateInvalid })
      .trim()
      .refine(isIsoDate, CHALLAN_MESSAGES.dateInvalid)
      .refine(notInFuture, CHALLAN_MESSAGES.dateInFuture),
  })
  .transform(checkChallan);
export type ChallanInput = z.output<typeof challanInputSchema>;

/** The Challans form: the same rules, the date as typed in its date box (dd/mm/yyyy); its output is the wire input. */
export const challanFormSchema = z
  .object({
    ...challanFields,
    depositDate: z
      .string({ error: CHALLAN_MESSAGES.formDateInvalid })
      .transform((text, ctx) => {
        const iso = typedDateToIso(text);
        if (iso === null) {
          ctx.addIssue({ code: 'custom', message: CHALLAN_MESSAGES.formDateInvalid });
          return z.NEVER;
        }
        return iso;
      })
      .refine(notInFuture, CHALLAN_MESSAGES.dateInFuture),
  })
  .transform(checkChallan);
export type ChallanFormValues = z.input<typeof challanFormSchema>;

// ---------------------------------------------------------------- months

/** The month of deduction of a date: '2026-11-05' -> '2026-11'. */
export const monthOf = (isoDate: string): string => isoDate.slice(0, 7);

/** 'Nov 2026'. */
export function monthLabel(month: string): string {
  return DateTime.fromISO(`${month}-01`, { zone: BUSINESS_ZONE }).setLocale('en-IN').toFormat('LLL yyyy');
}

/** The three months of a quarter of the financial year, in order. */
export function quarterMonths(fy: string, quarter: Quarter): string[] {
  const start = DateTime.fromISO(quarterRange(fy, quarter).startDate, { zone: BUSINESS_ZONE });
  return [0, 1, 2].map((i) => start.plus({ months: i }).toFormat('yyyy-MM'));
}
