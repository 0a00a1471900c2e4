import type { EntityState } from '@reduxjs/toolkit';
import { freightPairKey } from '../../shared/masters/freight';
import { freightEndpoints, type Destination } from '../../shared/masters/wire';
import { api } from '../app/api';
import { optionsLookup } from './options-lookup';

/** The routes (GET /api/destination) of the trip form. A route has no id: it is its case-insensitive from/to pair. */
const destinationOptions = optionsLookup<Destination>((d) => freightPairKey(d.from, d.to));

const destinationOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    destinationOptions: build.query<EntityState<Destination, string>, void>(
      destinationOptions.endpoint(freightEndpoints.destinations, 'Destination'),
    ),
  }),
});

export const { useDestinationOptionsQuery } = destinationOptionsApi;
export const selectDestinationOptions = destinationOptions.selectAll(
  destinationOptionsApi.endpoints.destinationOptions.select(),
);
