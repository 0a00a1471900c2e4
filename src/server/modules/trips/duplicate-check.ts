import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import { conflict } from '../../http-errors';
import { todayInIndia } from '../../../shared/common/dates';
import { truckKey } from '../../../shared/trips';
import {
  DUPLICATE_TRIP,
  DUPLICATE_TRIP_MESSAGES,
  doNumberKey,
  duplicateTripKey,
  type DuplicateTripFound,
} from '../../../shared/trips/duplicates';
import { LOCAL_TIME } from './trip-rows';

/** A trip being saved: its truck (master spelling), DO number and India day; `exceptId` is its own row on update. */
export interface TripIdentity {
  truckNumber: string;
  doNumber: string | null;
  localDate: string;
  exceptId?: number;
}

/** The first stored, live trip of that day with the same truck and DO number (a statement to run or embed). */
export function sameTripQuery(trx: DB, trip: TripIdentity) {
  let query = trx
    .selectFrom('trips')
    .select(['id', 'trip_id', 'driver_name', 'local_date', 'created_at', LOCAL_TIME])
    .where('deleted_at', 'is', null)
    .where(sql<string>`lower(truck_number)`, '=', truckKey(trip.truckNumber))
    .where('local_date', '=', trip.localDate)
    .where(sql<string>`lower(btrim(do_number))`, '=', doNumberKey(trip.doNumber ?? ''));
  if (trip.exceptId !== undefined) query = query.where('id', '<>', trip.exceptId);
  return query.orderBy('id').limit(1);
}

/** The stored trip a duplicate was found as (sameTripQuery's row). */
export interface SameTrip {
  trip_id: string;
  driver_name: string | null;
  local_date: string;
  local_time: string;
  created_at: Date;
}

/** The 409 DUPLICATE_TRIP naming the trip found, for a user who did not confirm it. */
export function duplicateTripConflict(found: SameTrip, now: Date) {
  const duplicateTrip: DuplicateTripFound = {
    TripID: found.trip_id,
    createdAt: found.created_at.toISOString(),
    DriverName: found.driver_name,
  };
  const facts = { ...duplicateTrip, localDate: found.local_date, localTime: found.local_time };
  return conflict(DUPLICATE_TRIP_MESSAGES.found(facts, todayInIndia(now)), DUPLICATE_TRIP, { duplicateTrip });
}

/**
 * The transaction lock two saves of the same truck, DO number and day take one after the other,
 * or null when the trip has no DO number to compare.
 */
export function duplicateLockKey(
  truckNumber: string,
  doNumber: string | null,
  localDate: string,
): string | null {
  const key = duplicateTripKey(truckNumber, doNumber);
  return key === null ? null : `trip:${localDate}|${key}`;
}

/** The lock as an expression, to take in a statement (a new trip takes it with its master data). */
export const duplicateLockSql = (lockKey: string) =>
  sql<string>`pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`;

/** Takes the lock in a statement of its own. */
export async function takeDuplicateLock(trx: DB, lockKey: string): Promise<void> {
  await sql`select ${duplicateLockSql(lockKey)}`.execute(trx);
}

/**
 * Before a trip is stored: the same truck and DO number on the same day is a 409 DUPLICATE_TRIP
 * naming the trip found, unless the user confirmed it. Two such trips saved at once are checked
 * one after the other (a transaction lock on the truck, DO number and day), so neither misses the
 * other: the look-up is a later statement than the lock, so its snapshot is taken after the lock
 * was granted and a duplicate committed by the lock's previous holder is seen. Answers the TripID
 * the user confirmed as a duplicate (for the audit), or null. A new trip does the look-up inside
 * its insert instead (trip-writes.ts), after the same lock.
 */
export async function checkDuplicateTrip(
  trx: DB,
  trip: TripIdentity,
  confirmed: boolean,
  now: Date,
): Promise<string | null> {
  const lockKey = duplicateLockKey(trip.truckNumber, trip.doNumber, trip.localDate);
  if (lockKey === null) return null;
  await takeDuplicateLock(trx, lockKey);
  const found = await sameTripQuery(trx, trip).executeTakeFirst();
  if (!found) return null;
  if (confirmed) return found.trip_id;
  throw duplicateTripConflict(found, now);
}
