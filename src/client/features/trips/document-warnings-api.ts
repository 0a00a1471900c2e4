import type { DocumentWarning } from '../../../shared/masters/document-warnings';
import { api } from '../../app/api';

export interface TruckDocumentWarnings {
  truckNumber: string;
  date: string;
  warnings: DocumentWarning[];
  /** The expired documents the admin made blocking. */
  blocked: string[];
}

/** The truck's expired or expiring documents on a trip date: listed when the truck is picked, asked again just before saving. */
export const documentWarningsApi = api.injectEndpoints({
  endpoints: (build) => ({
    truckDocumentWarnings: build.query<TruckDocumentWarnings, { truckNumber: string; date?: string }>({
      query: ({ truckNumber, date }) => ({
        url: '/api/truck-document-warnings',
        params: { truckNumber, ...(date ? { date } : {}) },
      }),
      // Always asked fresh: a document may have been renewed a minute ago.
      keepUnusedDataFor: 0,
      providesTags: [{ type: 'Vehicle', id: 'LIST' }],
    }),
  }),
});

export const { useLazyTruckDocumentWarningsQuery, useTruckDocumentWarningsQuery } = documentWarningsApi;
