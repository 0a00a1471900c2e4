/*
 * Dates of the business, one module. Calendar dates (YYYY-MM-DD) and the India day are plain
 * arithmetic: India keeps UTC+05:30 all year (no daylight saving), and luxon in the India zone
 * (Intl) cost a busy server ~5% of its CPU in date checks. Intl only names weekdays and months, so
 * this module, in the first bundle of the web app, carries no date library.
 */

/** The business runs on India time: the business day is the Asia/Kolkata day. */
export const BUSINESS_ZONE = 'Asia/Kolkata';

/** Business dates lie in these years; PostgreSQL has no year 0000 and nobody books a trip in 0001. */
export const MIN_BUSINESS_YEAR = 1900;
export const MAX_BUSINESS_YEAR = 2999;

const DAY_MS = 86_400_000;
/** India's offset from UTC, all year. */
const INDIA_OFFSET_MS = 330 * 60_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Midnight UTC of a YYYY-MM-DD calendar day, in ms: plain arithmetic for a date that is already a
 * business date.
 */
function calendarDayMs(isoDate: string): number {
  return Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)));
}

/** A real calendar day: it survives the trip through a UTC date unchanged (no 2026-02-30). */
function isCalendarDay(value: string): boolean {
  return DATE_ONLY.test(value) && new Date(calendarDayMs(value)).toISOString().slice(0, 10) === value;
}

/** The India calendar day (YYYY-MM-DD) of an instant in ms. */
function indiaDayOf(ms: number): string {
  return new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !isCalendarDay(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= MIN_BUSINESS_YEAR && year <= MAX_BUSINESS_YEAR;
}

/** Today's date in India as YYYY-MM-DD (the wire format for dates). */
export function todayInIndia(now: Date = new Date()): string {
  return indiaDayOf(now.getTime());
}

/**
 * A YYYY-MM-DD date, an ISO timestamp or a Date as India writes it, dd/mm/yyyy, on the India day
 * ('' for anything else).
 */
export function formatIndianDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  let day: string;
  if (value instanceof Date) day = Number.isFinite(value.getTime()) ? indiaDayOf(value.getTime()) : '';
  else if (DATE_ONLY.test(value)) day = value;
  else {
    const ms = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN;
    day = Number.isFinite(ms) ? indiaDayOf(ms) : '';
  }
  return isCalendarDay(day) ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '';
}

/**
 * An instant's India day and clock time, { day: 'YYYY-MM-DD', time: 'HH:mm' }: a Date or an ISO
 * timestamp ('2026-11-28T05:12:00.000Z'); null for anything else.
 */
export function indiaDayAndTime(value: string | Date): { day: string; time: string } | null {
  let ms: number;
  if (value instanceof Date) ms = value.getTime();
  else ms = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(ms)) return null;
  const india = new Date(ms + INDIA_OFFSET_MS).toISOString();
  return { day: india.slice(0, 10), time: india.slice(11, 16) };
}

/** Whole days from one YYYY-MM-DD date to another (calendar days: India keeps no daylight saving). */
export function daysBetween(from: string, to: string): number {
  return Math.round((calendarDayMs(to) - calendarDayMs(from)) / DAY_MS);
}

/** Whole days from today (India) to a YYYY-MM-DD date; negative once past. */
export function daysUntil(date: string, now: Date = new Date()): number {
  return daysBetween(todayInIndia(now), date);
}

/** Milliseconds from `now` until the next midnight in India (the next business day's start). */
export function msUntilNextIndiaMidnight(now: Date = new Date()): number {
  return DAY_MS - ((((now.getTime() + INDIA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS);
}

/**
 * Weekday and month names in English as India writes them; a calendar date is read at UTC midnight.
 * Made at the first long date, not at import: a browser's first Intl formatter loads its locale
 * data, a quarter of a second on a slow phone that the trip form's start does not need.
 */
let namesFormat: Intl.DateTimeFormat | undefined;
const namesOf = () =>
  (namesFormat ??= new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }));

/** The long-date heading of a date group: 'Sunday, 22 November 2026'. */
export function longDate(isoDate: string): string {
  if (!isIsoDate(isoDate)) return isoDate;
  const parts = Object.fromEntries(
    namesOf()
      .formatToParts(new Date(`${isoDate}T00:00:00Z`))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}
