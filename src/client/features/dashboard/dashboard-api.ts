import type { AnswerOf } from '../../../shared/common/endpoint';
import { dashboardEndpoints as calls } from '../../../shared/dashboard/overview-wire';
import { api } from '../../app/api';
import { wireCall } from '../../app/wire-call';

/** The Dashboard's numbers: fetched fresh whenever the screen opens. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<AnswerOf<typeof calls.dashboard>, void>({
      query: () => wireCall(calls.dashboard),
      providesTags: [{ type: 'Dashboard', id: 'LIST' }],
    }),
    /** The next TDS deposit and quarterly statement due (accountants and admins). */
    tdsDue: build.query<AnswerOf<typeof calls.tdsDue>, void>({
      query: () => wireCall(calls.tdsDue),
      providesTags: [
        { type: 'Dashboard', id: 'LIST' },
        { type: 'Challan', id: 'LIST' },
      ],
    }),
  }),
});

export const { useDashboardQuery, useTdsDueQuery } = dashboardApi;
