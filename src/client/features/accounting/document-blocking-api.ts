import type { DocumentBlocking } from '../../../shared/masters/document-warnings';
import { api, listTags } from '../../app/api';
import { settingEndpoints } from './setting-endpoints';

const documentBlocking = settingEndpoints<DocumentBlocking, 'setting'>(
  '/settings/document-blocking',
  'setting',
  {
    provides: [{ type: 'DocumentBlocking', id: 'LIST' }],
    invalidates: listTags('DocumentBlocking', 'Vehicle', 'Audit'),
  },
);

/** The admin's setting: which expired documents block trips. */
export const documentBlockingApi = api.injectEndpoints({
  endpoints: (build) => ({
    documentBlocking: build.query<DocumentBlocking, void>(documentBlocking.read),
    saveDocumentBlocking: build.mutation<{ message: string; setting: DocumentBlocking }, DocumentBlocking>(
      documentBlocking.save,
    ),
  }),
});

export const { useDocumentBlockingQuery, useSaveDocumentBlockingMutation } = documentBlockingApi;
