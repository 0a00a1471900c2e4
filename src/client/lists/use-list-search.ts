import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { serverMessage } from '../app/errors';
import { useNotify } from '../ui/use-notify';
import { filtersFromAddress, useAddressParams, writeFilters } from './address-params';
import type { PageEndpoint } from './list-api';
import { SCREEN_PAGE_SIZE } from '../../shared/lists/paging';
import type { Page } from './paging';
import { useListControls, type ListControls } from './table/use-list-controls';
import { usePagedRows, type PagedRows } from './use-paged-rows';

export interface ListSearchOptions<Filters, Query, Row> {
  initial: Filters;
  /** The shared rule (src/shared/lists/search-filters.ts): a message when the filters cannot be searched. */
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
}

export interface ListSearch<Filters, Query, Row> {
  filters: Filters;
  setFilter: <K extends keyof Filters>(field: K) => (value: Filters[K]) => void;
  /** Searches the filters, with `change` applied first (a choice that searches at once). */
  search: (event?: FormEvent, change?: Partial<Filters>) => Promise<void>;
  /** The filters of the last successful search (null before one). */
  query: Query | null;
  /** That search with the column sort and filters on screen: what the rows and the Excel file read. */
  listQuery: Query | null;
  /** A search has been made (successful or not). */
  searched: boolean;
  searching: boolean;
  /** The failed search's message, shown in place of the rows. */
  failure: string | null;
  list: PagedRows<Row>;
  /** The table model's column sort and filters, asked of the server (a paged list's sort/order and filters). */
  controls: ListControls;
}

/**
 * The one way a list screen searches: the filters, the shared validator, the first page fetched
 * by a lazy query trigger (`unwrap` gives its answer or its error), the empty and error notices,
 * and then the rows a page at a time for the virtual table. A search that found its list is
 * written into the address with the column sort and filters; a screen opened at such an address
 * (a reload, Back, a shared link, the Dashboard's bars) fills them in and searches at once.
 */
export function useListSearch<Filters extends object, Query, Row>(
  options: ListSearchOptions<Filters, Query, Row>,
): ListSearch<Filters, Query, Row> {
  const {
    initial,
    validate,
    toQuery,
    endpoint,
    failureMessage,
    emptyNotice,
    notifyFailure,
    pageSize = SCREEN_PAGE_SIZE,
  } = options;
  const notify = useNotify();
  const address = useAddressParams();
  const [opened] = useState(() => filtersFromAddress(address.opened, initial));
  const [filters, setFilters] = useState(opened.filters);
  const [query, setQuery] = useState<Query | null>(null);
  const [searched, setSearched] = useState(false);
  const [searching, setSearching] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [trigger] = endpoint.useLazyQuery();
  const { controls, params } = useListControls(address);
  // The rows, and the Excel file, are read in the chosen column order and through the column filters.
  const sortedQuery = useMemo(
    () => (query === null ? null : ({ ...query, ...params } as Query)),
    [query, params],
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
    notify.attempt();
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
      const first = await trigger({ ...next, ...params, limit: pageSize, offset: 0 }).unwrap();
      setFailure(null);
      setQuery(next);
      address.update((search) => writeFilters(search, initial, current));
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
  // Filters that break the rule are only filled in (the screen opens unsearched, without a notice).
  const searchedAtStart = useRef(false);
  useEffect(() => {
    if (!opened.given || searchedAtStart.current || validate(opened.filters)) return;
    searchedAtStart.current = true;
    void search();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A first page refused after the search (a column filter or sort the server turns down) is a
  // failure too: without it the table would read 'No records available'.
  const listError = list.firstPage === undefined ? list.error : undefined;
  const listFailure =
    listError === undefined
      ? null
      : (serverMessage(listError) ?? fetchErrorText(listError) ?? failureMessage);

  return {
    filters,
    setFilter,
    search,
    query,
    listQuery: sortedQuery,
    searched,
    searching,
    failure: failure ?? listFailure,
    list,
    controls,
  };
}

/** The text of a fetch that got no answer (a network failure). */
function fetchErrorText(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'error' in error && typeof error.error === 'string')
    return error.error;
  return undefined;
}
