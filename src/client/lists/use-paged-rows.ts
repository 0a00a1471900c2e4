import { createSelector } from '@reduxjs/toolkit';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import type { RootState } from '../app/store';
import type { PageEndpoint, PageState, PageSubscription } from './list-api';
import { SCREEN_PAGE_SIZE } from '../../shared/lists/paging';
import type { Page, Totals } from './paging';

/** Waits this long after a scroll stops before asking for pages, so a fast scroll asks for none on the way. */
const SETTLE_MS = 120;

const NO_PAGES: PageState<never>[] = [];
const NO_PAGES_IN_VIEW: readonly number[] = [];

export interface PagedRows<Row> {
  /** Every matching row (the virtual table's length); 0 before the first page. */
  count: number;
  totals: Totals | null;
  /** The first page, with the server's message when nothing matched. */
  firstPage: Page<Row> | undefined;
  /** The row at an index of the whole list, or undefined while its page loads. */
  rowAt: (index: number) => Row | undefined;
  /** The rows of the pages on hand, in order (for selection look-ups). */
  loadedRows: () => Row[];
  /** Tells which rows are in view: their pages are fetched and kept. */
  showRange: (first: number, last: number) => void;
  isFetching: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * The rows of a list, a page at a time: the first page always, and the pages of the rows in
 * view. Each page is its own RTK Query cache entry, subscribed while it is in view, so memory
 * stays bounded however far the user scrolls; tag invalidation refetches the pages in view.
 */
export function usePagedRows<Query, Row>(
  endpoint: PageEndpoint<Query, Row>,
  query: Query | null,
  pageSize = SCREEN_PAGE_SIZE,
): PagedRows<Row> {
  const dispatch = useAppDispatch();
  // The pages in view belong to their search: a new search starts at the top.
  const [view, setView] = useState<{ query: Query | null; pages: readonly number[] }>({ query, pages: [] });
  const inView = view.query === query ? view.pages : NO_PAGES_IN_VIEW;
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const subscriptions = useRef<PageSubscription<Row>[]>([]);

  useEffect(() => () => clearTimeout(settle.current), []);

  const pages = useMemo(() => [...new Set([0, ...inView])].sort((a, b) => a - b), [inView]);
  const argOf = useCallback(
    (page: number) => ({ ...(query as Query), limit: pageSize, offset: page * pageSize }),
    [query, pageSize],
  );

  const selectPages = useMemo(() => {
    if (query === null) return () => NO_PAGES as PageState<Row>[];
    const selectors = pages.map((page) => endpoint.select(argOf(page)));
    return createSelector(selectors, (...states: PageState<Row>[]) => states);
  }, [endpoint, query, pages, argOf]) as (state: RootState) => PageState<Row>[];
  const states = useAppSelector(selectPages);

  const byPage = useMemo(() => new Map(pages.map((page, i) => [page, states[i]?.data])), [pages, states]);
  const firstPage = byPage.get(0);
  // A call that pages nothing (Revise Bill's bill search) answers every row at once: no more pages.
  const whole = firstPage !== undefined && firstPage.rows.length > pageSize;

  useEffect(() => {
    if (query === null) return undefined;
    const subs = (whole ? [0] : pages).map((page) => dispatch(endpoint.initiate(argOf(page))));
    subscriptions.current = subs;
    return () => subs.forEach((s) => s.unsubscribe());
  }, [dispatch, endpoint, query, pages, argOf, whole]);

  const showRange = useCallback(
    (first: number, last: number) => {
      clearTimeout(settle.current);
      settle.current = setTimeout(() => {
        const wanted: number[] = [];
        for (let p = Math.floor(first / pageSize); p <= Math.floor(Math.max(last, first) / pageSize); p += 1)
          wanted.push(p);
        setView((current) =>
          current.query === query && current.pages.join() === wanted.join()
            ? current
            : { query, pages: wanted },
        );
      }, SETTLE_MS);
    },
    [pageSize, query],
  );

  const rowAt = useCallback(
    (index: number) =>
      whole ? firstPage.rows[index] : byPage.get(Math.floor(index / pageSize))?.rows[index % pageSize],
    [byPage, pageSize, whole, firstPage],
  );
  const loadedRows = useCallback(() => [...byPage.values()].flatMap((page) => page?.rows ?? []), [byPage]);
  const refetch = useCallback(() => subscriptions.current.forEach((s) => s.refetch()), []);

  return {
    count: firstPage?.totalCount ?? 0,
    totals: firstPage?.totals ?? null,
    firstPage,
    rowAt,
    loadedRows,
    showRange,
    isFetching: states.some((s) => s?.status === 'pending'),
    error: states.find((s) => s?.isError)?.error,
    refetch,
  };
}
