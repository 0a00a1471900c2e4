import { parseBillFilters, type BillFilters } from '../../../../shared/lists/column-filters';
import { parseRowId } from '../../../db/rows';
import { badRequest } from '../../../http-errors';
import { checkRemarks, normaliseRemarks } from '../../../../shared/billing';
import { isIsoDate } from '../../../../shared/common/dates';
import { checkTransactionsFilters } from '../../../../shared/lists/search-filters';
import { GENERIC_MESSAGES } from '../../../../shared/common/messages';
import { TRIP_MESSAGES } from '../../../../shared/trips';
import type {
  BillRemark,
  BillRowInput,
  RemarksInput,
  TransactionsSearch,
} from '../../../../shared/billing/wire';

/**
 * The parts of billing requests, as their route's schema parsed them (shared/billing/wire.ts):
 * text trimmed, dates, remarks and row ids checked by the shared rules.
 */

/** An optional text field, trimmed ('' when absent or null). */
export const text = (value: string | null | undefined) => value?.trim() ?? '';

export function checkedDate(value: string | null | undefined): string | undefined {
  const date = text(value);
  if (date === '') return undefined;
  if (!isIsoDate(date)) throw badRequest(TRIP_MESSAGES.invalidDate);
  return date;
}

export interface BillDateRange {
  startDate: string;
  endDate: string;
  /** Transactions' optional vendor choice: that vendor's bills only. */
  vendor?: string;
  /** Transactions' per-column text filters: bills whose columns contain these texts. */
  filters?: BillFilters;
}

/** The date range of a Transactions search (POST /list-all-transactions), checked. */
export function transactionsRange(b: TransactionsSearch): BillDateRange {
  const problem = checkTransactionsFilters(text(b.startDate), text(b.endDate));
  if (problem) throw badRequest(problem);
  const vendor = text(b.vendor);
  const filters = parseBillFilters(b);
  if (!filters.ok) throw badRequest(filters.message);
  const filtering = Object.keys(filters.filters).length > 0;
  return {
    startDate: checkedDate(b.startDate)!,
    endDate: checkedDate(b.endDate)!,
    ...(vendor ? { vendor } : {}),
    ...(filtering ? { filters: filters.filters } : {}),
  };
}

/** The remarks of a request, checked (400 with SPEC.md's message) and as stored. */
export function remarksFrom(remarks: RemarksInput): BillRemark[] {
  const inputs = (remarks ?? []).map((r) => ({ text: r?.text ?? null, amount: r?.amount ?? null }));
  const problem = checkRemarks(inputs);
  if (problem) throw badRequest(problem);
  return normaliseRemarks(inputs);
}

/** Row ids (_id / id) of request rows; a value that is no id at all is a bad request. */
export function rowIdsOf(rows: readonly BillRowInput[], key: '_id' | 'id'): number[] {
  const ids = rows.map((row) => parseRowId(row[key]));
  if (ids.some((id) => id === null)) throw badRequest(GENERIC_MESSAGES.badRequest);
  return [...new Set(ids as number[])];
}
