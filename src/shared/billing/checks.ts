import { formatINR, fromPaise } from '../common/money';
import {
  MAX_TRIP_FREIGHT,
  NUMBER_MESSAGES,
  TRIP_NUMBER_BOUNDS,
  type TripNumberField,
} from '../common/number-bounds';
import { TRIP_FIELD_LABELS } from '../trips/record';

/**
 * A bill can only be right (DESIGN.md section 4): a trip is Acknowledged, and billed, only with a
 * weight and a freight above zero and every value within its bound; a bill's net payable is above
 * zero. The row edit, the trip form, Revise Bill's inline edit, Generate and Revise all ask here.
 */

/** The trip values these rules read (a TripRecord fits; missing counts as not given). */
export type BillableTripValues = { TripID: string; Freight?: number | null } & Partial<
  Record<TripNumberField, number | null>
>;

export const BILL_RULE_MESSAGES = {
  weightNotPositive: 'Weight must be above 0',
  freightNotPositive: 'Freight must be above 0 (check the rate of its route)',
  cannotAcknowledge: (tripId: string, reason: string) => `Trip ${tripId} cannot be Acknowledged: ${reason}.`,
  cannotStayBilled: (tripId: string, reason: string) =>
    `Trip ${tripId} is on a bill and cannot be changed so: ${reason}.`,
  notBillable: (problems: readonly TripProblem[]) =>
    problems.length === 1
      ? `Trip ${problems[0].tripId} cannot be billed: ${problems[0].problem}. Correct it and try again.`
      : `These trips cannot be billed: ${listedTrips(problems.map((p) => `${p.tripId} (${p.problem})`))}. Correct them and try again.`,
  netNotPositive: (netPaise: number) =>
    `The bill's net payable would be Rs. ${formatINR(fromPaise(netPaise))}; a bill must come to more than zero. Nothing was saved.`,
} as const;

interface TripProblem {
  tripId: string;
  problem: string;
}

/** At most this many trips are named in one message; the rest are counted. */
const NAMED_TRIPS = 10;

/** Names the first ten of a list of trips (or their problems) and counts the rest. */
export function listedTrips(problems: readonly string[]): string {
  const named = problems.slice(0, NAMED_TRIPS).join(', ');
  const more = problems.length - NAMED_TRIPS;
  return more > 0 ? `${named} and ${more.toLocaleString('en-IN')} more` : named;
}

const positive = (value: number | null | undefined): boolean => typeof value === 'number' && value > 0;

/**
 * Why a trip may not be Acknowledged (or stay on a bill): a weight and a freight above zero. Null
 * when it may. Freight left undefined is unknown to the caller (a screen that may not see money).
 */
export function acknowledgeProblem(trip: Pick<BillableTripValues, 'Weight' | 'Freight'>): string | null {
  if (!positive(trip.Weight)) return BILL_RULE_MESSAGES.weightNotPositive;
  if (trip.Freight !== undefined && !positive(trip.Freight)) return BILL_RULE_MESSAGES.freightNotPositive;
  return null;
}

/**
 * Why a trip may not go on a bill: a weight and freight above zero, every value within its bound
 * (older rows may predate the bounds). Null when it may.
 */
export function billableProblem(trip: BillableTripValues): string | null {
  const problem = acknowledgeProblem(trip);
  if (problem) return problem;
  if ((trip.Freight ?? 0) > MAX_TRIP_FREIGHT)
    return NUMBER_MESSAGES.tooLarge('Freight', MAX_TRIP_FREIGHT).slice(0, -1);
  for (const [field, bound] of Object.entries(TRIP_NUMBER_BOUNDS) as [
    TripNumberField,
    (typeof TRIP_NUMBER_BOUNDS)[TripNumberField],
  ][]) {
    const value = trip[field];
    if (typeof value === 'number' && value > bound.max)
      return NUMBER_MESSAGES.tooLarge(TRIP_FIELD_LABELS[field], bound.max).slice(0, -1);
  }
  return null;
}

/** The message refusing a bill of these trips, or null when all may be billed. */
export function checkBillableTrips(trips: readonly BillableTripValues[]): string | null {
  const problems = trips.flatMap((trip) => {
    const problem = billableProblem(trip);
    return problem ? [{ tripId: trip.TripID, problem }] : [];
  });
  return problems.length > 0 ? BILL_RULE_MESSAGES.notBillable(problems) : null;
}

/** A bill's net payable must be above zero (a bill that pays nothing, or asks the vendor to pay, is not a bill). */
export function checkBillNet(netPaise: number): string | null {
  return netPaise > 0 ? null : BILL_RULE_MESSAGES.netNotPositive(netPaise);
}
