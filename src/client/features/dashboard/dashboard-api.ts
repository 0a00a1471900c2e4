import type { DashboardData } from '../../../shared/dashboard/summary';
import type { TdsDueDates } from '../../../shared/accounting/tds-due-dates';
import { api } from '../../app/api';

/** The Dashboard's numbers: fetched fresh whenever the screen opens. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<DashboardData, void>({
      query: () => '/api/dashboard',
      providesTags: [{ type: 'Dashboard', id: 'LIST' }],
    }),
    /** The next TDS deposit and Form 26Q due (accountants and admins). */
    tdsDue: build.query<TdsDueDates, void>({
      query: () => '/api/dashboard/tds',
      providesTags: [
        { type: 'Dashboard', id: 'LIST' },
        { type: 'Challan', id: 'LIST' },
      ],
    }),
  }),
});

export const { useDashboardQuery, useTdsDueQuery } = dashboardApi;
