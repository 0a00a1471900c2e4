import type { EntityState } from '@reduxjs/toolkit';
import { vendorEndpoints, type VendorOption } from '../../shared/masters/wire';
import { api } from '../app/api';
import { optionsLookup } from './options-lookup';

/**
 * The vendor choices (GET /api/vendors) the trip form and Billing offer, normalized by id
 * (DESIGN.md section 1). A look-up every screen may use, so it lives outside the features.
 */
const vendorOptions = optionsLookup<VendorOption>((v) => v._id);

const vendorOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    vendorOptions: build.query<EntityState<VendorOption, string>, void>(
      vendorOptions.endpoint(vendorEndpoints.options, 'Vendor'),
    ),
  }),
});

export const { useVendorOptionsQuery } = vendorOptionsApi;
export const selectVendorOptions = vendorOptions.selectAll(vendorOptionsApi.endpoints.vendorOptions.select());
