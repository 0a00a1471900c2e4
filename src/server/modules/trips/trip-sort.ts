import { sql, type RawBuilder } from 'kysely';
import { parseTripSort, type TripSort, type TripSortKey } from '../../../shared/lists/sorting';
import { badRequest } from '../../http-errors';

/**
 * The trips column of each sort key of src/shared/lists/sorting.ts (the only names that reach SQL); the
 * filter keys of src/shared/lists/column-filters.ts are among them.
 */
export const TRIP_SORT_COLUMNS: Record<TripSortKey, string> = {
  localDate: 'local_date',
  localTime: 'local_time',
  TripID: 'trip_id',
  TruckNumber: 'truck_number',
  DONumber: 'do_number',
  DriverName: 'driver_name',
  Vendor: 'vendor',
  DestinationFrom: 'destination_from',
  DestinationTo: 'destination_to',
  TruckType: 'truck_type',
  TransactionStatus: 'transaction_status',
  Weight: 'weight',
  ActualWeight: 'actual_weight',
  DifferenceInWeight: 'difference_in_weight',
  Rate: 'rate',
  Freight: 'freight',
  TDS_Rate: 'tds_rate',
  DieselAmount: 'diesel_amount',
  DieselSlipNumber: 'diesel_slip_number',
  Advance: 'advance',
  Toll: 'toll',
  Adblue: 'adblue',
  Greasing: 'greasing',
  Short: 'short',
  BillId: 'bill_id',
  Username: 'username',
};

/**
 * ORDER BY of a column sort over trips aliased `alias`: the column (blanks last either way), then
 * the trip id in the same direction, so equal values keep one stable order across pages.
 */
export function tripSortSql(sort: TripSort, alias: string): RawBuilder<unknown> {
  const direction = sql.raw(sort.order === 'desc' ? 'desc' : 'asc');
  return sql`${sql.ref(`${alias}.${TRIP_SORT_COLUMNS[sort.key]}`)} ${direction} nulls last, ${sql.ref(`${alias}.id`)} ${direction}`;
}

/** sort/order of a query or body (shared rules) on a trip list: the sort, null for its own order; a 400 when bad. */
export function sortOf<Q extends { withFreight: boolean }>(
  source: unknown,
  query: Q,
): Q & { sort: TripSort | null } {
  const parsed = parseTripSort(source, { withFreight: query.withFreight });
  if (!parsed.ok) throw badRequest(parsed.message);
  return { ...query, sort: parsed.sort };
}
