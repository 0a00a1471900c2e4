import { z } from 'zod';
import { QUARTER_LABELS, quarterRange, tdsQuerySchema, type Quarter } from './month-end';
import type { TdsRegisterRow } from './wire';
import { formatIndianDate } from '../common/dates';

/**
 * Quarters that close: the accountant closes a quarter of the Indian FY once its return is filed;
 * nothing can then be dated in it (bills, revisions, cancellations, payments, reversals) until an
 * admin reopens it with a reason. A change to a bill of a closed quarter is booked on the day of
 * the change, in the open quarter, so the register as filed never moves.
 */

export const MAX_REOPEN_REASON = 500;

/** 'Q2 2026-27 (Jul-Sep)': how every message names a quarter. */
export function periodLabel(fy: string, quarter: Quarter): string {
  return `${quarter} ${fy} (${QUARTER_LABELS[quarter]})`;
}

/** What is being dated, as the refusal names it. */
export type DatedChange = 'bill' | 'revision' | 'cancellation' | 'payment' | 'reversal' | 'challan';
const DATED: Record<DatedChange, string> = {
  bill: 'a bill',
  revision: 'a bill revision',
  cancellation: 'a bill cancellation',
  payment: 'a payment',
  reversal: 'a payment reversal',
  challan: 'a TDS challan for its deductions',
};

export const PERIOD_MESSAGES = {
  /** 409: the day of a change (or a payment's date) lies in a closed quarter. */
  closed: (label: string, change: DatedChange) =>
    `${label} is closed: ${DATED[change]} cannot be dated in it. An admin may reopen the quarter.`,
  notEnded: (label: string, endDate: string) =>
    `${label} has not ended yet: a quarter is closed after its return is filed, from the day after ${formatIndianDate(endDate)}.`,
  /** 400: a quarter that ended before the books began (e.g. FY 1900-01) holds nothing to file. */
  beforeFirstBill: (label: string, firstBillDate: string) =>
    `${label} ended before the first bill (${formatIndianDate(firstBillDate)}): quarters are closed from the first bill's quarter on.`,
  /** 409: closing needs a register, and there is none before the first bill. */
  noBills: 'There are no bills yet: there is no quarter to close.',
  alreadyClosed: (label: string) => `${label} is already closed.`,
  notClosed: (label: string) => `${label} is not closed.`,
  closedDone: (label: string) => `${label} closed. Its TDS register is kept as filed.`,
  reopened: (label: string) => `${label} reopened.`,
  reasonRequired: 'Please enter the reason for reopening the quarter.',
  reasonTooLong: `Reason can have at most ${MAX_REOPEN_REASON} characters.`,
  closeConfirm: (label: string) =>
    `Close ${label}? Its TDS register is kept as it is now (as filed). Bills, revisions, cancellations and payments can no longer be dated in it; a later change to one of its bills is booked in the open quarter.`,
  closeFailed: 'Failed to close the quarter.',
  reopenFailed: 'Failed to reopen the quarter.',
} as const;

/** The banner of a closed quarter: 'Closed on 05/10/2026 by accounts'. */
export const closedBanner = (closedAt: string, closedBy: string) =>
  `Closed on ${formatIndianDate(closedAt)} by ${closedBy}`;

/** A quarter ends on its last day: it may be closed from the next day (India). */
export function quarterHasEnded(fy: string, quarter: Quarter, today: string): boolean {
  return today > quarterRange(fy, quarter).endDate;
}

/** A register row that books a later change to a bill of another quarter: 'difference of B1044 (revised 26/11/2026)'. */
export function differenceLabel(
  row: Pick<TdsRegisterRow, 'billId' | 'dateOfCredit' | 'adjustmentOf'>,
): string | null {
  if (!row.adjustmentOf) return null;
  return `difference of ${row.billId} (${row.adjustmentOf.change} ${formatIndianDate(row.dateOfCredit)})`;
}

/** POST /accounting/periods/close: { fy, quarter }. */
export const closePeriodSchema = tdsQuerySchema;

/** POST /accounting/periods/reopen: { fy, quarter, reason }. */
export const reopenPeriodSchema = tdsQuerySchema.and(
  z.object({
    reason: z
      .string({ error: PERIOD_MESSAGES.reasonRequired })
      .trim()
      .min(1, PERIOD_MESSAGES.reasonRequired)
      .max(MAX_REOPEN_REASON, PERIOD_MESSAGES.reasonTooLong),
  }),
);
