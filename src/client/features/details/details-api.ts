import type { AnswerOf } from '../../../shared/common/endpoint';
import { detailEndpoints as calls } from '../../../shared/details/wire';
import { api, BILL_MONEY_TAGS } from '../../app/api';
import { wireCall } from '../../app/wire-call';

/** The trip page's and the bill page's reads; any change to trips, bills or payments makes them stale. */
export const detailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    tripDetail: build.query<AnswerOf<typeof calls.trip>, string>({
      query: (tripId) => wireCall(calls.trip, { path: { tripId } }),
      providesTags: ['Trip', 'Report', ...BILL_MONEY_TAGS],
    }),
    billDetail: build.query<AnswerOf<typeof calls.bill>, string>({
      query: (billId) => wireCall(calls.bill, { path: { billId } }),
      providesTags: ['Transaction', 'TallyExport', ...BILL_MONEY_TAGS],
    }),
  }),
});

export const { useTripDetailQuery, useBillDetailQuery } = detailsApi;
