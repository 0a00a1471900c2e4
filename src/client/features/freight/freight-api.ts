import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api, bodyMutation, tagsByRow } from '../../app/api';
import { wireCall } from '../../app/wire-call';
import type { AnswerOf, BodyOf } from '../../../shared/common/endpoint';
import { freightEndpoints as calls, type Freight } from '../../../shared/masters/wire';

/** An update answer with its HTTP status: SPEC.md counts only 200 as a successful update. */
export type FreightUpdateResult = AnswerOf<typeof calls.update> & { status: number };

/**
 * A freight change also changes the trip form's destination look-up (GET /api/destination,
 * tagged 'Destination'), so every mutation invalidates both.
 */
const FREIGHT_CHANGED = [{ type: 'Freight' as const, id: 'LIST' }, 'Destination' as const];

/** The Freight screen's calls (SPEC.md section 7). */
export const freightApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The rates in the server's order (from, then to): a plain list, since no screen looks one up by id. */
    listFreight: build.query<Freight[], void>({
      query: () => wireCall(calls.list),
      providesTags: tagsByRow('Freight', (f) => f._id),
    }),
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
