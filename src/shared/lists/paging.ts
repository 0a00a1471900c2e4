import { z } from 'zod';
import type { TransactionRow } from '../billing/wire';
import type { TripRecord } from '../trips';
import type { tripTotalsAnswer } from '../trips/wire';
import { requestFields } from './request-fields';

/**
 * Paged list calls (src/server/bench/performance.md, Large data). `limit` and `offset` are optional query
 * parameters (GET) or body fields (POST). Without `limit` a list answers exactly as SPEC.md
 * section 7 says; with it, one page in the same order plus `totalCount` and `totals`.
 */

export const PAGE_LIMIT_MAX = 1000;
/** Rows per page on screen: a few screens of rows, small enough to answer fast. */
export const SCREEN_PAGE_SIZE = 200;

export const PAGING_MESSAGES = {
  badLimit: `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}.`,
  badOffset: 'offset must be a whole number of 0 or more.',
} as const;

export interface PageRequest {
  limit: number;
  offset: number;
}

/** A whole number given as a JSON number or as decimal digits (query strings are text). */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

/** The paging fields of a query or body; absent (or empty) fields stay undefined. */
export const pagingSchema = z.object({
  limit: wholeNumber(PAGING_MESSAGES.badLimit, 1, PAGE_LIMIT_MAX).optional(),
  offset: wholeNumber(PAGING_MESSAGES.badOffset, 0, Number.MAX_SAFE_INTEGER).optional(),
});

export type PagingParse = { ok: true; page: PageRequest | null } | { ok: false; message: string };

/** Reads limit/offset from a query or body: the page asked for, null for "unpaged", or the message. */
export function parsePaging(source: unknown): PagingParse {
  const record = requestFields(source);
  const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
  const result = pagingSchema.safeParse({
    limit: blankToUndefined(record.limit),
    offset: blankToUndefined(record.offset),
  });
  if (!result.success)
    return { ok: false, message: result.error.issues[0]?.message ?? PAGING_MESSAGES.badLimit };
  const { limit, offset } = result.data;
  return { ok: true, page: limit === undefined ? null : { limit, offset: offset ?? 0 } };
}

/** The trip columns a paged trip list sums (Freight only for profiles that may see freight). */
export const TRIP_TOTAL_FIELDS = [
  'Weight',
  'ActualWeight',
  'DifferenceInWeight',
  'Freight',
  'DieselAmount',
  'Short',
  'Advance',
  'Toll',
  'Adblue',
  'Greasing',
] as const satisfies readonly (keyof TripRecord)[];
/**
 * Totals worked out per trip from Freight and TDS_Rate, beside the column sums (for the profiles
 * that may see freight): TDS (each trip's rounded to the paisa) and the net payable Amount.
 */
export const TRIP_DERIVED_TOTAL_FIELDS = ['TDS', 'Amount'] as const;
/** The totals of a paged trip list, as trips/wire.ts tripTotalsAnswer declares them. */
export type TripTotals = z.infer<typeof tripTotalsAnswer>;

/** The bill columns a paged Transactions list sums. */
export const TRANSACTION_TOTAL_FIELDS = [
  'weight',
  'actual_weight',
  'freight',
  'diesel',
  'advance',
  'toll',
  'tds',
  'short',
  'amount',
  'remarks_amount',
  'gst_amount',
  'final_amount',
] as const satisfies readonly (keyof TransactionRow)[];
export type TransactionTotalField = (typeof TRANSACTION_TOTAL_FIELDS)[number];

/** What a paged answer adds to its list. */
export interface PageSummary<Totals> {
  totalCount: number;
  totals: Totals;
}
