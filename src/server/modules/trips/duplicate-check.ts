import { sql, type RawBuilder } from 'kysely';
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

/** A trip being saved: its truck (master spelling), DO number and India day; `exceptId` is its own row on update. */
export interface TripIdentity {
  truckNumber: string;
  doNumber: string | null;
  localDate: string;
  exceptId?: number;
}

/** The stored trip a duplicate was found as (sameTripAfterLock's row). */
export interface SameTrip {
  trip_id: string;
  driver_name: string | null;
  local_date: string;
  local_time: string;
  created_at: Date;
}

/**
 * The transaction lock two saves of the same truck, DO number and day take one after the other,
 * or null when the trip has no DO number to compare.
 */
function duplicateLockKey(trip: TripIdentity): string | null {
  const key = duplicateTripKey(trip.truckNumber, trip.doNumber);
  return key === null ? null : `trip:${trip.localDate}|${key}`;
}

/**
 * A statement (to run, or to embed as a CTE) answering the first stored, live trip of that day with
 * the same truck and DO number, or null when the trip has no DO number to compare. It first takes
 * the transaction lock of the truck, DO number and day, so two such saves are checked one after
 * the other and neither misses the other: migration 042's function looks on a snapshot taken after
 * the lock was granted, and so sees a trip the lock's previous holder committed. The lock is held
 * until the statement's transaction ends (the statement itself, outside one).
 */
export function sameTripAfterLock(trip: TripIdentity): RawBuilder<SameTrip> | null {
  const lockKey = duplicateLockKey(trip);
  if (lockKey === null) return null;
  return sql<SameTrip>`select trip_id, driver_name, local_date, local_time, created_at
    from trip_same_after_lock(${lockKey}, ${truckKey(trip.truckNumber)}, ${trip.localDate}::date,
      ${doNumberKey(trip.doNumber ?? '')}, ${trip.exceptId ?? null}::integer)`;
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
 * Before a trip is changed (the trip form on a stored trip): the same truck and DO number on the
 * same day is a 409 DUPLICATE_TRIP naming the trip found, unless the user confirmed it. Answers
 * the TripID the user confirmed as a duplicate (for the audit), or null. Inside the change's
 * transaction, which then holds the lock until it commits. A new trip does the same look-up inside
 * its insert statement instead (trip-writes.ts).
 */
export async function checkDuplicateTrip(
  trx: DB,
  trip: TripIdentity,
  confirmed: boolean,
  now: Date,
): Promise<string | null> {
  const query = sameTripAfterLock(trip);
  if (query === null) return null;
  const [found] = (await query.execute(trx)).rows;
  if (!found) return null;
  if (confirmed) return found.trip_id;
  throw duplicateTripConflict(found, now);
}
