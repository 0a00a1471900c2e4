import { sql } from 'kysely';
import { parseTripFilters, type TripFilterKey, type TripFilters } from '../../../shared/columnFilters';
import { badRequest } from '../../http-errors';
import { escapeLike, type TripQuery } from './repository';
import { sortOf } from './trip-sort';

/** The trips column of each filter key of src/shared/columnFilters.ts (the only names that reach SQL). */
const FILTER_COLUMNS: Record<TripFilterKey, string> = {
  TripID: 'trip_id',
  TruckNumber: 'truck_number',
  DONumber: 'do_number',
  DriverName: 'driver_name',
  Vendor: 'vendor',
  DestinationFrom: 'destination_from',
  DestinationTo: 'destination_to',
  TruckType: 'truck_type',
  TransactionStatus: 'transaction_status',
  DieselSlipNumber: 'diesel_slip_number',
  BillId: 'bill_id',
  Username: 'username',
};

/** Narrows a trips query to the trips whose every filtered column contains its text, in any case. */
export function applyTripFilters<Q extends TripQuery>(query: Q, filters: TripFilters | undefined): Q {
  let q = query;
  for (const [key, text] of Object.entries(filters ?? {}) as [TripFilterKey, string][]) {
    q = q.where(sql<string>`lower(${sql.ref(`trips.${FILTER_COLUMNS[key]}`)})`, 'like', `%${escapeLike(text.toLowerCase())}%`) as Q;
  }
  return q;
}

export const hasTripFilters = (filters: TripFilters | undefined) => Object.keys(filters ?? {}).length > 0;

/** filters of a query or body (shared rules) on a trip list; a 400 when bad. */
export function filtersOf<Q>(source: unknown, query: Q): Q & { filters: TripFilters } {
  const parsed = parseTripFilters(source);
  if (!parsed.ok) throw badRequest(parsed.message);
  return { ...query, filters: parsed.filters };
}

/** A paged trip list's column controls of a query or body: sort/order and filters (issue 13). */
export function listControlsOf<Q extends { withFreight: boolean }>(source: unknown, query: Q) {
  return filtersOf(source, sortOf(source, query));
}
