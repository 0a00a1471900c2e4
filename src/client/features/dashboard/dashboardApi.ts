import type { DashboardData } from '../../../shared/dashboard';
import { api } from '../../app/api';

/** The Dashboard's numbers (issue 13): fetched fresh whenever the screen opens. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<DashboardData, void>({
      query: () => '/api/dashboard',
      providesTags: [{ type: 'Dashboard', id: 'LIST' }],
    }),
  }),
});

export const { useDashboardQuery } = dashboardApi;
