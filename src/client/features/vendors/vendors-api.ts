import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { api, entityListQuery } from '../../app/api';
import { wireCall } from '../../app/wire-call';
import type { AnswerOf, BodyOf } from '../../../shared/common/endpoint';
import { vendorEndpoints as calls, type VendorListRow } from '../../../shared/masters/wire';

/** Vendors by id, in the server's order. */
export const vendorAdapter = createEntityAdapter<VendorListRow>();

/**
 * A vendor change also changes the trip form's vendor suggestions (GET /api/vendors), so every
 * mutation invalidates the whole 'Vendor' tag type: this list and any other vendor list.
 */
const VENDORS_CHANGED = ['Vendor' as const];

/** The Vendor screen's calls (SPEC.md section 7). */
export const vendorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listVendors: build.query<EntityState<VendorListRow, string>, void>(
      entityListQuery(vendorAdapter, calls.list, 'Vendor'),
    ),
    addVendor: build.mutation<AnswerOf<typeof calls.add, 201>, BodyOf<typeof calls.add>>({
      query: (body) => wireCall(calls.add, { body }),
      invalidatesTags: VENDORS_CHANGED,
    }),
    updateVendor: build.mutation<
      AnswerOf<typeof calls.update>,
      BodyOf<typeof calls.update> & { _id: string }
    >({
      query: (body) => wireCall(calls.update, { body }),
      invalidatesTags: VENDORS_CHANGED,
    }),
    deleteVendor: build.mutation<AnswerOf<typeof calls.remove>, string>({
      query: (id) => wireCall(calls.remove, { path: { id } }),
      invalidatesTags: VENDORS_CHANGED,
    }),
  }),
});

export const { useListVendorsQuery, useAddVendorMutation, useUpdateVendorMutation, useDeleteVendorMutation } =
  vendorsApi;
