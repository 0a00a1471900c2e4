import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import { conflict, forbidden } from '../../http-errors';
import { insertAuditEntries } from '../audit/for-trips';
import { can } from '../../../shared/auth/permissions';
import { acknowledgeProblem } from '../../../shared/billing/checks';
import { TRIP_MESSAGES, differenceInWeight } from '../../../shared/trips';
import {
  ACKNOWLEDGE_MESSAGES,
  TRIPS_REFUSED,
  cannotAcknowledgeMessage,
  readAcknowledgeRows,
  type RefusedRow,
} from '../../../shared/trips/acknowledge';
import type { AcknowledgeRefusal, AcknowledgeTripsInput } from '../../../shared/trips/acknowledge-wire';
import { lockedIf } from '../../db/rows';
import { LOCAL_TIME, TRIP_ROW_COLUMNS, toTrip, type StoredTripRow, type Trip } from './trip-rows';
import type { TripActor, TripContext } from './trip-context';

/**
 * Many trips acknowledged at once (Today's List and Reports): each with its Actual Weight and
 * Short, by the row edit's rules, all in one transaction or none. A refusal names every refused
 * trip with its reason: 409 when a trip's stored state refuses it (gone, billed, no weight or
 * freight), else 422 (what was typed).
 */

/** A refusal of the whole request: the status and the rows, sent as they are (acknowledge-routes.ts). */
export class AcknowledgeRefused extends Error {
  constructor(
    readonly statusCode: 409 | 422,
    readonly body: AcknowledgeRefusal,
  ) {
    super(body.message);
  }
}

/** The trips by TripID (live ones), locked in row id order so overlapping requests cannot deadlock. */
async function lockTripsByTripIds(db: DB, tripIds: readonly string[]): Promise<Map<string, Trip>> {
  const query = db
    .selectFrom('trips')
    .select([...TRIP_ROW_COLUMNS, LOCAL_TIME])
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`trip_id = any(${[...tripIds]}::text[])`)
    .orderBy('id');
  const rows = await lockedIf(query, true).execute();
  return new Map(rows.map((row) => [row.trip_id, toTrip(row as StoredTripRow)]));
}

/** What a trip's acknowledgement writes, and the audit entry's before and after of it. */
interface Acknowledgement {
  trip: Trip;
  actualWeight: number;
  difference: number | null;
  short: number | null;
}

const auditValues = (
  status: string,
  actual: number | null,
  difference: number | null,
  short: number | null,
) =>
  JSON.stringify({
    TransactionStatus: status,
    ActualWeight: actual,
    DifferenceInWeight: difference,
    Short: short,
  });

/**
 * Writes every acknowledgement with its audit entry in one statement (a page of 200 trips was
 * 400 statements one by one). Answers how many live trips were written.
 */
async function writeAcknowledgements(
  db: DB,
  actor: string,
  list: readonly Acknowledgement[],
): Promise<number> {
  const { rows } = await sql<{ written: number }>`
    with input as (
      select * from unnest(
        ${list.map((a) => a.trip.id)}::int4[],
        ${list.map((a) => a.actualWeight)}::numeric[],
        ${list.map((a) => a.difference)}::numeric[],
        ${list.map((a) => a.short)}::numeric[],
        ${list.map((a) => auditValues(a.trip.transactionStatus, a.trip.actualWeight, a.trip.differenceInWeight, a.trip.short))}::text[],
        ${list.map((a) => auditValues('Acknowledged', a.actualWeight, a.difference, a.short))}::text[]
      ) with ordinality as i(id, actual, difference, short, before, after, n)),
    written as (
      update trips t set transaction_status = 'Acknowledged', actual_weight = i.actual,
        difference_in_weight = i.difference, short = i.short, updated_at = ${new Date()}
      from input i where t.id = i.id and t.deleted_at is null
      returning t.id, t.trip_id),
    audited as (
      ${insertAuditEntries}
      select ${actor}, 'trip', w.trip_id, 'acknowledge', i.before::jsonb, i.after::jsonb
      from input i join written w on w.id = i.id
      order by i.n)
    select count(*)::int as written from written`.execute(db);
  return rows[0].written;
}

/** Why a stored trip refuses the acknowledgement (null: it may be acknowledged with these values). */
function stateProblem(tripId: string, trip: Trip | undefined): RefusedRow | null {
  if (!trip) return { TripID: tripId, field: null, message: ACKNOWLEDGE_MESSAGES.notFound(tripId) };
  if (trip.transactionStatus === 'Billed')
    return { TripID: tripId, field: null, message: ACKNOWLEDGE_MESSAGES.billed(tripId) };
  const problem = acknowledgeProblem({ Weight: trip.weight, Freight: trip.freight });
  return problem
    ? { TripID: tripId, field: 'weight', message: cannotAcknowledgeMessage(tripId, problem) }
    : null;
}

/** The refusal naming every refused row, in the order the trips were sent. */
function refusal(statusCode: 409 | 422, refused: RefusedRow[], sent: readonly string[]): AcknowledgeRefused {
  const order = (tripId: string) => sent.indexOf(tripId);
  const rows = [...refused].sort((a, b) => order(a.TripID) - order(b.TripID));
  return new AcknowledgeRefused(statusCode, {
    message: ACKNOWLEDGE_MESSAGES.refused(new Set(rows.map((r) => r.TripID)).size, sent.length),
    errorCode: TRIPS_REFUSED,
    refused: rows,
  });
}

/**
 * POST /trips/acknowledge. The Actual Weight is a weight: the profile must be allowed to edit
 * weights (as the row edit's weight inputs are). Answers the TripIDs acknowledged, in the order sent.
 */
export async function acknowledgeTrips(
  ctx: TripContext,
  actor: TripActor,
  body: AcknowledgeTripsInput,
): Promise<{ message: string; acknowledged: string[] }> {
  if (!can(actor.profile, 'tripWeightEdit')) throw forbidden(TRIP_MESSAGES.noAccess);
  const { rows, refused } = readAcknowledgeRows(body.trips);
  const sent = [...new Set(body.trips.map((t) => t.TripID.trim().toUpperCase()))];
  return ctx.db.transaction().execute(async (trx) => {
    const trips = await lockTripsByTripIds(trx, sent);
    // Each trip's stored state, whatever was typed for it: gone, billed, no weight or freight.
    const conflicts = sent.flatMap((tripId) => stateProblem(tripId, trips.get(tripId)) ?? []);
    if (conflicts.length > 0) throw refusal(409, [...conflicts, ...refused], sent);
    if (refused.length > 0) throw refusal(422, refused, sent);
    const list = rows.map((row): Acknowledgement => {
      const trip = trips.get(row.TripID)!;
      return {
        trip,
        actualWeight: row.actualWeight,
        difference: differenceInWeight(trip.weight, row.actualWeight),
        short: row.short === undefined ? trip.short : row.short,
      };
    });
    if ((await writeAcknowledgements(trx, actor.username, list)) !== list.length)
      throw conflict(TRIP_MESSAGES.notFound);
    return {
      message: ACKNOWLEDGE_MESSAGES.acknowledged(list.length),
      acknowledged: rows.map((r) => r.TripID),
    };
  });
}
