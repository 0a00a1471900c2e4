import type { DB } from '../../db/connection';
import { conflict } from '../../http-errors';
import { PERIOD_MESSAGES, periodLabel, type DatedChange } from '../../../shared/periods';
import { closedQuarterOn, holdPeriodsOpen } from './repository';

/**
 * What bills and payments ask of the periods, inside their own transaction (which then holds the
 * quarters open until it ends): may this day be booked, and on which day is a bill change booked.
 */

/** A 409 naming the closed quarter when `date` lies in one. */
export async function requireOpenDay(trx: DB, date: string, change: DatedChange): Promise<void> {
  await holdPeriodsOpen(trx);
  const closed = await closedQuarterOn(trx, date);
  if (closed) throw conflict(PERIOD_MESSAGES.closed(periodLabel(closed.fy, closed.quarter), change));
}

/**
 * The day a revision or cancellation of a bill is booked on, made on `today` (itself open): null
 * (the bill's own date) while the bill's quarter is open, else `today`, in the open quarter.
 */
export async function bookingDay(trx: DB, billDate: string, today: string, change: 'revision' | 'cancellation'): Promise<string | null> {
  await requireOpenDay(trx, today, change);
  return (await closedQuarterOn(trx, billDate)) ? today : null;
}
