import type { DB } from '../../db/connection';
import { conflict } from '../../http-errors';
import { PERIOD_MESSAGES, periodLabel, type DatedChange } from '../../../shared/accounting/periods';
import { closedQuarterOn, closedQuarterValue, holdPeriodsOpen } from './repository';
import type { Quarter } from '../../../shared/accounting/month-end';

/**
 * What bills and payments ask of the periods, inside their own transaction (which then holds the
 * quarters open until it ends): may this day be booked, and on which day is a bill change booked.
 */

/** A 409 naming the closed quarter when `date` lies in one. */
export async function requireOpenDay(trx: DB, date: string, change: DatedChange): Promise<void> {
  await holdPeriodsOpen(trx);
  refuseClosedDay(await closedQuarterOn(trx, date), change);
}

/**
 * requireOpenDay in two halves, for a transaction that reads the day's quarter in its next
 * statement (openDayCheck, selected along with its own read): the lock first, in a statement of
 * its own, so the read's snapshot follows it (a read in the lock's statement would miss a close
 * that committed while the lock waited).
 */
export const holdDaysOpen = holdPeriodsOpen;

/** What a statement after holdDaysOpen selects: the closed quarter `date` lies in, or null. */
export const openDayCheck = closedQuarterValue;

/** A 409 naming the closed quarter the day lies in (openDayCheck's answer); nothing when open. */
export function refuseClosedDay(closed: { fy: string; quarter: Quarter } | null, change: DatedChange): void {
  if (closed) throw conflict(PERIOD_MESSAGES.closed(periodLabel(closed.fy, closed.quarter), change));
}

/**
 * The day a change to a bill or payment (revision, cancellation, reversal), made on `today` (itself
 * open), is booked on: null (the bill's or payment's own date) while that date's quarter is open,
 * else `today`, in the open quarter.
 */
export async function bookingDay(
  trx: DB,
  ownDate: string,
  today: string,
  change: 'revision' | 'cancellation' | 'reversal',
): Promise<string | null> {
  await requireOpenDay(trx, today, change);
  return (await closedQuarterOn(trx, ownDate)) ? today : null;
}

/**
 * The day a revision or cancellation of a bill made on `today` is booked on: `today` whenever it is
 * not the bill's own date, in an open quarter as in a closed one. Such a change moves what is
 * credited on the day it is made; booked on the bill date it would move a month already reported
 * and deposited (its rows, its challan's allocation, its due date). Null (the bill's own date) for a
 * change made that day.
 */
export async function billChangeBookingDay(
  trx: DB,
  billDate: string,
  today: string,
  change: 'revision' | 'cancellation',
): Promise<string | null> {
  const day = await bookingDay(trx, billDate, today, change);
  return day ?? (today === billDate ? null : today);
}
