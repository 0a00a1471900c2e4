import { parseBillFilters, type BillFilters } from '../../../shared/columnFilters';
import { parseRowId } from '../../db/rows';
import { badRequest } from '../../http-errors';
import { checkRemarks, normaliseRemarks, type BillRemark } from '../../../shared/billing';
import { isIsoDate } from '../../../shared/dates';
import { checkTransactionsFilters } from '../../../shared/filters';
import { GENERIC_MESSAGES } from '../../../shared/messages';
import { TRIP_MESSAGES } from '../../../shared/trip';

/** The parts of billing requests as sent: trimmed text, dates, remarks and row ids, checked. */

export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
export const asObject = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

export function checkedDate(value: unknown): string | undefined {
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
export function transactionsRange(body: unknown): BillDateRange {
  const b = asObject(body);
  const problem = checkTransactionsFilters(text(b.startDate), text(b.endDate));
  if (problem) throw badRequest(problem);
  const vendor = text(b.vendor);
  const filters = parseBillFilters(b);
  if (!filters.ok) throw badRequest(filters.message);
  const filtering = Object.keys(filters.filters).length > 0;
  return { startDate: checkedDate(b.startDate)!, endDate: checkedDate(b.endDate)!, ...(vendor ? { vendor } : {}), ...(filtering ? { filters: filters.filters } : {}) };
}

/** The remarks of a request, checked (400 with SPEC.md's message) and as stored. */
export function remarksFrom(value: unknown): BillRemark[] {
  if (value !== undefined && value !== null && !Array.isArray(value)) throw badRequest(GENERIC_MESSAGES.badRequest);
  const list = (value ?? []) as unknown[];
  const inputs = list.map((r) => {
    const o = asObject(r);
    return { text: typeof o.text === 'string' ? o.text : o.text == null ? null : String(o.text), amount: o.amount as string | number | null };
  });
  const problem = checkRemarks(inputs);
  if (problem) throw badRequest(problem);
  return normaliseRemarks(inputs);
}


/** Row ids (_id / id) of request rows; a value that is no id at all is a bad request. */
export function rowIdsOf(rows: unknown[], key: '_id' | 'id'): number[] {
  const ids = rows.map((row) => parseRowId(asObject(row)[key]));
  if (ids.some((id) => id === null)) throw badRequest(GENERIC_MESSAGES.badRequest);
  return [...new Set(ids as number[])];
}
