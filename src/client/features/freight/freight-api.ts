import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api, bodyMutation, entityListQuery } from '../../app/api';
import { wireCall } from '../../app/wire-call';
import type { AnswerOf, BodyOf } from '../../../shared/common/endpoint';
import { freightEndpoints as calls, type Freight } from '../../../shared/masters/wire';

/** An update answer with its HTTP status: SPEC.md counts only 200 as a successful update. */
export type FreightUpdateResult = AnswerOf<typeof calls.update> & { status: number };

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
      entityListQuery(freightAdapter, calls.list, 'Freight'),
    ),
    addFreight: build.mutation(bodyMutation(calls.add, FREIGHT_CHANGED)),
    updateFreight: build.mutation<FreightUpdateResult, BodyOf<typeof calls.update>>({
      query: (body) => wireCall(calls.update, { body }),
      transformResponse: (body: AnswerOf<typeof calls.update>, meta) => ({
        ...body,
        status: (meta as FetchBaseQueryMeta | undefined)?.response?.status ?? 0,
      }),
      invalidatesTags: (_result, _error, body) => [
        ...FREIGHT_CHANGED,
        { type: 'Freight', id: body.old?._id ?? undefined },
      ],
    }),
    deleteFreight: build.mutation<AnswerOf<typeof calls.remove>, string>({
      query: (id) => wireCall(calls.remove, { path: { id } }),
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
