import { createEntityAdapter, createSelector, type EntityState } from '@reduxjs/toolkit';
import { freightPairKey } from '../../shared/freight';
import type { DestinationRow } from '../../shared/trip';
import { api } from '../app/api';

/** The routes (GET /api/destination) of the trip form. A route has no id: it is its case-insensitive from/to pair. */
const destinationOptionsAdapter = createEntityAdapter<DestinationRow, string>({ selectId: (d) => freightPairKey(d.from, d.to) });
const empty = destinationOptionsAdapter.getInitialState();

const destinationOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    destinationOptions: build.query<EntityState<DestinationRow, string>, void>({
      query: () => '/api/destination',
      transformResponse: (rows: DestinationRow[]) => destinationOptionsAdapter.setAll(empty, rows),
      providesTags: [{ type: 'Destination', id: 'LIST' }],
    }),
  }),
});

export const { useDestinationOptionsQuery } = destinationOptionsApi;
const selectState = createSelector(destinationOptionsApi.endpoints.destinationOptions.select(), (r) => r.data ?? empty);
export const { selectAll: selectDestinationOptions } = destinationOptionsAdapter.getSelectors(selectState);
