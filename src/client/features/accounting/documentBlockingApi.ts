import type { DocumentBlocking } from '../../../shared/documentWarnings';
import { api, listTags } from '../../app/api';

/** The admin's setting: which expired documents block trips. */
export const documentBlockingApi = api.injectEndpoints({
  endpoints: (build) => ({
    documentBlocking: build.query<DocumentBlocking, void>({
      query: () => '/settings/document-blocking',
      transformResponse: (response: { setting: DocumentBlocking }) => response.setting,
      providesTags: [{ type: 'DocumentBlocking', id: 'LIST' }],
    }),
    saveDocumentBlocking: build.mutation<{ message: string; setting: DocumentBlocking }, DocumentBlocking>({
      query: (body) => ({ url: '/settings/document-blocking', method: 'POST', body }),
      invalidatesTags: listTags('DocumentBlocking', 'Vehicle', 'Audit'),
    }),
  }),
});

export const { useDocumentBlockingQuery, useSaveDocumentBlockingMutation } = documentBlockingApi;
