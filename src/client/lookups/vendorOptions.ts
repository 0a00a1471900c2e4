import { createEntityAdapter, createSelector, type EntityState } from '@reduxjs/toolkit';
import type { VendorOption } from '../../shared/vendor';
import { api } from '../app/api';

/**
 * The vendor choices (GET /api/vendors) the trip form and Billing offer, normalized by id
 * (DESIGN.md section 1). A look-up every screen may use, so it lives outside the features.
 */
const vendorOptionsAdapter = createEntityAdapter<VendorOption, string>({ selectId: (v) => v._id });
const empty = vendorOptionsAdapter.getInitialState();

const vendorOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    vendorOptions: build.query<EntityState<VendorOption, string>, void>({
      query: () => '/api/vendors',
      transformResponse: (rows: VendorOption[]) => vendorOptionsAdapter.setAll(empty, rows),
      providesTags: [{ type: 'Vendor', id: 'LIST' }],
    }),
  }),
});

export const { useVendorOptionsQuery } = vendorOptionsApi;
const selectState = createSelector(vendorOptionsApi.endpoints.vendorOptions.select(), (r) => r.data ?? empty);
export const { selectAll: selectVendorOptions } = vendorOptionsAdapter.getSelectors(selectState);
