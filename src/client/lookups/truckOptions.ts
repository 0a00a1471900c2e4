import { createEntityAdapter, createSelector, type EntityState } from '@reduxjs/toolkit';
import type { TruckRef } from '../../shared/vehicle';
import { api } from '../app/api';

/** The truck choices (GET /api/trucks) of the trip form, normalized by id. */
const truckOptionsAdapter = createEntityAdapter<TruckRef, string>({ selectId: (t) => t._id });
const empty = truckOptionsAdapter.getInitialState();

const truckOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    truckOptions: build.query<EntityState<TruckRef, string>, void>({
      query: () => '/api/trucks',
      transformResponse: (rows: TruckRef[]) => truckOptionsAdapter.setAll(empty, rows),
      providesTags: [{ type: 'Truck', id: 'LIST' }],
    }),
  }),
});

export const { useTruckOptionsQuery } = truckOptionsApi;
const selectState = createSelector(truckOptionsApi.endpoints.truckOptions.select(), (r) => r.data ?? empty);
export const { selectAll: selectTruckOptions } = truckOptionsAdapter.getSelectors(selectState);
