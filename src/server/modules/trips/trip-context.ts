import { DateTime } from 'luxon';
import type { DB } from '../../db/connection';
import { forbidden } from '../../http-errors';
import { BUSINESS_ZONE, todayInIndia } from '../../../shared/common/dates';
import { TRIP_MESSAGES } from '../../../shared/trips';
import { canReadTrip } from '../../../shared/trips/access';
import type { Trip } from './trip-rows';

/** Who is doing it: the session's user (the body's username/userProfile are never trusted). */
export interface TripActor {
  username: string;
  profile: string;
}

/** What every trip call works with: the database, the clock and the document warning window. */
export interface TripContext {
  db: DB;
  clock: () => Date;
  warningDays: number;
}

/** The Asia/Kolkata date and time of a moment ('YYYY-MM-DD', 'HH:mm:ss'). */
export function indiaDateTime(now: Date): { localDate: string; localTime: string } {
  const dt = DateTime.fromJSDate(now, { zone: BUSINESS_ZONE });
  return { localDate: dt.toISODate()!, localTime: dt.toFormat('HH:mm:ss') };
}

/** 403 for a trip of a date the profile's screens do not show. */
export function requireReadable(ctx: TripContext, actor: TripActor, trip: Trip): void {
  if (!canReadTrip(actor.profile, trip.localDate, todayInIndia(ctx.clock())))
    throw forbidden(TRIP_MESSAGES.noAccess);
}
