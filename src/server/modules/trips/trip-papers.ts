import { todayInIndia } from '../../../shared/common/dates';
import { can } from '../../../shared/auth/permissions';
import { TRIP_FILE_FIELDS, TRIP_MESSAGES, type TripFileField, type TripRecord } from '../../../shared/trips';
import { PAPERS_MESSAGES, papersRefusal } from '../../../shared/trips/papers';
import { HttpError, badRequest, notFound } from '../../http-errors';
import { recordAudit } from '../audit/public';
import { fileRepository, type IncomingFile } from '../files/public';
import { findTripByTripId, findTripsOfUserOn, updateTrip } from './repository';
import type { TripActor, TripContext } from './trip-context';
import { filesOfTrips, toTripRecord, tripFileOwner, tripSnapshot } from './trip-record';

/** One user's trips of a day are a few dozen; this bounds an answer whatever happens. */
const MY_TRIPS_LIMIT = 500;

/**
 * POST /api/trip/{tripId}/papers: stores the papers sent (each replaces the one of its field, the
 * others stay), with its audit entry, in one transaction. Who may is papersRefusal's rule, checked
 * on the locked row, so a trip acknowledged or billed meanwhile is refused.
 */
export function saveTripPapers(
  ctx: TripContext,
  actor: TripActor,
  tripId: string,
  files: Record<string, IncomingFile>,
): Promise<{ tripId: string; saved: TripFileField[] }> {
  return ctx.db.transaction().execute(async (trx) => {
    const current = await findTripByTripId(trx, tripId, true);
    if (!current) throw notFound(TRIP_MESSAGES.notFound);
    const refusal = papersRefusal(
      actor.profile,
      actor.username,
      {
        TripID: current.tripId,
        Username: current.username,
        localDate: current.localDate,
        TransactionStatus: current.transactionStatus,
      },
      todayInIndia(ctx.clock()),
    );
    if (refusal) throw new HttpError(refusal.status, refusal.message);
    const saved = TRIP_FILE_FIELDS.filter((field) => files[field]);
    if (saved.length === 0) throw badRequest(PAPERS_MESSAGES.noPapers);
    const before = await filesOfTrips(trx, [current.id]);
    const stored = fileRepository(trx);
    for (const field of saved) await stored.save(tripFileOwner(current), field, files[field]);
    const trip = await updateTrip(trx, current.id, {});
    await recordAudit(trx, {
      actor: actor.username,
      entity: 'trip',
      entityId: trip.tripId,
      action: 'papers',
      before: tripSnapshot(current, before),
      after: tripSnapshot(trip, await filesOfTrips(trx, [trip.id])),
    });
    return { tripId: trip.tripId, saved };
  });
}

/** GET /api/my-trips-today: the trips this user entered on today's India date, newest first. */
export async function myTripsToday(ctx: TripContext, actor: TripActor): Promise<TripRecord[]> {
  const trips = await findTripsOfUserOn(ctx.db, actor.username, todayInIndia(ctx.clock()), MY_TRIPS_LIMIT);
  const files = await filesOfTrips(
    ctx.db,
    trips.map((t) => t.id),
  );
  const withFreight = can(actor.profile, 'seeFreight');
  return trips.map((trip) => toTripRecord(trip, files, withFreight));
}
