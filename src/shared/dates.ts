import { DateTime } from 'luxon';

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

/** Whole days from today (India) to a YYYY-MM-DD date; negative once past. */
export function daysUntil(date: string, now: Date = new Date()): number {
  const today = DateTime.fromISO(todayInIndia(now), { zone: BUSINESS_ZONE });
  const target = DateTime.fromISO(date, { zone: BUSINESS_ZONE });
  return Math.round(target.diff(today, 'days').days);
}

/** Business dates lie in these years; PostgreSQL has no year 0000 and nobody books a trip in 0001. */
export const MIN_BUSINESS_YEAR = 1900;
export const MAX_BUSINESS_YEAR = 2999;

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < MIN_BUSINESS_YEAR || year > MAX_BUSINESS_YEAR) return false;
  // A real calendar day: it survives the trip through a UTC date unchanged (no 2026-02-30).
  return new Date(calendarDayMs(value)).toISOString().slice(0, 10) === value;
}

/**
 * Midnight UTC of a YYYY-MM-DD calendar day, in ms: plain arithmetic for a date that is already a
 * business date. Luxon in the India zone (Intl) cost a busy server ~5% of its CPU in date checks.
 */
function calendarDayMs(isoDate: string): number {
  return Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)));
}

/** Whole days from one YYYY-MM-DD date to another (calendar days: India keeps no daylight saving). */
export function daysBetween(from: string, to: string): number {
  return Math.round((calendarDayMs(to) - calendarDayMs(from)) / 86_400_000);
}

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
