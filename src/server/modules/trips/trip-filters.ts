import { sql } from 'kysely';
import {
  parseTripFilters,
  type TripFilterKey,
  type TripColumnFilters,
} from '../../../shared/lists/column-filters';
import { badRequest } from '../../http-errors';
import { escapeLike, type TripQuery } from './trip-search';
import { sortOf, TRIP_SORT_COLUMNS } from './trip-sort';

/** Narrows a trips query to the trips whose every filtered column contains its text, in any case. */
export function applyTripFilters<Q extends TripQuery>(query: Q, filters: TripColumnFilters | undefined): Q {
  let q = query;
  for (const [key, text] of Object.entries(filters ?? {}) as [TripFilterKey, string][]) {
    q = q.where(
      sql<string>`lower(${sql.ref(`trips.${TRIP_SORT_COLUMNS[key]}`)})`,
      'like',
      `%${escapeLike(text.toLowerCase())}%`,
    ) as Q;
  }
  return q;
}

export const hasTripFilters = (filters: TripColumnFilters | undefined) =>
  Object.keys(filters ?? {}).length > 0;

/** filters of a query or body (shared rules) on a trip list; a 400 when bad. */
export function filtersOf<Q>(source: unknown, query: Q): Q & { filters: TripColumnFilters } {
  const parsed = parseTripFilters(source);
  if (!parsed.ok) throw badRequest(parsed.message);
  return { ...query, filters: parsed.filters };
}

/** A paged trip list's column controls of a query or body: sort/order and filters. */
export function listControlsOf<Q extends { withFreight: boolean }>(source: unknown, query: Q) {
  return filtersOf(source, sortOf(source, query));
}
