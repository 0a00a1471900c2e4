import type { Quarter } from '../../../shared/accounting/month-end';
import type { ChallanInput } from '../../../shared/accounting/tds-challans';
import type { ChallanList } from '../../../shared/accounting/tds-challans-wire';
import { api, listTags } from '../../app/api';

type SavedChallan = { message: string };

/** TDS challans: the quarter's deposits and each month's allocation, record one, delete one. */
export const challansApi = api.injectEndpoints({
  endpoints: (build) => ({
    challans: build.query<ChallanList, { fy: string; quarter: Quarter }>({
      query: (params) => ({ url: '/accounting/challans', params: { ...params } }),
      providesTags: [{ type: 'Challan', id: 'LIST' }],
    }),
    // A deposit moves the register's allocation, the dashboard's amount still to deposit and the audit trail.
    recordChallan: build.mutation<SavedChallan, ChallanInput>({
      query: (body) => ({ url: '/accounting/challans', method: 'POST', body }),
      invalidatesTags: listTags('Challan', 'TdsRegister', 'Dashboard', 'Audit'),
    }),
    deleteChallan: build.mutation<SavedChallan, number>({
      query: (id) => ({ url: `/accounting/challans/${id}`, method: 'DELETE' }),
      invalidatesTags: listTags('Challan', 'TdsRegister', 'Dashboard', 'Audit'),
    }),
  }),
});

export const { useChallansQuery, useRecordChallanMutation, useDeleteChallanMutation } = challansApi;
