import type { ColumnFiltersState, OnChangeFn, SortingState } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import type { AddressParams } from '../address-params';
import { controlsFromAddress, filterParams, sortParams, writeControls } from './sort-params';

/** Waits this long after typing in a column filter stops before asking the server. */
const FILTER_SETTLE_MS = 300;

/** A paged list's column sort and per-column filters: the table model's state, asked of the server. */
export interface ListControls {
  sorting: SortingState;
  setSorting: OnChangeFn<SortingState>;
  columnFilters: ColumnFiltersState;
  setColumnFilters: OnChangeFn<ColumnFiltersState>;
}

/**
 * The column controls of a paged list and the query fields they add (sort/order, and `filters`
 * once typing has settled), so every list screen asks the server the same way. They are kept in
 * the address under the same names (after `addressPrefix` for a screen's second list), so a reload
 * or a shared link sorts and filters alike.
 */
export function useListControls(
  address: AddressParams,
  addressPrefix = '',
): {
  controls: ListControls;
  params: { sort?: string; order?: 'asc' | 'desc'; filters?: string };
} {
  const [opened] = useState(() => controlsFromAddress(address.opened, addressPrefix));
  const [sorting, setSorting] = useState<SortingState>(opened.sorting);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>(opened.columnFilters);
  const settledFilters = useSettled(columnFilters, FILTER_SETTLE_MS);
  const controls = useMemo(
    () => ({ sorting, setSorting, columnFilters, setColumnFilters }),
    [sorting, columnFilters],
  );
  const params = useMemo(
    () => ({ ...sortParams(sorting), ...filterParams(settledFilters) }),
    [sorting, settledFilters],
  );
  const { update } = address;
  useEffect(
    () => update((search) => writeControls(search, params, addressPrefix)),
    [update, params, addressPrefix],
  );
  return { controls, params };
}

/** The value once it has stayed the same for `ms` (typing in a filter box asks once, not per key). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
