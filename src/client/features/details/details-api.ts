import type { AnswerOf } from '../../../shared/common/endpoint';
import { detailEndpoints as calls } from '../../../shared/details/wire';
import { api, billTag } from '../../app/api';
import { wireCall } from '../../app/wire-call';

/** The trip page's and the bill page's reads: a change to the trip, or to its bill's money, makes them stale. */
export const detailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    tripDetail: build.query<AnswerOf<typeof calls.trip>, string>({
      query: (tripId) => wireCall(calls.trip, { path: { tripId } }),
      providesTags: (detail, _error, tripId) => [
        { type: 'Trip', id: tripId },
        ...(detail?.bill ? [billTag(detail.bill.billId)] : []),
      ],
    }),
    billDetail: build.query<AnswerOf<typeof calls.bill>, string>({
      query: (billId) => wireCall(calls.bill, { path: { billId } }),
      // Its Tally state moves with an export or a mark as imported.
      providesTags: (_detail, _error, billId) => [billTag(billId), { type: 'TallyExport', id: 'LIST' }],
    }),
  }),
});

export const { useTripDetailQuery, useBillDetailQuery } = detailsApi;
