import type { TripFormInput, TripUpdateInput } from '../../../shared/trips/wire';
import type { DB } from '../../db/connection';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors';
import { recordAudit } from '../audit/public';
import { fileRepository, type IncomingFile } from '../files/public';
import { freightFor } from '../../../shared/common/money';
import { can } from '../../../shared/auth/permissions';
import {
  TRIP_FILE_FIELDS,
  TRIP_MESSAGES,
  differenceInWeight,
  parseTripRowEdit,
  parseTripText,
  type TripRowEditFields,
} from '../../../shared/trips';
import { checkTruckDocuments, recordConfirmedWarning, warningConfirmed } from './document-check';
import { checkDuplicateTrip, duplicateTripConflict } from './duplicate-check';
import { insertTripAudited, updateTripAudited } from './trip-writes';
import { findTrip, findTripByTripId, findTripVersion, softDeleteTrip, updateTrip } from './repository';
import { indiaDateTime, type TripActor, type TripContext } from './trip-context';
import type { StatementRunner } from '../../plugins/session-in-statement';
import { requireAcknowledgeable, requireWeighed, resolveTripForm } from './trip-form';
import { filesOfTrips, tripFileOwner, tripSnapshot } from './trip-record';
import type { Trip } from './trip-rows';
import { duplicateTripKey } from '../../../shared/trips/duplicates';

/**
 * The trip changes: the trip form (create, update), a report row's save and delete. Each is one
 * transaction with its audit entry. Rate, Freight, TDS_Rate and DifferenceInWeight are always
 * computed here, never taken from the client.
 */

const ENTITY = 'trip';

/** The form's truck (as resolved) and its documents on the trip date; the confirmation is kept on the trip row. */
function checkDocuments(
  ctx: TripContext,
  actor: TripActor,
  body: TripFormInput,
  resolved: Awaited<ReturnType<typeof resolveTripForm>>,
  tripDate: string,
) {
  return checkTruckDocuments({
    documents: resolved.truckDocuments,
    blocking: resolved.blocking,
    truckNumber: resolved.values.truckNumber,
    tripDate,
    confirmed: warningConfirmed(body),
    actor: actor.username,
    now: ctx.clock(),
    warningDays: ctx.warningDays,
  });
}

/** The audit's note of a duplicate the user confirmed. */
const confirmedDuplicate = (tripId: string | null) => (tripId ? { confirmedDuplicateOf: tripId } : {});

/** Whether a form keeps the trip's truck and DO number (as the duplicate check compares them). */
function sameTripIdentity(current: Trip, values: Pick<Trip, 'truckNumber' | 'doNumber'>): boolean {
  return (
    duplicateTripKey(current.truckNumber, current.doNumber) ===
    duplicateTripKey(values.truckNumber, values.doNumber)
  );
}

async function mustFindForChange(trx: DB, id: number): Promise<Trip> {
  const trip = await findTrip(trx, id, true);
  if (!trip) throw notFound(TRIP_MESSAGES.notFound);
  return trip;
}

/**
 * POST /reports: a new Open trip, dated now in India. Inside `db` as given: the caller's
 * transaction (e.g. the one that remembers its idempotency key), or the database itself, as a new
 * trip needs none of its own: its master data is one read, and its duplicate look-up (behind the
 * duplicate lock), insert and audit entry one statement, atomic by itself (trip-writes.ts).
 */
export async function createTrip(
  ctx: TripContext,
  actorOf: () => TripActor,
  body: TripFormInput,
  db?: DB,
  run?: StatementRunner,
): Promise<Trip> {
  const trx = db ?? ctx.db;
  const when = indiaDateTime(ctx.clock());
  const resolved = await resolveTripForm(trx, body, null, run);
  // Who writes is known once the form's read is done (it may have read the session too).
  const actor = actorOf();
  const { values } = resolved;
  const warning = checkDocuments(ctx, actor, body, resolved, when.localDate);
  const written = await insertTripAudited(
    trx,
    { ...values, ...when, username: actor.username, profile: actor.profile, actualWeight: null },
    warning,
    {
      actor: actor.username,
      sameAs: { truckNumber: values.truckNumber, doNumber: values.doNumber, localDate: when.localDate },
      confirmed: body.confirmDuplicateTrip === true,
    },
  );
  if (written.duplicate) throw duplicateTripConflict(written.duplicate, ctx.clock());
  return written.trip;
}

/** POST /api/trip: the trip form on an existing trip (TripID in the body). */
export function updateTripForm(ctx: TripContext, actor: TripActor, body: TripUpdateInput): Promise<Trip> {
  return ctx.db.transaction().execute(async (trx) => {
    const tripId = parseTripText(body.TripID) ?? '';
    const current = tripId ? await findTripByTripId(trx, tripId, true) : null;
    if (!current) throw notFound(TRIP_MESSAGES.notFound);
    const resolved = await resolveTripForm(trx, body, current);
    const { values } = resolved;
    const warning = checkDocuments(ctx, actor, body, resolved, current.localDate);
    // Asked only when the truck or DO number changes: a pair confirmed before is not asked again.
    const duplicateOf = sameTripIdentity(current, values)
      ? null
      : await checkDuplicateTrip(
          trx,
          {
            truckNumber: values.truckNumber,
            doNumber: values.doNumber,
            localDate: current.localDate,
            exceptId: current.id,
          },
          body.confirmDuplicateTrip === true,
          ctx.clock(),
        );
    const trip = await updateTrip(trx, current.id, values);
    if (warning) await recordConfirmedWarning(trx, trip.id, warning);
    const files = await filesOfTrips(trx, [trip.id]);
    await recordAudit(trx, {
      actor: actor.username,
      entity: ENTITY,
      entityId: trip.tripId,
      action: 'update',
      before: tripSnapshot(current, files),
      after: { ...tripSnapshot(trip, files), ...warning, ...confirmedDuplicate(duplicateOf) },
    });
    return trip;
  });
}

/**
 * What a row save changes on `current` (null: no live trip), by the row edit's rules, or the
 * refusal today's answers give, in their order: 404, 409 Billed, 400 input, 403, 400 not weighed.
 */
function rowEditChanges(actor: TripActor, current: Trip | null, fields: TripRowEditFields) {
  if (!current) throw notFound(TRIP_MESSAGES.notFound);
  if (current.transactionStatus === 'Billed') throw conflict(TRIP_MESSAGES.billedLocked);
  const parsed = parseTripRowEdit(fields);
  if (!parsed.ok) throw badRequest(parsed.message);
  const edit = parsed.value;
  const changesDate = edit.localDate !== undefined && edit.localDate !== current.localDate;
  const changesWeight = edit.weight !== undefined && edit.weight !== current.weight;
  if (
    (changesDate && !can(actor.profile, 'reports')) ||
    (changesWeight && !can(actor.profile, 'tripWeightEdit'))
  ) {
    throw forbidden(TRIP_MESSAGES.noAccess);
  }
  const weight = edit.weight !== undefined ? edit.weight : current.weight;
  const actualWeight = edit.actualWeight !== undefined ? edit.actualWeight : current.actualWeight;
  const freight = freightFor(current.rate, weight);
  // Acknowledged means weighed: every save that leaves the row Acknowledged has its Actual Weight.
  if (edit.transactionStatus === 'Acknowledged') {
    requireAcknowledgeable(current.tripId, weight, freight);
    requireWeighed(current.tripId, actualWeight);
  }
  return {
    localDate: edit.localDate ?? current.localDate,
    transactionStatus: edit.transactionStatus,
    weight,
    actualWeight,
    differenceInWeight: differenceInWeight(weight, actualWeight),
    freight,
    short: edit.short !== undefined ? edit.short : current.short,
  };
}

/** Reads of a trip a save without an upload tries before it waits for the row's lock instead. */
const UNLOCKED_TRIES = 3;

/**
 * POST /api/reports/{id}: a row save on Today's List or Reports. Status (Open/Acknowledged)
 * is required; the date needs Reports, a weight change needs weight editing. Freight follows
 * the new weight at the trip's own rate. A Billed trip is changed only through Revise Bill.
 */
export function editTripRow(
  ctx: TripContext,
  actor: TripActor,
  id: number,
  fields: TripRowEditFields,
  files: Record<string, IncomingFile>,
): Promise<Trip> {
  if (TRIP_FILE_FIELDS.some((field) => files[field]))
    return editTripRowWithFiles(ctx, actor, id, fields, files);
  return saveTripRow(ctx, actor, id, fields);
}

/**
 * A save without an upload (the common case: a status) needs no transaction: the trip read
 * without a lock, then one statement that writes it, reads its files and records the entry, only
 * if the row is still the version read (trip-writes.ts). A trip changed meanwhile (another save,
 * a bill, a delete) is read and decided again, as the locked read did after its wait; a trip
 * changed under every try is then saved behind its row lock, as before.
 */
async function saveTripRow(
  ctx: TripContext,
  actor: TripActor,
  id: number,
  fields: TripRowEditFields,
): Promise<Trip> {
  const audit = { actor: actor.username, action: 'update-row' };
  // Read, decide by the row edit's rules, write if the row is still the version read (else null).
  const attempt = async (db: DB, lock: boolean) => {
    const read = await findTripVersion(db, id, lock);
    const changes = rowEditChanges(actor, read?.trip ?? null, fields);
    return updateTripAudited(db, id, read!.version, changes, audit);
  };
  for (let tries = 0; tries < UNLOCKED_TRIES; tries++) {
    const written = await attempt(ctx.db, false);
    if (written) return written;
  }
  return ctx.db.transaction().execute(async (trx) => {
    const written = await attempt(trx, true);
    // The row is held since the read: it is still that version.
    if (!written) throw notFound(TRIP_MESSAGES.notFound);
    return written;
  });
}

/** A row save with attachments: the trip, its files and the entry in one transaction behind the row's lock. */
function editTripRowWithFiles(
  ctx: TripContext,
  actor: TripActor,
  id: number,
  fields: TripRowEditFields,
  files: Record<string, IncomingFile>,
): Promise<Trip> {
  return ctx.db.transaction().execute(async (trx) => {
    const current = await findTrip(trx, id, true);
    const changes = rowEditChanges(actor, current, fields);
    const beforeFiles = await filesOfTrips(trx, [current!.id]);
    const trip = await updateTrip(trx, current!.id, changes);
    const stored = fileRepository(trx);
    for (const field of TRIP_FILE_FIELDS) {
      const file = files[field];
      if (file) await stored.save(tripFileOwner(trip), field, file);
    }
    const afterFiles = await filesOfTrips(trx, [trip.id]);
    await recordAudit(trx, {
      actor: actor.username,
      entity: ENTITY,
      entityId: trip.tripId,
      action: 'update-row',
      before: tripSnapshot(current!, beforeFiles),
      after: tripSnapshot(trip, afterFiles),
    });
    return trip;
  });
}

/** DELETE /api/reports/{id}: the trip leaves every list; the audit log keeps its last state. */
export function removeTrip(ctx: TripContext, actor: TripActor, id: number): Promise<void> {
  return ctx.db.transaction().execute(async (trx) => {
    const current = await mustFindForChange(trx, id);
    if (current.transactionStatus === 'Billed') throw conflict(TRIP_MESSAGES.billedLocked);
    const files = await filesOfTrips(trx, [current.id]);
    if (!(await softDeleteTrip(trx, current.id))) throw notFound(TRIP_MESSAGES.notFound);
    await recordAudit(trx, {
      actor: actor.username,
      entity: ENTITY,
      entityId: current.tripId,
      action: 'delete',
      before: tripSnapshot(current, files),
    });
  });
}
