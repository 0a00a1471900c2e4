import { DateTime } from 'luxon';
import { isIsoDate } from './calendar-dates';

/** The business runs on India time: the business day is the Asia/Kolkata day. */
export const BUSINESS_ZONE = 'Asia/Kolkata';

/** Today's date in India as YYYY-MM-DD (the wire format for dates). */
export function todayInIndia(now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone: BUSINESS_ZONE }).toISODate()!;
}

/** A YYYY-MM-DD or ISO timestamp shown as dd/mm/yyyy in the India zone (en-IN). */
export function formatIndianDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const dt =
    value instanceof Date
      ? DateTime.fromJSDate(value, { zone: BUSINESS_ZONE })
      : /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? DateTime.fromISO(value, { zone: BUSINESS_ZONE })
        : DateTime.fromISO(value, { setZone: true }).setZone(BUSINESS_ZONE);
  return dt.isValid ? dt.toFormat('dd/MM/yyyy') : '';
}

export { isIsoDate, daysBetween, daysUntil } from './calendar-dates';

/** Milliseconds from `now` until the next midnight in India (the next business day's start). */
export function msUntilNextIndiaMidnight(now: Date = new Date()): number {
  const current = DateTime.fromJSDate(now, { zone: BUSINESS_ZONE });
  return current.plus({ days: 1 }).startOf('day').toMillis() - current.toMillis();
}

/** The long-date heading of a date group: 'Sunday, 22 November 2026' (en-IN, India zone). */
export function longDate(isoDate: string): string {
  const date = DateTime.fromISO(isoDate, { zone: BUSINESS_ZONE });
  return date.isValid ? date.setLocale('en-IN').toFormat('cccc, d LLLL yyyy') : isoDate;
}

/** A date typed the Indian way (dd/mm/yyyy, one-digit day or month allowed) as YYYY-MM-DD, or null. */
export function parseIndianDate(text: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}
