import { useMemo } from 'react';
import { TRIP_TOTAL_FIELDS } from '../../../../shared/lists/paging';
import {
  fromPaise,
  tdsAmount,
  tdsAndAmountTotals,
  toPaise,
  tripAmount,
} from '../../../../shared/common/money';
import type { TripRecord } from '../../../../shared/trips';
import type { Totals } from '../../../lists/paging';
import type { PagedRows } from '../../../lists/use-paged-rows';
import type { ModelColumn } from '../../../lists/table/use-list-table';
import type { BillTripColumn } from '../common/bill-trip-columns';

/** What a Revise Bill column sorts by: the number for figures (TDS and Amount computed), else the text. */
function sortValue(key: string): (row: TripRecord) => string | number | null | undefined {
  if (key === 'TDS') return (r) => tdsAmount(r.Freight, r.TDS_Rate);
  if (key === 'Amount') return (r) => tripAmount(r);
  return (r) => r[key as keyof TripRecord] as string | number | null | undefined;
}

/**
 * Revise Bill's table model: a bill's trips are all on hand (its search answers them whole), so
 * they sort and filter here, in the browser, like the master data; Trip ID and text columns filter.
 */
export function reviseModelColumns(columns: readonly BillTripColumn[]): ModelColumn<TripRecord>[] {
  return [
    { key: 'TripID', header: 'Trip ID', value: (r) => r.TripID, filterable: true, pinned: true },
    ...columns.map((c) => ({
      key: c.key,
      header: c.header,
      value: sortValue(c.key),
      filterable: !c.numeric && c.key !== 'localDate',
    })),
  ];
}

const WEIGHT_FIELDS = new Set<string>(['Weight', 'ActualWeight', 'DifferenceInWeight']);

/** The total row's sums over these trips (weights to the gram, money to the paisa), keyed as the server's. */
export function sumsOf(rows: readonly TripRecord[]): Totals {
  const sums: Record<string, number> = {};
  for (const field of TRIP_TOTAL_FIELDS) {
    if (WEIGHT_FIELDS.has(field)) {
      sums[field] = Math.round(rows.reduce((sum, r) => sum + Number(r[field] ?? 0) * 1000, 0)) / 1000;
    } else {
      sums[field] = fromPaise(rows.reduce((sum, r) => sum + toPaise(r[field] ?? 0), 0));
    }
  }
  // TDS and Amount come with freight, as the server's totals do.
  return rows.some((r) => 'Freight' in r) ? { ...sums, ...tdsAndAmountTotals(rows) } : sums;
}

/**
 * The list the virtual table draws: the model's rows (sorted and filtered) in place of the
 * search's; where the search has a total row, a filter makes it the filtered trips' sums.
 */
export function useModelList(
  list: PagedRows<TripRecord>,
  rows: readonly TripRecord[],
  filtered: boolean,
): PagedRows<TripRecord> {
  return useMemo(
    () => ({
      ...list,
      count: rows.length,
      rowAt: (i: number) => rows[i],
      totals: filtered && list.totals ? sumsOf(rows) : list.totals,
    }),
    [list, rows, filtered],
  );
}
