import type { AnswerOf } from '../../../shared/common/endpoint';
import { tripEndpoints as calls } from '../../../shared/trips/wire';
import { api } from '../../app/api';
import { wireCall } from '../../app/wire-call';

/** The truck's expired or expiring documents on a trip date: listed when the truck is picked, asked again just before saving. */
export const documentWarningsApi = api.injectEndpoints({
  endpoints: (build) => ({
    truckDocumentWarnings: build.query<
      AnswerOf<typeof calls.documentWarnings>,
      { truckNumber: string; date?: string }
    >({
      query: ({ truckNumber, date }) =>
        wireCall(calls.documentWarnings, { query: { truckNumber, ...(date ? { date } : {}) } }),
      // Always asked fresh: a document may have been renewed a minute ago.
      keepUnusedDataFor: 0,
      providesTags: [{ type: 'Vehicle', id: 'LIST' }],
    }),
  }),
});

export const { useLazyTruckDocumentWarningsQuery, useTruckDocumentWarningsQuery } = documentWarningsApi;
