import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../app/api';
import type { RootState } from '../app/store';
import type { Page, PageArgs, PagedSource } from './paging';

/** Seconds a page nobody shows stays cached: scrolling back is instant, memory stays bounded. */
export const PAGE_CACHE_SECONDS = 30;

/** Everything a screen's page endpoint offers that the list hooks use. */
export interface PageEndpoint<Query, Row> {
  initiate(
    arg: Query & PageArgs,
    options?: { subscribe?: boolean; forceRefetch?: boolean },
  ): ThunkAction<PageSubscription<Row>, RootState, unknown, UnknownAction>;
  select(arg: Query & PageArgs): (state: RootState) => PageState<Row>;
  useLazyQuery(): readonly [(arg: Query & PageArgs) => { unwrap(): Promise<Page<Row>> }, ...unknown[]];
}

export interface PageSubscription<Row> {
  unsubscribe(): void;
  refetch(): unknown;
  abort(): void;
  unwrap(): Promise<Page<Row>>;
}

export interface PageState<Row> {
  data?: Page<Row>;
  error?: unknown;
  isError: boolean;
  isLoading: boolean;
  isUninitialized: boolean;
  status: string;
}

/**
 * The definition of a screen's page endpoint: its request and answer from the screen's source,
 * the tags its rows provide, and a short cache life for pages out of view.
 */
export function pageEndpoint<Query, Row>(
  source: PagedSource<Query, Row>,
  tags: (rows: readonly Row[]) => ListTag[],
) {
  return {
    query: ({ limit, offset, ...query }: Query & PageArgs) =>
      source.request(query as Query, { limit, offset }),
    transformResponse: (answer: unknown) => source.read(answer),
    providesTags: (page: Page<Row> | undefined) => tags(page?.rows ?? []),
    keepUnusedDataFor: PAGE_CACHE_SECONDS,
  };
}

type TagType = (typeof api)['util'] extends { invalidateTags: (tags: Array<infer T>) => unknown } ? T : never;
export type ListTag = Exclude<TagType, string | null | undefined>;

/** Pages fetched for an Excel file: read once and dropped at once (a year is many megabytes). */
export const listApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportPage: build.query<unknown, FetchArgs>({ query: (args) => args, keepUnusedDataFor: 0 }),
  }),
});
