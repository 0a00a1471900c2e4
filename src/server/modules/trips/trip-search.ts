import { sql, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/connection';
import type { Database } from '../../db/schema';
import { truckNumberKey } from '../../../shared/masters/vehicle';
import { LOCAL_TIME, TRIP_ROW_COLUMNS, toTrip, type Trip, type StoredTripRow } from './trip-rows';

/** The filters of GET /api/reports; each one given narrows the list. */
export interface TripSearch {
  startDate?: string;
  endDate?: string;
  /** Company-name prefix, case-insensitive. */
  vendorPrefix?: string;
  /** Substring of the truck number, case-insensitive, spaces ignored. */
  truckSubstring?: string;
  /** One vendor's name, whole, in any case (a bill's vendor). */
  vendorName?: string;
  /** The trips stamped with this bill id ('B1001'). */
  billId?: string;
}

/** `like` matches these literally once escaped (a vendor named '50% Cargo' is a prefix, not a pattern). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type TripQuery = SelectQueryBuilder<Database, 'trips', object>;

export function applySearch<Q extends TripQuery>(query: Q, search: TripSearch): Q {
  let q = query.where('trips.deleted_at', 'is', null) as Q;
  if (search.startDate) q = q.where('trips.local_date', '>=', search.startDate) as Q;
  if (search.endDate) q = q.where('trips.local_date', '<=', search.endDate) as Q;
  const vendor = search.vendorPrefix?.trim().replace(/\s+/g, ' ').toLowerCase();
  if (vendor) q = q.where(sql<string>`lower(trips.vendor)`, 'like', `${escapeLike(vendor)}%`) as Q;
  const truck = search.truckSubstring ? truckNumberKey(search.truckSubstring).toLowerCase() : '';
  if (truck) q = q.where(sql<string>`lower(trips.truck_number)`, 'like', `%${escapeLike(truck)}%`) as Q;
  if (search.vendorName)
    q = q.where(sql<string>`lower(trips.vendor)`, '=', search.vendorName.toLowerCase()) as Q;
  if (search.billId) q = q.where('trips.bill_id', '=', search.billId) as Q;
  return q;
}

/** GET /api/reports: newest first (date, then time, then the later entry). */
export async function searchTrips(db: DB, search: TripSearch): Promise<Trip[]> {
  const matching = applySearch(db.selectFrom('trips') as TripQuery, search).select([
    ...TRIP_ROW_COLUMNS.map((c) => `trips.${c}` as const),
    LOCAL_TIME,
  ]);
  // The database builds one JSON text of all rows: a month is thousands of trips, and one
  // value crosses the wire and the driver far faster than 30 columns per row.
  const { rows } = await db
    .selectFrom(matching.as('t'))
    .select(
      sql<string>`coalesce(json_agg(t order by t.local_date desc, t.local_time collate "C" desc, t.id desc), '[]')::text`.as(
        'rows',
      ),
    )
    .executeTakeFirstOrThrow();
  const parsed = JSON.parse(rows) as (Omit<StoredTripRow, 'created_at' | 'updated_at'> & {
    created_at: string;
    updated_at: string;
  })[];
  return parsed.map((row) =>
    toTrip({ ...row, created_at: new Date(row.created_at), updated_at: new Date(row.updated_at) }),
  );
}
