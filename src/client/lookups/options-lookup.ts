import { createEntityAdapter, createSelector, type EntityState } from '@reduxjs/toolkit';
import { wireCall, type ListCall } from '../app/wire-call';

/** The tags of the master data a look-up lists: a change there refetches the choices. */
type OptionsTag = 'Destination' | 'Truck' | 'Vendor';

/**
 * A list of choices normalized by id (DESIGN.md section 1): the query of its endpoint (GET a list,
 * kept as entities under the tag's LIST) and the selector of all its rows, in the server's order.
 */
export function optionsLookup<Row>(selectId: (row: Row) => string) {
  const adapter = createEntityAdapter<Row, string>({ selectId });
  const empty = adapter.getInitialState();
  return {
    endpoint: (call: ListCall<Row>, tag: OptionsTag) => ({
      query: () => wireCall(call),
      transformResponse: (rows: Row[]) => adapter.setAll(empty, rows),
      providesTags: [{ type: tag, id: 'LIST' as const }],
    }),
    selectAll: <State>(selectResult: (state: State) => { data?: EntityState<Row, string> }) =>
      adapter.getSelectors(createSelector(selectResult, (r) => r.data ?? empty)).selectAll,
  };
}
