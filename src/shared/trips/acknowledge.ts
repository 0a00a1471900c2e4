import { BILL_RULE_MESSAGES, listedTrips } from '../billing/checks';
import { checkTripNumber, parseTripNumber } from './parse';
import { TRIP_FIELD_LABELS } from './record';

/**
 * Acknowledged means weighed: a trip becomes Acknowledged only with a weight and a freight above
 * zero (billing/checks.ts) and an Actual Weight above zero, the unloading weight (where there is
 * no weighbridge the clerk enters the loaded weight). Every write that makes a trip Acknowledged
 * asks here: the row edit of Today's List and Reports, acknowledging many trips at once, and a
 * Revise Bill inline edit that writes the Actual Weight of an Acknowledged or Billed trip.
 * Trips acknowledged before the rule keep their status; Billing flags them and Generate asks
 * before billing them (`isUnweighed`).
 */

/** At most this many trips are acknowledged by one request (a busy day's page is 200). */
export const MAX_ACKNOWLEDGE_TRIPS = 500;

/** The fields a many-trips acknowledgement writes, as the row edit names them. */
export const ACKNOWLEDGE_FIELDS = ['actualWeight', 'short'] as const;
export type AcknowledgeField = (typeof ACKNOWLEDGE_FIELDS)[number] | 'weight' | 'TripID';

export const ACKNOWLEDGE_MESSAGES = {
  /** The reason beside Actual Weight (the sibling of 'Weight must be above 0'). */
  actualWeightNotPositive: `${TRIP_FIELD_LABELS.ActualWeight} must be above 0 (where there is no weighbridge, enter the loaded weight)`,
  noTrips: 'Please select at least one trip to acknowledge.',
  // A getter: the Indian grouping (Intl) is made when the message is shown, not at import.
  get tooMany() {
    return `At most ${MAX_ACKNOWLEDGE_TRIPS.toLocaleString('en-IN')} trips can be acknowledged at once. Select fewer and acknowledge the rest next.`;
  },
  listedTwice: (tripId: string) => `Trip ${tripId} is listed twice.`,
  refused: (refused: number, total: number) =>
    `${refused.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} ${total === 1 ? 'trip' : 'trips'} cannot be acknowledged; nothing was saved. Correct ${refused === 1 ? 'it' : 'them'} and try again.`,
  acknowledged: (count: number) =>
    `${count.toLocaleString('en-IN')} ${count === 1 ? 'trip' : 'trips'} acknowledged.`,
  notFound: (tripId: string) => `Trip ${tripId} was not found (deleted?).`,
  billed: (tripId: string) => `Trip ${tripId} is billed; change it through Revise Bill.`,
  /** Billing: the trips of a search acknowledged earlier without an Actual Weight. */
  unweighedCount: (count: number) =>
    `${count.toLocaleString('en-IN')} ${count === 1 ? 'trip was' : 'trips were'} acknowledged without an Actual Weight`,
  unweighedMark: 'No Actual Weight',
  /** Generate's question before billing such trips, and the server's refusal without the confirmation. */
  confirmUnweighed: (tripIds: readonly string[]) =>
    `${tripIds.length === 1 ? 'This trip was' : 'These trips were'} acknowledged without an Actual Weight: ${listedTrips(tripIds)}. Bill ${tripIds.length === 1 ? 'it' : 'them'} anyway?`,
  unweighedRefused: (tripIds: readonly string[]) =>
    `${tripIds.length === 1 ? 'Trip' : 'Trips'} ${listedTrips(tripIds)} ${tripIds.length === 1 ? 'was' : 'were'} acknowledged without an Actual Weight. Confirm to bill ${tripIds.length === 1 ? 'it' : 'them'} anyway, or enter ${tripIds.length === 1 ? 'its' : 'their'} Actual Weight first.`,
} as const;

/** The errorCode of Generate's refusal of unweighed trips sent without `confirmUnweighed: true`. */
export const UNWEIGHED_TRIPS = 'UNWEIGHED_TRIPS';
/** The errorCode of a many-trips acknowledgement with refused rows (409 or 422, `refused` per row). */
export const TRIPS_REFUSED = 'TRIPS_REFUSED';

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && value > 0;

/** Whether an Actual Weight counts: above zero. */
export const isWeighed = (actualWeight: number | null | undefined): boolean => positive(actualWeight);

/** The reason an Actual Weight does not let a trip be Acknowledged, or null. */
export function weighedProblem(actualWeight: number | null | undefined): string | null {
  return isWeighed(actualWeight) ? null : ACKNOWLEDGE_MESSAGES.actualWeightNotPositive;
}

/** The whole sentence refusing a trip's acknowledgement (row edit, bulk, Revise Bill). */
export const cannotAcknowledgeMessage = (tripId: string, reason: string) =>
  BILL_RULE_MESSAGES.cannotAcknowledge(tripId, reason);

/** An Acknowledged trip without an Actual Weight above zero: acknowledged before the rule. */
export function isUnweighed(trip: { TransactionStatus: string; ActualWeight?: number | null }): boolean {
  return trip.TransactionStatus === 'Acknowledged' && !isWeighed(trip.ActualWeight);
}

/** The TripIDs among these trips that Generate must ask about before billing them. */
export const unweighedTripIds = (
  trips: readonly { TripID: string; TransactionStatus: string; ActualWeight?: number | null }[],
): string[] => trips.filter(isUnweighed).map((t) => t.TripID);

// ---------------------------------------------------------------- many trips at once

/** One trip of a many-trips acknowledgement as typed: its Actual Weight and Short. */
export interface AcknowledgeRowInput {
  TripID: string;
  actualWeight?: unknown;
  short?: unknown;
}

/** A row read: its numbers parsed (short undefined: left as stored; null: cleared). */
export interface AcknowledgeRow {
  TripID: string;
  actualWeight: number;
  short: number | null | undefined;
}

/** A refused row: the trip, the field the reason belongs beside (null: the trip itself), the sentence. */
export interface RefusedRow {
  TripID: string;
  field: AcknowledgeField | null;
  message: string;
}

/**
 * Reads the typed rows of a many-trips acknowledgement with the row edit's rules: the Actual
 * Weight a number within its bound and above zero, the Short within its bound, each trip once.
 * Answers the rows read and every refusal, each named on its field (the screen shows them
 * beside their cells; the server refuses the request with all of them).
 */
export function readAcknowledgeRows(rows: readonly AcknowledgeRowInput[]): {
  rows: AcknowledgeRow[];
  refused: RefusedRow[];
} {
  const read: AcknowledgeRow[] = [];
  const refused: RefusedRow[] = [];
  const seen = new Set<string>();
  for (const input of rows) {
    const TripID = input.TripID.trim().toUpperCase();
    if (seen.has(TripID)) {
      refused.push({ TripID, field: 'TripID', message: ACKNOWLEDGE_MESSAGES.listedTwice(TripID) });
      continue;
    }
    seen.add(TripID);
    const actualWeight = parseTripNumber(input.actualWeight);
    const short = input.short === undefined ? undefined : parseTripNumber(input.short);
    const weightBound = checkTripNumber('ActualWeight', actualWeight);
    const weightProblem = weightBound ?? weighedProblem(actualWeight);
    const shortProblem = short === undefined ? null : checkTripNumber('Short', short);
    if (weightProblem)
      refused.push({
        TripID,
        field: 'actualWeight',
        message: weightBound ?? cannotAcknowledgeMessage(TripID, weightProblem),
      });
    if (shortProblem) refused.push({ TripID, field: 'short', message: shortProblem });
    if (!weightProblem && !shortProblem) read.push({ TripID, actualWeight: actualWeight!, short });
  }
  return { rows: read, refused };
}
