import { createSelector } from '@reduxjs/toolkit';
import type { TripRecord } from '../../../../../shared/trips';
import type { RootState } from '../../../../app/store';
import type { PageEndpoint, PageState } from '../../../../lists/list-api';
import type { PageArgs } from '../../../../lists/paging';
import { billingApi, type ReviseFilters, type RevisePages } from '../../common/billing-api';

type ReviseArg = ReviseFilters & PageArgs;
const revisePage = billingApi.endpoints.revisePage;

/**
 * One of Revise Bill's two lists as a page endpoint for the list hooks: both lists come in one
 * answer per page (one call, one cache entry), each table reads its own half.
 */
export function reviseList(list: keyof RevisePages): PageEndpoint<ReviseFilters, TripRecord> {
  return {
    initiate: (arg: ReviseArg) => revisePage.initiate(arg) as never,
    select: (arg: ReviseArg) =>
      createSelector(revisePage.select(arg), (state): PageState<TripRecord> => ({
        ...state,
        data: state.data?.[list],
      })) as (state: RootState) => PageState<TripRecord>,
    useLazyQuery: revisePage.useLazyQuery as never,
  };
}

export const REVISE_BILLED = reviseList('billed');
export const REVISE_ACKNOWLEDGED = reviseList('acknowledged');
