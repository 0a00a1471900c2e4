import type { TripRecord } from '../trips';
import { TRIP_TEXT_FIELDS } from '../trips/record';
import { TRANSACTION_TOTAL_FIELDS } from './paging';
import type { TransactionRow } from '../billing/wire';
import { requestFields } from './request-fields';

/**
 * Sorting a paged trip list by a column: optional `sort` (a column key of this list)
 * and `order` ('asc' or 'desc', 'asc' by default) beside limit/offset, as query parameters (GET)
 * or body fields (POST). Without `sort` a list keeps its own order.
 */
export const TRIP_SORT_KEYS = [
  'localDate',
  'localTime',
  'TripID',
  ...TRIP_TEXT_FIELDS,
  'Weight',
  'ActualWeight',
  'DifferenceInWeight',
  'Rate',
  'Freight',
  'TDS_Rate',
  'DieselAmount',
  'DieselSlipNumber',
  'Advance',
  'Toll',
  'Adblue',
  'Greasing',
  'Short',
  'BillId',
  'Username',
] as const satisfies readonly (keyof TripRecord)[];
export type TripSortKey = (typeof TRIP_SORT_KEYS)[number];

/** Sort keys only profiles that may see freight may use (the others do not get these columns). */
export const FREIGHT_SORT_KEYS: readonly TripSortKey[] = ['Rate', 'Freight'];

export type SortOrder = 'asc' | 'desc';
export interface TripSort {
  key: TripSortKey;
  order: SortOrder;
}

export const SORT_MESSAGES = {
  badSort: `sort must be one of: ${TRIP_SORT_KEYS.join(', ')}.`,
  badOrder: "order must be 'asc' or 'desc'.",
  orderWithoutSort: 'order needs a sort column.',
  freightSort: 'This profile may not sort by Rate or Freight.',
} as const;

export const isTripSortKey = (value: unknown): value is TripSortKey =>
  (TRIP_SORT_KEYS as readonly unknown[]).includes(value);

export type SortParse = ColumnSortParse<TripSortKey>;

/** Reads sort/order from a query or body: the sort asked for, null for the list's own order, or the message. */
export function parseTripSort(source: unknown, options: { withFreight: boolean }): SortParse {
  const parsed = parseColumnSort(source, TRIP_SORT_KEYS, SORT_MESSAGES.badSort);
  if (parsed.ok && parsed.sort && !options.withFreight && FREIGHT_SORT_KEYS.includes(parsed.sort.key))
    return { ok: false, message: SORT_MESSAGES.freightSort };
  return parsed;
}

/**
 * Sorting Transactions' paged bills by a column: the bill row keys, sent as sort/order
 * like the trip lists. Without sort, bills stay newest first.
 */
export const BILL_SORT_KEYS = [
  'billing_id',
  'vendor',
  'date',
  ...TRANSACTION_TOTAL_FIELDS,
  'revision',
] as const satisfies readonly (keyof TransactionRow)[];
export type BillSortKey = (typeof BILL_SORT_KEYS)[number];
export interface BillSort {
  key: BillSortKey;
  order: SortOrder;
}
export const BILL_SORT_MESSAGE = `sort must be one of: ${BILL_SORT_KEYS.join(', ')}.`;

export function parseBillSort(source: unknown): ColumnSortParse<BillSortKey> {
  return parseColumnSort(source, BILL_SORT_KEYS, BILL_SORT_MESSAGE);
}

export type ColumnSortParse<K extends string> =
  { ok: true; sort: { key: K; order: SortOrder } | null } | { ok: false; message: string };

/** sort/order of a query or body against a list's keys: the sort, null for the list's own order, or the message. */
function parseColumnSort<K extends string>(
  source: unknown,
  keys: readonly K[],
  badSort: string,
): ColumnSortParse<K> {
  const record = requestFields(source);
  const blank = (v: unknown) => v === undefined || v === null || v === '';
  const { sort, order } = record;
  if (blank(sort))
    return blank(order) ? { ok: true, sort: null } : { ok: false, message: SORT_MESSAGES.orderWithoutSort };
  if (!(keys as readonly unknown[]).includes(sort)) return { ok: false, message: badSort };
  if (!blank(order) && order !== 'asc' && order !== 'desc')
    return { ok: false, message: SORT_MESSAGES.badOrder };
  return { ok: true, sort: { key: sort as K, order: order === 'desc' ? 'desc' : 'asc' } };
}
