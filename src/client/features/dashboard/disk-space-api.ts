import type { AnswerOf } from '../../../shared/common/endpoint';
import { diskSpaceEndpoints as calls } from '../../../shared/disk-space/wire';
import { api } from '../../app/api';
import { wireCall } from '../../app/wire-call';

/** The free space of the server's disk (admins only): the dashboard's warning banner. */
export const diskSpaceApi = api.injectEndpoints({
  endpoints: (build) => ({
    diskSpace: build.query<AnswerOf<typeof calls.read>, void>({
      query: () => wireCall(calls.read),
      providesTags: [{ type: 'Dashboard', id: 'LIST' }],
    }),
  }),
});

export const { useDiskSpaceQuery } = diskSpaceApi;
