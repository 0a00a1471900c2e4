import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../../db/connection';
import { insertAuditEntries } from '../audit/for-trips';
import type { TripRecord } from '../../../shared/trips';
import { findTripByTripId, findTrips, findTripsAlong, updateTrip, type AlongCheck } from './repository';
import { toTripRecord } from './trip-record';
import type { Trip, TripValues } from './trip-rows';

/**
 * What billing needs of trips: the trips of a bill (locked while it is made), putting them on a
 * bill and taking them off, and their records as the API answers them. Billing reads and moves
 * trips only through here.
 */

export type { Trip } from './trip-rows';
export { billableValues } from './trip-rows';
export type { TripSearch } from './trip-search';
// Billing's trip lists (Generate Bill, Revise Bill) are the trip list with billing's status and order.
export { escapeLike } from './trip-search';
export {
  tripListBillIds,
  tripListPage,
  tripSelection,
  unweighedTripCount,
  type TripListQuery,
} from './trip-list';
export { streamTripRecords } from './trip-list-stream';
export { readPageWithVersion, readsInOne, type AlongWithPage } from './trip-list-read';
export { filtersOf, listControlsOf } from './trip-filters';
export { reportListOf } from './report-list';
/** The version of the trips of some dates, which billing's POST lists are revalidated by. */
export { tripListVersion } from './list-version';

/**
 * A join of the live (not deleted) trip with row id `tripRowId`, as `t`, for a statement of
 * billing's that compares its bill lines with their trips (the comparison stays in the database).
 */
export const joinLiveTrip = (tripRowId: RawBuilder<number>) =>
  sql`join trips t on t.id = ${tripRowId} and t.deleted_at is null`;

/** Trips by row id, in id order; `lock` holds them (in that order) until the transaction ends. */
export function tripsOfIds(db: DB, ids: readonly number[], { lock = false } = {}): Promise<Trip[]> {
  return findTrips(db, ids, lock);
}

/**
 * tripsOfIds with one more value read in the same statement (`along` of `value`: another module's
 * check, such as the day's quarter), answered beside the trips; null when no trip was found.
 */
export function tripsOfIdsAlong<T>(
  db: DB,
  ids: readonly number[],
  along: AlongCheck<T>,
  value: string,
  { lock = false } = {},
): Promise<{ trips: Trip[]; along: T | null }> {
  return findTripsAlong(db, ids, lock, along, value);
}

/** A trip by TripID, whatever its case; `lock` holds it until the transaction ends. */
export function tripOfTripId(db: DB, tripId: string, { lock = false } = {}): Promise<Trip | null> {
  return findTripByTripId(db, tripId, lock);
}

/** Revise Bill's inline edit of a trip's values. */
export function changeTrip(db: DB, id: number, values: Partial<TripValues>): Promise<Trip> {
  return updateTrip(db, id, values);
}

/** The whole record as the audit log keeps a billing edit of a trip. */
export function tripAuditRecord(trip: Trip): TripRecord {
  return toTripRecord(trip, [], true);
}

/**
 * Stamps the trips with the bill (Billed) or takes them off (back to Acknowledged), with one
 * audit entry each, in one statement: a 5,000-trip bill was an update of 5,000 parameters and
 * five inserts of 6,000. Answers how many live trips moved (the caller refuses fewer).
 */
async function moveTrips(
  db: DB,
  actor: string,
  trips: readonly Trip[],
  billId: string | null,
  action: string,
): Promise<number> {
  if (trips.length === 0) return 0;
  const status = billId ? 'Billed' : 'Acknowledged';
  const after = JSON.stringify({ TransactionStatus: status, BillId: billId });
  const ids = trips.map((t) => t.id);
  const { rows } = await sql<{ moved: number }>`
    with moved as (
      update trips set transaction_status = ${status}, bill_id = ${billId}, updated_at = ${new Date()}
      where id = any(${ids}::int4[]) and deleted_at is null
      returning id, trip_id),
    audited as (
      ${insertAuditEntries}
      select ${actor}, 'trip', m.trip_id, ${action}, jsonb_build_object('TransactionStatus', b.status, 'BillId', b.bill_id), ${after}::jsonb
      from unnest(${ids}::int4[], ${trips.map((t) => t.transactionStatus)}::text[], ${trips.map((t) => t.billId)}::text[])
        with ordinality as b(id, status, bill_id, n)
      join moved m on m.id = b.id
      order by b.n)
    select count(*)::int as moved from moved`.execute(db);
  return rows[0].moved;
}

/** Puts the trips on the bill (action 'bill' in the audit log). */
export function markBilled(db: DB, actor: string, trips: readonly Trip[], billId: string): Promise<number> {
  return moveTrips(db, actor, trips, billId, 'bill');
}

/** Takes the trips off their bill, back to Acknowledged (action 'unbill'). */
export function markUnbilled(db: DB, actor: string, trips: readonly Trip[]): Promise<number> {
  return moveTrips(db, actor, trips, null, 'unbill');
}

/**
 * Stamps the TDS rate a bill applies (shared/accounting/tds-rule.ts) on its trips whose stored rate differs,
 * with one audit entry each (action 'tds-rate'), so the trip form shows what the bill deducted.
 * Answers the trips with the rate.
 */
export async function applyTdsRate(
  db: DB,
  actor: string,
  trips: readonly Trip[],
  rate: number,
): Promise<Trip[]> {
  const changing = trips.filter((t) => Number(t.tdsRate) !== rate);
  if (changing.length > 0) {
    const ids = changing.map((t) => t.id);
    await sql`
      with changed as (
        update trips set tds_rate = ${rate}, updated_at = ${new Date()}
        where id = any(${ids}::int4[]) and deleted_at is null
        returning id, trip_id)
      ${insertAuditEntries}
      select ${actor}, 'trip', c.trip_id, 'tds-rate', jsonb_build_object('TDS_Rate', b.rate), jsonb_build_object('TDS_Rate', ${rate}::numeric)
      from unnest(${ids}::int4[], ${changing.map((t) => Number(t.tdsRate))}::numeric[]) as b(id, rate)
      join changed c on c.id = b.id`.execute(db);
  }
  return trips.map((t) => ({ ...t, tdsRate: rate }));
}
