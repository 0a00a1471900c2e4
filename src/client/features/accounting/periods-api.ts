import { periodEndpoints as calls, type PeriodClosure } from '../../../shared/accounting/periods-wire';
import type { AnswerOf } from '../../../shared/common/endpoint';
import { api, billMoneyTags, bodyMutation, listTags } from '../../app/api';
import { wireCall } from '../../app/wire-call';

// Closing keeps the register as filed and reopening makes it live again; either changes which
// days bills and payments may take, so every bill's money answers refetch (no bill named).
const PERIOD_CHANGE_TAGS = [...listTags('Period'), ...billMoneyTags()];

/** Quarters that close: the closures, closing (accountant, admin) and reopening (admin, with a reason). */
export const periodsApi = api.injectEndpoints({
  endpoints: (build) => ({
    periods: build.query<PeriodClosure[], void>({
      query: () => wireCall(calls.list),
      transformResponse: (response: AnswerOf<typeof calls.list>) => response.periods,
      providesTags: listTags('Period'),
    }),
    closePeriod: build.mutation(bodyMutation(calls.close, PERIOD_CHANGE_TAGS)),
    reopenPeriod: build.mutation(bodyMutation(calls.reopen, PERIOD_CHANGE_TAGS)),
  }),
});

export const { usePeriodsQuery, useClosePeriodMutation, useReopenPeriodMutation } = periodsApi;
