import type { QueryOf } from '../../../shared/common/endpoint';
import { type TripFormInput, type TripUpdateInput, type tripEndpoints } from '../../../shared/trips/wire';
import type { DB } from '../../db/connection';
import type { StatementRunner } from '../../plugins/session-in-statement';
import { badRequest, forbidden, notFound } from '../../http-errors';
import { fileRepository, type IncomingFile, type StoredFile } from '../files/public';
import { isIsoDate, todayInIndia } from '../../../shared/common/dates';
import { checkTripFilters } from '../../../shared/lists/search-filters';
import { can } from '../../../shared/auth/permissions';
import { canListTripDates } from '../../../shared/trips/access';
import {
  TRIP_MESSAGES,
  isTripFileField,
  type TripRecord,
  type TripRowEditFields,
} from '../../../shared/trips';
import { EXPIRY_WARNING_DAYS } from '../../../shared/masters/vehicle';
import { findTrip, findTripWithFilesByTripId } from './repository';
import { createTrip, editTripRow, removeTrip, updateTripForm } from './trip-changes';
import { requireReadable, type TripActor, type TripContext } from './trip-context';
import type { TripListQuery } from './trip-list';
import { toTripRecord, tripFileOwner } from './trip-record';
import { reportListOf } from './report-list';
import type { TripSearch } from './trip-search';

/** The filters of GET /api/reports, as its schema read them. */
type TripReportQuery = Pick<
  QueryOf<typeof tripEndpoints.list>,
  'startDate' | 'endDate' | 'vendor' | 'truckNumber'
>;

/** GET /api/trip/{tripId}: 403 for a trip of a date the profile's screens do not show. */
async function getTrip(
  ctx: TripContext,
  actorOf: () => TripActor,
  tripId: string,
  run?: StatementRunner,
): Promise<TripRecord> {
  const found = await findTripWithFilesByTripId(ctx.db, tripId, run);
  // Who asks is known once the read is done: with the route's session read by the same statement.
  const actor = actorOf();
  if (!found) throw notFound(TRIP_MESSAGES.notFound);
  requireReadable(ctx, actor, found.trip);
  return toTripRecord(found.trip, found.files, can(actor.profile, 'seeFreight'));
}

/**
 * GET /api/reports. The filter rules of the Reports screen; a profile without Reports (the
 * loading manager's Today's List) may only ask for today's India date. Answers the list to read
 * (trip-list.ts builds its JSON).
 */
function reportQuery(ctx: TripContext, actor: TripActor, query: TripReportQuery): TripListQuery {
  const text = (value: string | null | undefined) => value?.trim() ?? '';
  const search: TripSearch = {
    startDate: text(query.startDate) || undefined,
    endDate: text(query.endDate) || undefined,
    vendorPrefix: text(query.vendor) || undefined,
    truckSubstring: text(query.truckNumber) || undefined,
  };
  for (const date of [search.startDate, search.endDate]) {
    if (date !== undefined && !isIsoDate(date)) throw badRequest(TRIP_MESSAGES.invalidDate);
  }
  const list = reportListOf(actor.profile, search, 'any', checkTripFilters);
  if (!canListTripDates(actor.profile, search.startDate, search.endDate, todayInIndia(ctx.clock())))
    throw forbidden(TRIP_MESSAGES.noAccess);
  return list;
}

/** GET /api/download/{id}/{field}: the attachment with its bytes. */
async function downloadTripFile(
  ctx: TripContext,
  actor: TripActor,
  id: number,
  field: string,
): Promise<StoredFile> {
  const trip = await findTrip(ctx.db, id);
  if (!trip) throw notFound(TRIP_MESSAGES.notFound);
  requireReadable(ctx, actor, trip);
  const file = isTripFileField(field) ? await fileRepository(ctx.db).find(tripFileOwner(trip), field) : null;
  if (!file) throw notFound(TRIP_MESSAGES.fileNotFound);
  return file;
}

/**
 * Trips: the trip form (create, update, read), the report rows (search, row edit, delete) and
 * attachments (trip-changes.ts has the changes).
 */
export function tripService(
  db: DB,
  clock: () => Date = () => new Date(),
  options: { expiryWarningDays?: number } = {},
) {
  const ctx: TripContext = { db, clock, warningDays: options.expiryWarningDays ?? EXPIRY_WARNING_DAYS };
  return {
    /** Inside `trx` when given (the caller's transaction); atomic by itself either way. */
    create: (actor: TripActor, body: TripFormInput, trx?: DB) => createTrip(ctx, () => actor, body, trx),
    /** create, the form's master data read by `run` (with the session) and the actor known after it. */
    createReadBy: (run: StatementRunner, actorOf: () => TripActor, body: TripFormInput) =>
      createTrip(ctx, actorOf, body, undefined, run),
    update: (actor: TripActor, body: TripUpdateInput) => updateTripForm(ctx, actor, body),
    get: (actor: TripActor, tripId: string) => getTrip(ctx, () => actor, tripId),
    /** get, the trip read by `run` (the statement that also reads the session) and the actor known after it. */
    getReadBy: (run: StatementRunner, actorOf: () => TripActor, tripId: string) =>
      getTrip(ctx, actorOf, tripId, run),
    report: (actor: TripActor, query: TripReportQuery) => reportQuery(ctx, actor, query),
    rowEdit: (actor: TripActor, id: number, fields: TripRowEditFields, files: Record<string, IncomingFile>) =>
      editTripRow(ctx, actor, id, fields, files),
    remove: (actor: TripActor, id: number) => removeTrip(ctx, actor, id),
    download: (actor: TripActor, id: number, field: string) => downloadTripFile(ctx, actor, id, field),
  };
}
