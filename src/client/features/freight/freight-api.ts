import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api, entityListQuery } from '../../app/api';
import type { Freight, FreightPayload, FreightUpdateBody } from '../../../shared/masters/freight';
import type { MessageResponse } from '../../../shared/common/wire';

/** An update answer with its HTTP status: SPEC.md counts only 200 as a successful update. */
export interface FreightUpdateResult extends MessageResponse {
  status: number;
}

/** Freight rates by id, in the server's order (from, then to). */
export const freightAdapter = createEntityAdapter<Freight>();

/**
 * A freight change also changes the trip form's destination look-up (GET /api/destination,
 * tagged 'Destination'), so every mutation invalidates both.
 */
const FREIGHT_CHANGED = [{ type: 'Freight' as const, id: 'LIST' }, 'Destination' as const];

/** The Freight screen's calls (SPEC.md section 7). */
export const freightApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFreight: build.query<EntityState<Freight, string>, void>(
      entityListQuery(freightAdapter, '/list-freight', 'Freight'),
    ),
    addFreight: build.mutation<MessageResponse & { freight: Freight }, FreightPayload>({
      query: (body) => ({ url: '/add-freight', method: 'POST', body }),
      invalidatesTags: FREIGHT_CHANGED,
    }),
    updateFreight: build.mutation<FreightUpdateResult, FreightUpdateBody>({
      query: (body) => ({ url: '/update-freight', method: 'POST', body }),
      transformResponse: (body: MessageResponse, meta) => ({
        ...body,
        status: (meta as FetchBaseQueryMeta | undefined)?.response?.status ?? 0,
      }),
      invalidatesTags: (_result, _error, body) => [...FREIGHT_CHANGED, { type: 'Freight', id: body.old._id }],
    }),
    deleteFreight: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/delete-freight/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [...FREIGHT_CHANGED, { type: 'Freight', id }],
    }),
  }),
});

export const {
  useListFreightQuery,
  useAddFreightMutation,
  useUpdateFreightMutation,
  useDeleteFreightMutation,
} = freightApi;
