import type { Quarter } from '../../../shared/accounting/month-end';
import type { PeriodClosure } from '../../../shared/accounting/periods';
import { api, BILL_MONEY_TAGS, listTags } from '../../app/api';

interface PeriodChanged {
  message: string;
  period: PeriodClosure;
}

// Closing keeps the register as filed and reopening makes it live again; either changes which
// days bills and payments may take, so every bill money answer refetches.
const PERIOD_CHANGE_TAGS = [...listTags('Period'), ...BILL_MONEY_TAGS];

/** Quarters that close: the closures, closing (accountant, admin) and reopening (admin, with a reason). */
export const periodsApi = api.injectEndpoints({
  endpoints: (build) => ({
    periods: build.query<PeriodClosure[], void>({
      query: () => '/accounting/periods',
      transformResponse: (response: { periods: PeriodClosure[] }) => response.periods,
      providesTags: listTags('Period'),
    }),
    closePeriod: build.mutation<PeriodChanged, { fy: string; quarter: Quarter }>({
      query: (body) => ({ url: '/accounting/periods/close', method: 'POST', body }),
      invalidatesTags: PERIOD_CHANGE_TAGS,
    }),
    reopenPeriod: build.mutation<PeriodChanged, { fy: string; quarter: Quarter; reason: string }>({
      query: (body) => ({ url: '/accounting/periods/reopen', method: 'POST', body }),
      invalidatesTags: PERIOD_CHANGE_TAGS,
    }),
  }),
});

export const { usePeriodsQuery, useClosePeriodMutation, useReopenPeriodMutation } = periodsApi;
