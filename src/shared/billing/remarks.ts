import { parseDecimalText } from '../common/decimal-text';
import { REMARK_BOUND, checkBoundedNumber } from '../common/number-bounds';
import { BILLING_MESSAGES } from './messages';
import type { BillRemark } from './wire';

// ---------------------------------------------------------------- remarks

export const MAX_REMARKS = 2;
export const REMARK_TEXT_MIN = 3;
export const REMARK_TEXT_MAX = 20;

/** A remark as the remarks modal sends it: the amount may be typed text ('' when empty). */
export interface BillRemarkInput {
  text?: string | null;
  amount?: string | number | null;
}

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A remark row left completely empty in the modal is not a remark. */
export function isBlankRemark(remark: BillRemarkInput | null | undefined): boolean {
  return !remark || (isBlank(remark.text) && isBlank(remark.amount));
}

/** The typed amount as a number: JSON numbers as they are, text through the plain-decimal reader. */
function remarkAmount(amount: string | number | null | undefined): number {
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount : Number.NaN;
  if (typeof amount === 'string') return parseDecimalText(amount);
  return Number.NaN;
}

/** Remark text as saved: trimmed, inner spaces collapsed, first letter upper-cased (the rest as typed). */
export function capitaliseRemark(text: string): string {
  const tidy = text.trim().replace(/\s+/g, ' ');
  return tidy.charAt(0).toUpperCase() + tidy.slice(1);
}

/**
 * SPEC.md section 5 "Bill remarks": at most 2; for each remark n (its position, from 1): text
 * required (when an amount is given), 3 to 20 characters; an amount required when text is given,
 * and numeric (either sign). Completely empty rows are ignored. The first problem, or null.
 */
export function checkRemarks(
  remarks: ReadonlyArray<BillRemarkInput | null | undefined> | null | undefined,
): string | null {
  const list = remarks ?? [];
  if (list.filter((r) => !isBlankRemark(r)).length > MAX_REMARKS) return BILLING_MESSAGES.maxRemarks;
  for (const [index, remark] of list.entries()) {
    if (isBlankRemark(remark)) continue;
    const n = index + 1;
    const text = typeof remark!.text === 'string' ? remark!.text.trim().replace(/\s+/g, ' ') : '';
    if (text === '') return BILLING_MESSAGES.remarkTextRequired(n);
    if (text.length < REMARK_TEXT_MIN) return BILLING_MESSAGES.remarkTextTooShort(n);
    if (text.length > REMARK_TEXT_MAX) return BILLING_MESSAGES.remarkTextTooLong(n);
    if (isBlank(remark!.amount)) return BILLING_MESSAGES.remarkAmountRequired(n);
    const amount = remarkAmount(remark!.amount);
    if (Number.isNaN(amount)) return BILLING_MESSAGES.remarkAmountInvalid(n);
    // Either sign; at most 2 decimals and MAX_REMARK_AMOUNT (numberBounds.ts).
    const problem = checkBoundedNumber(`Remark ${n}: Amount`, amount, REMARK_BOUND, true);
    if (problem) return problem;
  }
  return null;
}

/**
 * The remarks as stored: empty rows dropped, text capitalised, amounts as typed (checked to the paisa).
 * Call after checkRemarks answered null.
 */
export function normaliseRemarks(
  remarks: ReadonlyArray<BillRemarkInput | null | undefined> | null | undefined,
): BillRemark[] {
  return (remarks ?? [])
    .filter((r) => !isBlankRemark(r))
    .map((r) => ({ text: capitaliseRemark(String(r!.text)), amount: remarkAmount(r!.amount) }));
}

/** The remarks of a bill as one text (Transactions' remarks column and Excel): 'Loading charge, Penalty'. */
export function remarksText(remarks: readonly BillRemark[]): string {
  return remarks.map((r) => r.text).join(', ');
}
