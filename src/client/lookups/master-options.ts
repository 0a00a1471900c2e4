import type { EntityState } from '@reduxjs/toolkit';
import { freightPairKey } from '../../shared/masters/freight';
import { vehicleEndpoints, type TruckRef } from '../../shared/masters/vehicles-wire';
import {
  destinationsCall,
  vendorOptionsCall,
  type Destination,
  type VendorOption,
} from '../../shared/masters/lookups-wire';
import { api } from '../app/api';
import type { AppDispatch } from '../app/store';
import { optionsLookup } from './options-lookup';

/** Trucks (GET /api/trucks), by id. */
const truckOptions = optionsLookup<TruckRef>((t) => t._id);
/** Vendors (GET /api/vendors), by id. */
const vendorOptions = optionsLookup<VendorOption>((v) => v._id);
/** Routes (GET /api/destination): a route has no id, it is its case-insensitive from/to pair. */
const destinationOptions = optionsLookup<Destination>((d) => freightPairKey(d.from, d.to));

/**
 * The master-data choices the trip form and Billing offer, normalized (DESIGN.md section 1).
 * Look-ups every screen may use, so they live outside the features.
 */
const masterOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    truckOptions: build.query<EntityState<TruckRef, string>, void>(
      truckOptions.endpoint(vehicleEndpoints.trucks, 'Truck'),
    ),
    vendorOptions: build.query<EntityState<VendorOption, string>, void>(
      vendorOptions.endpoint(vendorOptionsCall, 'Vendor'),
    ),
    destinationOptions: build.query<EntityState<Destination, string>, void>(
      destinationOptions.endpoint(destinationsCall, 'Destination'),
    ),
  }),
});

const { endpoints } = masterOptionsApi;
export const { useTruckOptionsQuery, useVendorOptionsQuery, useDestinationOptionsQuery } = masterOptionsApi;
export const selectTruckOptions = truckOptions.selectAll(endpoints.truckOptions.select());
export const selectVendorOptions = vendorOptions.selectAll(endpoints.vendorOptions.select());
export const selectDestinationOptions = destinationOptions.selectAll(endpoints.destinationOptions.select());

/** Starts the trip form's three look-ups before its screen renders (features/auth/start-landing.ts); its hooks reuse them. */
export function startTripLookups(dispatch: AppDispatch) {
  const once = { subscribe: false } as const;
  void dispatch(endpoints.truckOptions.initiate(undefined, once));
  void dispatch(endpoints.vendorOptions.initiate(undefined, once));
  void dispatch(endpoints.destinationOptions.initiate(undefined, once));
}
