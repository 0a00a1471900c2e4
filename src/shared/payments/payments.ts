import { z } from 'zod';
import { stripDigitGrouping } from '../common/decimal-text';
import { requiredText } from '../common/validation';
import { rowIdParams } from '../common/wire';
import { formatIndianDate, isIsoDate } from '../common/dates';
import { BILL_ID_PATTERN, normaliseBillId } from '../lists/search-filters';
import { formatINR, fromPaise, paise, toPaise } from '../common/money';
import { MAX_PAYMENT_AMOUNT, NUMBER_MESSAGES } from '../common/number-bounds';
import { citation, lawOn } from '../accounting/law-in-force';

/**
 * Payments against vendor bills: modes, rules, messages and the request schemas. The
 * Payments screen and the server use the same schema, so what the form accepts is what the server
 * stores. The answers and the calls are in payments/wire.ts.
 * Amounts travel as rupees (up to 2 decimals) and are compared in integer paise.
 */

export const PAYMENT_MODES = ['NEFT', 'RTGS', 'IMPS', 'UPI', 'Cheque', 'Cash'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const BILL_PAYMENT_STATUSES = ['Unpaid', 'Part-paid', 'Paid', 'Cancelled'] as const;
export type BillPaymentStatus = (typeof BILL_PAYMENT_STATUSES)[number];

/**
 * Section 40A(3) of the Income-tax Act, 1961 (section 36(4) of the 2025 Act from 1 April 2026:
 * law-in-force.ts): when cash paid to one person on one day is above Rs. 10,000, the whole
 * expenditure is not deductible, not only the excess; for plying, hiring or leasing goods carriages
 * (a transporter, every vendor here) the limit is Rs. 35,000.
 */
export const CASH_LIMIT_PER_DAY_PAISE = 35_000_00;

/** 'section 40A(3) of the Income-tax Act, 1961' for a payment of that Act's time. */
const cashLimitOf = (date: string) => {
  const law = lawOn(date);
  return citation(law.cashLimitProvision, law);
};

/** errorCode of the 409 that answers cash above the cash limit, until the clerk confirms it. */
export const CASH_ABOVE_LIMIT = 'CASH_ABOVE_LIMIT';

export const MAX_REFERENCE = 40;
export const MAX_NOTE = 200;
export const MAX_REASON = 200;

export const PAYMENT_MESSAGES = {
  billIdInvalid: 'Please enter a valid Bill ID (B followed by digits).',
  dateInvalid: 'Please enter a valid payment date.',
  modeInvalid: `Please select a payment mode (${PAYMENT_MODES.join(', ')}).`,
  referenceRequired: 'Reference (UTR or cheque number) is required for this payment mode.',
  referenceTooLong: `Reference can have at most ${MAX_REFERENCE} characters.`,
  amountInvalid: 'Amount must be a number with at most 2 decimal places.',
  amountRequired: 'Amount is required.',
  amountNotNumber: 'Amount must be a number, such as 50000, 50,000 or 1,00,000.50.',
  amountNotPositive: 'Amount must be more than 0.',
  // A getter: the bound's Indian grouping (Intl) is made when the message is shown, not at import.
  get amountTooLarge() {
    return NUMBER_MESSAGES.tooLarge('Amount', MAX_PAYMENT_AMOUNT);
  },
  noteTooLong: `Note can have at most ${MAX_NOTE} characters.`,
  reasonRequired: 'Please enter the reason for reversing this payment.',
  reasonTooLong: `Reason can have at most ${MAX_REASON} characters.`,
  amountAboveOutstanding: (outstandingPaise: number) =>
    `Amount is more than the outstanding amount of Rs. ${formatINR(fromPaise(outstandingPaise))}.`,
  billCancelled: 'This bill is cancelled; payments cannot be recorded against it.',
  billPaid: 'This bill is already fully paid.',
  recorded: (billId: string) => `Payment recorded against bill ${billId}.`,
  reversed: 'Payment reversed.',
  paymentNotFound: 'Payment not found.',
  alreadyReversed: 'This payment is already reversed.',
  /** The day's cash above the limit of the law of the payment's date; the whole of it is disallowed. */
  cashLimitWarning: (totalPaise: number, date: string) =>
    `Warning: cash payments to this vendor on this day now total Rs. ${formatINR(fromPaise(totalPaise))}, above the Rs. 35,000 limit of ${cashLimitOf(date)}: the whole of these payments is not deductible, not only the excess.`,
  cashLimitConfirm: (totalPaise: number, date: string) =>
    `With this payment, cash paid to this vendor on this day totals Rs. ${formatINR(fromPaise(totalPaise))}, above the Rs. 35,000 limit of ${cashLimitOf(date)}: the whole of these payments is not deductible, not only the excess. Record this cash payment anyway?`,
  cancelRefused: (paidPaise: number) =>
    `This bill has payments of Rs. ${formatINR(fromPaise(paidPaise))}. Reverse them on the Payments screen before cancelling the bill.`,
  reviseBelowPaid: (netPaise: number, paidPaise: number) =>
    `The revised bill's net payable (Rs. ${formatINR(fromPaise(netPaise))}) would be below the Rs. ${formatINR(fromPaise(paidPaise))} already paid. Reverse payments first.`,
  noPayments: 'No payments recorded for this bill.',
  dateBeforeBill: (billDate: string) =>
    `Payment date cannot be before the bill date (${formatIndianDate(billDate)}).`,
  dateInFuture: 'Payment date cannot be in the future.',
  duplicateReference: (mode: PaymentMode, reference: string, earlier: readonly EarlierPayment[]) =>
    `${mode === 'Cheque' ? 'Cheque number' : 'UTR'} ${reference} was already used: ` +
    earlier
      .map((p) => `bill ${p.billId}, ${p.mode} of Rs. ${formatINR(p.amount)} on ${formatIndianDate(p.date)}`)
      .join('; ') +
    '. Record this payment with the same reference anyway?',
} as const;

/** errorCode of the 409 that answers a payment whose reference is already used, until it is confirmed. */
export const DUPLICATE_REFERENCE = 'DUPLICATE_REFERENCE';

/** A live payment that already carries a reference (named in the duplicate warning). */
export interface EarlierPayment {
  billId: string;
  date: string;
  mode: PaymentMode;
  amount: number;
}

/**
 * The modes whose references are one series: a UTR is a bank transfer's (NEFT, RTGS, IMPS, UPI),
 * a cheque number a cheque's; cash has none. The same reference twice in a series is most likely
 * one payment entered twice.
 */
export function referenceSeries(mode: PaymentMode): readonly PaymentMode[] {
  if (mode === 'Cash') return [];
  return mode === 'Cheque' ? ['Cheque'] : ['NEFT', 'RTGS', 'IMPS', 'UPI'];
}

/** A payment is dated from its bill's date up to today (India): else ageing and statements would not add up. */
export function checkPaymentDate(date: string, billDate: string, today: string): string | null {
  if (date < billDate) return PAYMENT_MESSAGES.dateBeforeBill(billDate);
  if (date > today) return PAYMENT_MESSAGES.dateInFuture;
  return null;
}

const trimmed = (max: number, message: string) => z.string().trim().max(max, message);

/**
 * Rupees with at most 2 decimals, from a JSON number or a form's text ('50,000' and
 * '1,00,000.50' too: clerks group digits the Indian way); read as paise.
 */
const amountSchema = z
  .union([z.number(), z.string()], { error: PAYMENT_MESSAGES.amountNotNumber })
  .transform((v) => (typeof v === 'number' ? String(v) : (stripDigitGrouping(v) ?? v.trim())))
  // One message, the first problem; not aborting, so a form's other rules are still named.
  .superRefine((text, ctx) => {
    const problem = amountProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((v) => paise(toPaise(Number(v))));

/** What is wrong with an amount's text (commas already read), or null. */
function amountProblem(text: string): string | null {
  if (text === '') return PAYMENT_MESSAGES.amountRequired;
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(text) || !Number.isFinite(Number(text)))
    return PAYMENT_MESSAGES.amountNotNumber;
  if (!/^-?\d*(\.\d{1,2})?$/.test(text)) return PAYMENT_MESSAGES.amountInvalid;
  const paise = toPaise(Number(text));
  if (paise <= 0) return PAYMENT_MESSAGES.amountNotPositive;
  if (paise > toPaise(MAX_PAYMENT_AMOUNT)) return PAYMENT_MESSAGES.amountTooLarge;
  return null;
}

export const billIdSchema = z
  .string({ error: PAYMENT_MESSAGES.billIdInvalid })
  .transform((v) => normaliseBillId(v.trim()))
  .refine((v) => BILL_ID_PATTERN.test(v), PAYMENT_MESSAGES.billIdInvalid);

/** The Record payment form's fields: the payment without its bill. */
const paymentFields = {
  date: z
    .string({ error: PAYMENT_MESSAGES.dateInvalid })
    .trim()
    .refine(isIsoDate, PAYMENT_MESSAGES.dateInvalid),
  mode: z.enum(PAYMENT_MODES, { error: PAYMENT_MESSAGES.modeInvalid }),
  reference: trimmed(MAX_REFERENCE, PAYMENT_MESSAGES.referenceTooLong).optional().default(''),
  amount: amountSchema,
  note: trimmed(MAX_NOTE, PAYMENT_MESSAGES.noteTooLong).optional().default(''),
};

const needsReference = (value: { mode: PaymentMode; reference: string }, ctx: z.RefinementCtx) => {
  if (value.mode !== 'Cash' && value.reference === '')
    ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.referenceRequired, path: ['reference'] });
};

/** A payment may not be more than the bill still owes (both in paise): the message, or null. */
export function checkPaymentAmount(amountPaise: number, outstandingPaise: number): string | null {
  return amountPaise > outstandingPaise ? PAYMENT_MESSAGES.amountAboveOutstanding(outstandingPaise) : null;
}

/**
 * The Record payment form for a bill dated `billDate` that still owes `outstandingPaise`: every
 * field's rule at once, the date and the amount checked against the bill and today as the server
 * checks them, each named beside its field.
 */
export function paymentFormSchema(billDate: string, today: string, outstandingPaise?: number) {
  return z
    .object(paymentFields)
    .superRefine(needsReference)
    .superRefine((value, ctx) => {
      const problem = isIsoDate(value.date) ? checkPaymentDate(value.date, billDate, today) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['date'] });
      const tooMuch =
        outstandingPaise === undefined || typeof value.amount !== 'number'
          ? null
          : checkPaymentAmount(value.amount, outstandingPaise);
      if (tooMuch) ctx.addIssue({ code: 'custom', message: tooMuch, path: ['amount'] });
    });
}

/** What the Record payment form holds while the clerk types. */
export interface PaymentDraft {
  date: string;
  mode: PaymentMode;
  reference: string;
  amount: string;
  note: string;
}

/** The Find bill box of the Payments screen. */
export const findBillSchema = z.object({ billId: billIdSchema });

/** POST /logistics/payments body: { billId, date, mode, reference, amount, note }. */
export const paymentInputSchema = z
  .object({
    billId: billIdSchema,
    ...paymentFields,
    /** The clerk saw the duplicate reference warning and records it anyway. */
    confirmDuplicateReference: z.boolean().optional().default(false),
    /** The clerk saw that this cash crosses the cash limit (section 40A(3), 36(4) of the 2025 Act) and records it anyway. */
    confirmCashLimit: z.boolean().optional().default(false),
  })
  .superRefine(needsReference);
export type PaymentInput = z.output<typeof paymentInputSchema>;

export const reverseInputSchema = z.object({
  reason: requiredText(PAYMENT_MESSAGES.reasonRequired, {
    max: MAX_REASON,
    tooLong: PAYMENT_MESSAGES.reasonTooLong,
  }),
});

export const paymentIdParamsSchema = rowIdParams(PAYMENT_MESSAGES.paymentNotFound);
export const billIdParamsSchema = z.object({ billId: billIdSchema });
export const paymentsQuerySchema = z.object({ billId: billIdSchema });

/** A bill's payment status from its net payable and what live payments total (paise). */
export function paymentStatusOf(netPaise: number, paidPaise: number, cancelled: boolean): BillPaymentStatus {
  if (cancelled) return 'Cancelled';
  if (paidPaise <= 0) return netPaise <= 0 ? 'Paid' : 'Unpaid';
  return paidPaise >= netPaise ? 'Paid' : 'Part-paid';
}

/** Said above the payment form of an out-of-date bill. */
export function outOfDatePaymentNote(netPaise: number, netAfterUpdatePaise: number): string {
  return (
    `Payments can still be recorded: they count against the stored net payable of Rs. ${formatINR(fromPaise(netPaise))} ` +
    `(the current revision). After Update Bill the net payable will be Rs. ${formatINR(fromPaise(netAfterUpdatePaise))}.`
  );
}
