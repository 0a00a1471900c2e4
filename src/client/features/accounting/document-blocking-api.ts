import type { DocumentBlocking } from '../../../shared/masters/document-warnings';
import { api, listTags } from '../../app/api';

const URL = '/settings/document-blocking';

/** The admin's setting: which expired documents block trips. */
export const documentBlockingApi = api.injectEndpoints({
  endpoints: (build) => ({
    documentBlocking: build.query<DocumentBlocking, void>({
      query: () => URL,
      transformResponse: (response: { setting: DocumentBlocking }) => response.setting,
      providesTags: [{ type: 'DocumentBlocking', id: 'LIST' }],
    }),
    saveDocumentBlocking: build.mutation<{ message: string; setting: DocumentBlocking }, DocumentBlocking>({
      query: (body) => ({ url: URL, method: 'POST', body }),
      invalidatesTags: listTags('DocumentBlocking', 'Vehicle', 'Audit'),
    }),
  }),
});

export const { useDocumentBlockingQuery, useSaveDocumentBlockingMutation } = documentBlockingApi;
