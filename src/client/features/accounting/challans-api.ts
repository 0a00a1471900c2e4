import { tdsEndpoints as calls } from '../../../shared/accounting/tds-challans-wire';
import type { AnswerOf, QueryOf } from '../../../shared/common/endpoint';
import { api, bodyMutation, listTags } from '../../app/api';
import { wireCall } from '../../app/wire-call';

/** TDS challans: the quarter's deposits and each month's allocation, record one, delete one. */
export const challansApi = api.injectEndpoints({
  endpoints: (build) => ({
    challans: build.query<AnswerOf<typeof calls.challans>, Required<QueryOf<typeof calls.challans>>>({
      query: (query) => wireCall(calls.challans, { query }),
      providesTags: [{ type: 'Challan', id: 'LIST' }],
    }),
    // A deposit moves the register's allocation, the dashboard's amount still to deposit and the audit trail.
    recordChallan: build.mutation(
      bodyMutation(calls.recordChallan, listTags('Challan', 'TdsRegister', 'Dashboard', 'Audit')),
    ),
    deleteChallan: build.mutation<AnswerOf<typeof calls.deleteChallan>, number>({
      query: (id) => wireCall(calls.deleteChallan, { path: { id } }),
      invalidatesTags: listTags('Challan', 'TdsRegister', 'Dashboard', 'Audit'),
    }),
  }),
});

export const { useChallansQuery, useRecordChallanMutation, useDeleteChallanMutation } = challansApi;
