import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { api, entityListQuery } from '../../app/api';
import type { Vendor, VendorInput, VendorListRow } from '../../../shared/masters/vendor';
import type { MessageResponse } from '../../../shared/common/wire';

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
      entityListQuery(vendorAdapter, '/list-vendor', 'Vendor'),
    ),
    addVendor: build.mutation<MessageResponse & { vendor: Vendor }, VendorInput>({
      query: (body) => ({ url: '/add-vendor', method: 'POST', body }),
      invalidatesTags: VENDORS_CHANGED,
    }),
    updateVendor: build.mutation<MessageResponse, VendorInput & { _id: string }>({
      query: (body) => ({ url: '/update-vendor', method: 'POST', body }),
      invalidatesTags: VENDORS_CHANGED,
    }),
    deleteVendor: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/delete-vendor/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: VENDORS_CHANGED,
    }),
  }),
});

export const { useListVendorsQuery, useAddVendorMutation, useUpdateVendorMutation, useDeleteVendorMutation } =
  vendorsApi;
