import type { AnswerOf } from '../../../shared/common/endpoint';
import type { DocumentBlocking } from '../../../shared/masters/document-warnings';
import { tripEndpoints } from '../../../shared/trips/wire';
import { api, listTags } from '../../app/api';
import { settingEndpoints } from './setting-endpoints';

const blocking = settingEndpoints(
  tripEndpoints.documentBlocking,
  tripEndpoints.saveDocumentBlocking,
  'setting',
  {
    provides: [{ type: 'DocumentBlocking', id: 'LIST' }],
    invalidates: listTags('DocumentBlocking', 'Vehicle', 'Audit'),
  },
);

/** The admin's setting: which expired documents block trips. */
export const documentBlockingApi = api.injectEndpoints({
  endpoints: (build) => ({
    documentBlocking: build.query<DocumentBlocking, void>(blocking.read),
    saveDocumentBlocking: build.mutation<
      AnswerOf<typeof tripEndpoints.saveDocumentBlocking>,
      DocumentBlocking
    >(blocking.save),
  }),
});

export const { useDocumentBlockingQuery, useSaveDocumentBlockingMutation } = documentBlockingApi;
