import type { EntityState } from '@reduxjs/toolkit';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { BillStatus } from '../../shared/billing/wire';

/** The paging fields of a list call (src/server/bench/performance.md, Large data): limit 1-1000, offset 0 or more. */
export interface PageArgs {
  limit: number;
  offset: number;
}

/** Sums over every matching row, keyed by the row's field names (money and weights). */
export type Totals = Readonly<Record<string, number>>;

/** One page of a list as the screens read it. */
export interface Page<Row> {
  rows: Row[];
  /** Every matching row, not only this page's. */
  totalCount: number;
  /** The server's sums over every matching row; null when the answer carried none. */
  totals: Totals | null;
  /** The server's message when nothing matched (Billing, Transactions, Revise Bill). */
  message: string | null;
  /** Transactions: the vendors of every bill of the range, for its vendor choice. */
  vendors?: readonly string[];
  /** Revise Bill: each bill of the page's billed trips (remarks, revision, changes since). */
  bills?: EntityState<BillStatus, string>;
  /** Billing's first page: how many matching trips were acknowledged without an Actual Weight. */
  unweighedCount?: number;
}

/** Rows per page for an Excel file: the largest page the server gives. */
export const EXPORT_PAGE_SIZE = 1000;
/**
 * Bills per page of Transactions, on screen and for its Excel file: each bill carries its trips
 * (~57 on average in a large office, ~30 KB), so a page stays well under 1 MB.
 */
export const TRANSACTIONS_PAGE_SIZE = 20;

/**
 * A page from an answer. An answer without totalCount came from a call that pages nothing, so
 * its rows are the whole list. Its sums are read as Totals: a field it leaves out reads as
 * undefined, as any field it does not sum does.
 */
export function toPage<Row>(
  rows: Row[] | undefined,
  answer: { totalCount?: number; totals?: Partial<Totals>; message?: string },
): Page<Row> {
  const list = rows ?? [];
  return {
    rows: list,
    totalCount: typeof answer.totalCount === 'number' ? answer.totalCount : list.length,
    totals: (answer.totals as Totals | undefined) ?? null,
    message: answer.message ?? null,
  };
}

/** What a paged answer says besides its rows: how many match, their sums, the server's message. */
type PageFacts = Parameters<typeof toPage>[1];

/** A page from a call's answer, read as the call's type (`Answer`), its rows picked by `rowsOf`. */
export function pageFrom<Answer extends PageFacts, Row>(
  answer: unknown,
  rowsOf: (answer: Answer) => Row[] | undefined,
): Page<Row> {
  const typed = answer as Answer;
  return toPage(rowsOf(typed), typed);
}

/**
 * How one list screen asks for a page: the request for its filters and page, and how to read the
 * answer. The screen's RTK Query endpoint and its Excel export both use it, so they always agree.
 */
export interface PagedSource<Query, Row> {
  request: (query: Query, page: PageArgs) => FetchArgs;
  read: (answer: unknown) => Page<Row>;
}

/** Drops the filters that are not set, so the server sees only what the user chose. */
export function setOnly<T extends object>(filters: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  ) as Partial<T>;
}
