import type { EntityState } from '@reduxjs/toolkit';
import { vehicleEndpoints, type TruckRef } from '../../shared/masters/vehicles-wire';
import { api } from '../app/api';
import { optionsLookup } from './options-lookup';

/** The truck choices (GET /api/trucks) of the trip form, normalized by id. */
const truckOptions = optionsLookup<TruckRef>((t) => t._id);

const truckOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    truckOptions: build.query<EntityState<TruckRef, string>, void>(
      truckOptions.endpoint(vehicleEndpoints.trucks, 'Truck'),
    ),
  }),
});

export const { useTruckOptionsQuery } = truckOptionsApi;
export const selectTruckOptions = truckOptions.selectAll(truckOptionsApi.endpoints.truckOptions.select());
