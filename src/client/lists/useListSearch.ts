import type { ColumnFiltersState, OnChangeFn, SortingState } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { serverMessage } from '../app/errors';
import { useNotify } from '../ui/useNotify';
import type { PageEndpoint } from './listApi';
import { SCREEN_PAGE_SIZE, type Page } from './paging';
import { filterParams, sortParams } from './table/sortParams';
import { usePagedRows, type PagedRows } from './usePagedRows';

/** Waits this long after typing in a column filter stops before asking the server. */
const FILTER_SETTLE_MS = 300;

export interface ListSearchOptions<Filters, Query, Row> {
  initial: Filters;
  /** The shared rule (src/shared/filters.ts): a message when the filters cannot be searched. */
  validate: (filters: Filters) => string | null;
  /** The query sent for valid filters (trimmed, only what is set). */
  toQuery: (filters: Filters) => Query;
  endpoint: PageEndpoint<Query, Row>;
  /** The message of a failed search when the server gave none. */
  failureMessage: string;
  /** A notice when a search found nothing (null: the table's empty row says it). */
  emptyNotice?: (page: Page<Row>, query: Query) => string | null;
  /** Also show a failed search as a notice (not only in the table). */
  notifyFailure?: boolean;
  pageSize?: number;
  /** Search the initial filters at once (a screen opened with its filters in the address). */
  searchAtStart?: boolean;
}

export interface ListSearch<Filters, Query, Row> {
  filters: Filters;
  setFilter: <K extends keyof Filters>(field: K) => (value: Filters[K]) => void;
  /** Searches the filters, with `change` applied first (a choice that searches at once). */
  search: (event?: FormEvent, change?: Partial<Filters>) => Promise<void>;
  /** The filters of the last successful search (null before one). */
  query: Query | null;
  /** A search has been made (successful or not). */
  searched: boolean;
  searching: boolean;
  /** The failed search's message, shown in place of the rows. */
  failure: string | null;
  list: PagedRows<Row>;
  /** The column sort of the table model, asked of the server (a paged list's sort/order). */
  sorting: SortingState;
  setSorting: OnChangeFn<SortingState>;
  /** The per-column text filters of the table model, asked of the server once typing settles. */
  columnFilters: ColumnFiltersState;
  setColumnFilters: OnChangeFn<ColumnFiltersState>;
}

/**
 * The one way a list screen searches: the filters, the shared validator, the first page fetched
 * by a lazy query trigger (`unwrap` gives its answer or its error), the empty and error notices,
 * and then the rows a page at a time for the virtual table.
 */
export function useListSearch<Filters, Query, Row>(options: ListSearchOptions<Filters, Query, Row>): ListSearch<Filters, Query, Row> {
  const { initial, validate, toQuery, endpoint, failureMessage, emptyNotice, notifyFailure, pageSize = SCREEN_PAGE_SIZE, searchAtStart } = options;
  const notify = useNotify();
  const [filters, setFilters] = useState(initial);
  const [query, setQuery] = useState<Query | null>(null);
  const [searched, setSearched] = useState(false);
  const [searching, setSearching] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [trigger] = endpoint.useLazyQuery();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const settledFilters = useSettled(columnFilters, FILTER_SETTLE_MS);
  // The rows are read in the chosen column order and through the column filters; the search
  // itself (and its Excel file) keeps the list's own.
  const sortedQuery = useMemo(
    () => (query === null ? null : ({ ...query, ...sortParams(sorting), ...filterParams(settledFilters) } as Query)),
    [query, sorting, settledFilters],
  );
  const list = usePagedRows(endpoint, sortedQuery, pageSize);

  const setFilter = useCallback(
    <K extends keyof Filters>(field: K) =>
      (value: Filters[K]) =>
        setFilters((current) => ({ ...current, [field]: value })),
    [],
  );

  async function search(event?: FormEvent, change?: Partial<Filters>) {
    event?.preventDefault();
    const current = change ? { ...filters, ...change } : filters;
    if (change) setFilters(current);
    const problem = validate(current);
    if (problem) {
      notify.error(problem);
      return;
    }
    const next = toQuery(current);
    const same = query !== null && JSON.stringify(next) === JSON.stringify(query);
    setSearching(true);
    try {
      // The trigger always asks the server, so searching again shows the latest data.
      const first = await trigger({ ...next, ...sortParams(sorting), ...filterParams(settledFilters), limit: pageSize, offset: 0 }).unwrap();
      setFailure(null);
      setQuery(next);
      if (same) list.refetch();
      const notice = first.totalCount === 0 ? emptyNotice?.(first, next) : null;
      if (notice) notify.info(notice);
    } catch (error) {
      const message = serverMessage(error) ?? fetchErrorText(error) ?? failureMessage;
      setQuery(null);
      setFailure(message);
      if (notifyFailure) notify.error(message);
    } finally {
      setSearched(true);
      setSearching(false);
    }
  }

  // Once, on the first render only: later address changes do not search again by themselves.
  const searchedAtStart = useRef(false);
  useEffect(() => {
    if (!searchAtStart || searchedAtStart.current) return;
    searchedAtStart.current = true;
    void search();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { filters, setFilter, search, query, searched, searching, failure, list, sorting, setSorting, columnFilters, setColumnFilters };
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

/** The text of a fetch that got no answer (a network failure). */
function fetchErrorText(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'error' in error && typeof error.error === 'string') return error.error;
  return undefined;
}
