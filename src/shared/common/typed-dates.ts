/*
 * Dates as a clerk types them: the one reader of every date box (filters, Payment Date, challans,
 * vehicle documents, declarations, the Excel import's date cells). India writes day/month/year,
 * whatever the browser's language, so 01112026 is 1 November 2026, never 11 January.
 */
import { formatIndianDate, isIsoDate, MAX_BUSINESS_YEAR, MIN_BUSINESS_YEAR } from './dates';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const DATE_ENTRY_MESSAGES = {
  format: 'Enter the date as dd/mm/yyyy, e.g. 01/11/2026.',
  noMonth: (typed: string, month: number) =>
    `${typed} is not a date: there is no month ${month} (months run from 01 to 12).`,
  noDayZero: (typed: string) => `${typed} is not a date: days start at 01.`,
  dayOfMonth: (typed: string, month: number, year: number, days: number) =>
    `${typed} is not a date: ${MONTH_NAMES[month - 1]} ${year} has ${days} days.`,
  year: (typed: string) =>
    `${typed} is not a date of the years ${MIN_BUSINESS_YEAR} to ${MAX_BUSINESS_YEAR}.`,
  /** A date box's problem on a screen that names its boxes (a search's Start Date). */
  named: (label: string, problem: string) => `${label}: ${problem}`,
} as const;

/** What a date box holds: nothing, a date (YYYY-MM-DD, the wire format), or text that is no date. */
export type TypedDate =
  { kind: 'empty' } | { kind: 'date'; iso: string } | { kind: 'wrong'; problem: string };

// Invisible and direction characters (a pasted WhatsApp or Excel date brings some) carry nothing a
// date needs: they are dropped, and the date is shown again as dd/mm/yyyy, so nothing stays hidden.
const FORMAT_CHARACTERS = /[\p{Cf}\u115f\u1160\u3164\uffa0]/gu;
const SPACES = /[\p{Zs}\p{Cc}\u2028\u2029]+/gu;
const DASHES = /\p{Pd}|\u2212/gu;
const SLASHES = /[\u2044\u2215\u29f8]/gu;
const OTHER_DIGITS = /(?![0-9])\p{Nd}/gu;
const DECIMAL_DIGIT = /\p{Nd}/u;

/**
 * A digit of another script as 0-9: Unicode keeps each script's digits as a run of ten from its
 * zero (Devanagari ०-९ from U+0966), so a digit's value is its distance from the run's start.
 */
function asciiDigit(digit: string): string {
  let code = digit.codePointAt(0)!;
  let steps = 0;
  while (steps < 10 && DECIMAL_DIGIT.test(String.fromCodePoint(code - 1))) {
    code -= 1;
    steps += 1;
  }
  return String((digit.codePointAt(0)! - code) % 10);
}

/** The typed text with full-width forms, other scripts' digits, dashes and spaces made plain. */
function plainText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(FORMAT_CHARACTERS, '')
    .replace(SPACES, ' ')
    .replace(DASHES, '-')
    .replace(SLASHES, '/')
    .replace(OTHER_DIGITS, asciiDigit)
    .trim();
}

const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DAY_FIRST = /^(\d{1,2}) ?[/.\- ] ?(\d{1,2}) ?[/.\- ] ?(\d{2}|\d{4})$/;
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{2}|\d{4})$/;

/**
 * A two-digit year is the one within 20 years ahead of today's or 79 behind it: in 2026, 26 is
 * 2026, 41 (a registration valid 15 years) is 2041, and 47 is 1947.
 */
function fullYear(digits: string, thisYear: number): number {
  if (digits.length === 4) return Number(digits);
  const twoDigits = Number(digits);
  const sameCentury = thisYear - (thisYear % 100) + twoDigits;
  return sameCentury > thisYear + 20 ? sameCentury - 100 : sameCentury;
}

const daysIn = (month: number, year: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** India keeps UTC+05:30 all year: its year today by plain arithmetic. */
const indiaYear = (now: Date) => new Date(now.getTime() + 330 * 60_000).getUTCFullYear();

/**
 * Reads a date box: 01112026, 011126, 01/11/2026, 1-11-26, 1.11.2026 and 1 11 2026 are all
 * 1 November 2026 (day first, always); 2026-11-01 (pasted from a file or another system) too.
 * A wrong date is named with its reason: 31/04/2026 "April 2026 has 30 days".
 */
export function readTypedDate(text: string, now: Date = new Date()): TypedDate {
  const plain = plainText(text);
  if (plain === '') return { kind: 'empty' };
  const yearFirst = YEAR_FIRST.exec(plain);
  const dayFirst = yearFirst ? null : (DAY_FIRST.exec(plain) ?? DIGITS_ONLY.exec(plain));
  if (!yearFirst && !dayFirst) return { kind: 'wrong', problem: DATE_ENTRY_MESSAGES.format };
  const [dayText, monthText, yearText] = yearFirst
    ? [yearFirst[3]!, yearFirst[2]!, yearFirst[1]!]
    : [dayFirst![1]!, dayFirst![2]!, dayFirst![3]!];
  const day = Number(dayText);
  const month = Number(monthText);
  const year = fullYear(yearText, indiaYear(now));
  const typed = `${dayText.padStart(2, '0')}/${monthText.padStart(2, '0')}/${String(year).padStart(4, '0')}`;
  if (year < MIN_BUSINESS_YEAR || year > MAX_BUSINESS_YEAR)
    return { kind: 'wrong', problem: DATE_ENTRY_MESSAGES.year(typed) };
  if (month < 1 || month > 12) return { kind: 'wrong', problem: DATE_ENTRY_MESSAGES.noMonth(typed, month) };
  if (day < 1) return { kind: 'wrong', problem: DATE_ENTRY_MESSAGES.noDayZero(typed) };
  const days = daysIn(month, year);
  if (day > days) return { kind: 'wrong', problem: DATE_ENTRY_MESSAGES.dayOfMonth(typed, month, year, days) };
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isIsoDate(iso) ? { kind: 'date', iso } : { kind: 'wrong', problem: DATE_ENTRY_MESSAGES.format };
}

/** The typed text as YYYY-MM-DD, or null when it is empty or no date. */
export function typedDateToIso(text: string, now?: Date): string | null {
  const read = readTypedDate(text, now);
  return read.kind === 'date' ? read.iso : null;
}

/** What a date box shows for a value: dd/mm/yyyy for a date, anything else as it was typed. */
export function shownDate(value: string): string {
  return isIsoDate(value) ? formatIndianDate(value) : value;
}

/**
 * The first date of `values` that a box holds as text that is no date, named by its label
 * ('Start Date: 31/04/2026 is not a date: April 2026 has 30 days.'), or null. A screen checks
 * it before searching, so no request carries a date the box already named as wrong.
 */
export function typedDatesProblem(
  values: Readonly<Record<string, string | null | undefined>>,
  labels: Readonly<Record<string, string>>,
): string | null {
  for (const [key, label] of Object.entries(labels)) {
    const value = values[key];
    if (!value || isIsoDate(value)) continue;
    const read = readTypedDate(value);
    if (read.kind === 'wrong') return DATE_ENTRY_MESSAGES.named(label, read.problem);
  }
  return null;
}
