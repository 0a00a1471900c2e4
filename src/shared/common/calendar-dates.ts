/*
 * Calendar dates (YYYY-MM-DD) by plain arithmetic, without luxon: the checks every form, list and
 * trip write makes, light enough for the first screen's bundle and a busy server.
 */

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

/** A YYYY-MM-DD calendar date as India writes it, dd/mm/yyyy ('' for anything else). */
export function formatCalendarDate(isoDate: string): string {
  return isIsoDate(isoDate) ? `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}` : '';
}

/** India keeps UTC+05:30 all year (no daylight saving), so its calendar day is plain arithmetic. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** Whole days from today (India) to a YYYY-MM-DD date; negative once past. */
export function daysUntil(date: string, now: Date = new Date()): number {
  const todayInIndia = new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
  return daysBetween(todayInIndia, date);
}
