import type { TripRecord } from '../trips';
import { TRIP_TEXT_FIELDS } from '../trips/record';
import type { TransactionRow } from '../billing/wire';
import { requestFields } from './request-fields';

/**
 * Per-column text filters of a paged trip list: optional `filters`, an object of column
 * key -> text, beside sort and limit/offset. In a query string (GET) it is that object as JSON
 * text. A trip matches when every filtered column contains its text, in any case; blank texts are
 * no filter. The totals and totalCount of a filtered page cover the filtered trips.
 */
export const TRIP_FILTER_KEYS = [
  'TripID',
  ...TRIP_TEXT_FIELDS,
  'DieselSlipNumber',
  'BillId',
  'Username',
] as const satisfies readonly (keyof TripRecord)[];
export type TripFilterKey = (typeof TRIP_FILTER_KEYS)[number];
export type TripColumnFilters = Partial<Record<TripFilterKey, string>>;

export const FILTER_TEXT_MAX = 100;

/** Transactions' bill columns that filter the same way (bill id, vendor, who created it). */
export const BILL_FILTER_KEYS = [
  'billing_id',
  'vendor',
  'username',
] as const satisfies readonly (keyof TransactionRow)[];
export type BillFilterKey = (typeof BILL_FILTER_KEYS)[number];
export type BillFilters = Partial<Record<BillFilterKey, string>>;

export const COLUMN_FILTER_MESSAGES = {
  badFilters: 'filters must be an object of column names and texts.',
  badKey: `filters may name only these columns: ${TRIP_FILTER_KEYS.join(', ')}.`,
  badBillKey: `filters may name only these columns: ${BILL_FILTER_KEYS.join(', ')}.`,
  badText: `Each filter must be a text of at most ${FILTER_TEXT_MAX} characters.`,
} as const;

export const isTripFilterKey = (value: unknown): value is TripFilterKey =>
  (TRIP_FILTER_KEYS as readonly unknown[]).includes(value);

export type FiltersParse<F = TripColumnFilters> = { ok: true; filters: F } | { ok: false; message: string };

/** Reads `filters` from a query or body: the filters that filter (blank ones dropped), or the message. */
export function parseTripFilters(source: unknown): FiltersParse {
  return parseColumnFilters(source, TRIP_FILTER_KEYS, COLUMN_FILTER_MESSAGES.badKey);
}

/** The same for Transactions' bill columns. */
export function parseBillFilters(source: unknown): FiltersParse<BillFilters> {
  return parseColumnFilters(source, BILL_FILTER_KEYS, COLUMN_FILTER_MESSAGES.badBillKey);
}

function parseColumnFilters<K extends string>(
  source: unknown,
  keys: readonly K[],
  badKey: string,
): FiltersParse<Partial<Record<K, string>>> {
  const record = requestFields(source);
  let raw = record.filters;
  if (raw === undefined || raw === null || raw === '') return { ok: true, filters: {} };
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return { ok: false, message: COLUMN_FILTER_MESSAGES.badFilters };
    }
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return { ok: false, message: COLUMN_FILTER_MESSAGES.badFilters };
  const filters: Partial<Record<K, string>> = {};
  for (const [key, text] of Object.entries(raw)) {
    if (!(keys as readonly string[]).includes(key)) return { ok: false, message: badKey };
    if (typeof text !== 'string' || text.length > FILTER_TEXT_MAX)
      return { ok: false, message: COLUMN_FILTER_MESSAGES.badText };
    const trimmed = text.trim();
    if (trimmed !== '') filters[key as K] = trimmed;
  }
  return { ok: true, filters };
}

/** The `filters` value of a GET query: JSON text of the non-blank filters, or undefined when none filter. */
export function filtersQueryValue(filters: Readonly<Record<string, string | undefined>>): string | undefined {
  const set = Object.entries(filters).filter(([, text]) => text !== undefined && text.trim() !== '');
  return set.length === 0 ? undefined : JSON.stringify(Object.fromEntries(set));
}

/**
 * The column filters of a `filters` text as written by filtersQueryValue (a list's address keeps
 * them so): the column -> text pairs, or none when the text is missing or not such an object.
 */
export function parseColumnFilterText(text: string | null | undefined): Record<string, string> {
  if (!text) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {};
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
