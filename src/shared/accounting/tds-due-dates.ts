import { DateTime } from 'luxon';
import { quarterOf, quarterRange, type Quarter } from './month-end';
import { BUSINESS_ZONE } from '../common/dates';

/**
 * When TDS is due, for the Dashboard (the rules of each period: law-in-force.ts, dueDateRules):
 * - a month's deductions are deposited by the 7th of the next month, March's by 30 April;
 * - the quarterly statement (Form 26Q; Form 140 from April 2026) is filed by 31 July (Q1),
 *   31 October (Q2), 31 January (Q3), 31 May (Q4).
 * The same dates under the Income-tax Rules, 2026 are not confirmed (src/shared/accounting/tax-law.md).
 */

const day = (iso: string) => DateTime.fromISO(iso, { zone: BUSINESS_ZONE });

/** The last day to deposit the TDS deducted in `month` (YYYY-MM). */
export function depositDueDate(month: string): string {
  const start = day(`${month}-01`);
  if (start.month === 3) return `${start.year}-04-30`;
  return start.plus({ months: 1 }).set({ day: 7 }).toISODate()!;
}

/** The next deposit due on or after `today`: the previous month's if its date has not passed, else this month's. */
export function nextDepositDue(today: string): { month: string; dueDate: string } {
  const previous = day(today).startOf('month').minus({ months: 1 }).toFormat('yyyy-MM');
  const dueDate = depositDueDate(previous);
  if (dueDate >= today) return { month: previous, dueDate };
  const month = today.slice(0, 7);
  return { month, dueDate: depositDueDate(month) };
}

/** The last day to file the quarterly statement for a quarter of the financial (tax) year. */
export function returnDueDate(fy: string, quarter: Quarter): string {
  // The month after the quarter (two after the year's last quarter), to its end: all have 31 days.
  const end = day(quarterRange(fy, quarter).endDate);
  return end
    .plus({ months: quarter === 'Q4' ? 2 : 1 })
    .endOf('month')
    .toISODate()!;
}

/** The next quarterly statement due on or after `today`: the previous quarter's if its date has not passed, else this quarter's. */
export function nextReturnDue(today: string): { fy: string; quarter: Quarter; dueDate: string } {
  const current = quarterOf(today);
  const previous = quarterOf(
    day(quarterRange(current.fy, current.quarter).startDate).minus({ days: 1 }).toISODate()!,
  );
  const previousDue = returnDueDate(previous.fy, previous.quarter);
  if (previousDue >= today) return { ...previous, dueDate: previousDue };
  return { ...current, dueDate: returnDueDate(current.fy, current.quarter) };
}
