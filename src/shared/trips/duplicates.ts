import { z } from 'zod';
import { formatIndianDate, indiaDayAndTime } from '../common/dates';
import { truckKey } from './lookups';

/**
 * Duplicate trips: the same truck and the same DO number on the same India day is most likely one
 * trip entered twice (a double entry gets billed twice). The server asks before storing it (409 with
 * DUPLICATE_TRIP and the trip found); the same request with `confirmDuplicateTrip: true` stores it.
 */

/** errorCode of the 409 that answers a trip whose truck and DO number are already stored that day. */
export const DUPLICATE_TRIP = 'DUPLICATE_TRIP';

/** The trip already stored, as the 409 names it. */
export const duplicateTripFound = z.object({
  TripID: z.string(),
  /** When it was stored (ISO timestamp). */
  createdAt: z.string(),
  DriverName: z.string().nullable(),
});
export type DuplicateTripFound = z.infer<typeof duplicateTripFound>;

/** The 409's body. */
export const duplicateTripAnswer = z.object({
  message: z.string(),
  errorCode: z.literal(DUPLICATE_TRIP),
  duplicateTrip: duplicateTripFound,
});
export type DuplicateTripAnswer = z.infer<typeof duplicateTripAnswer>;

/** How DO numbers compare: trimmed, in any case. */
export const doNumberKey = (value: string) => value.trim().toLowerCase();

/** What makes two trips of one day the same trip, or null when there is no DO number to compare. */
export function duplicateTripKey(truckNumber: string, doNumber: string | null | undefined): string | null {
  const doKey = doNumberKey(doNumber ?? '');
  return doKey ? `${truckKey(truckNumber)}|${doKey}` : null;
}

/** The stored trip a duplicate message names. */
export interface StoredTripFacts {
  TripID: string;
  /** Its India date and time ('YYYY-MM-DD', 'HH:mm:ss'). */
  localDate: string;
  localTime: string;
  DriverName: string | null;
}

const storedWhen = (trip: StoredTripFacts, today: string) =>
  `${trip.localDate === today ? 'today' : `on ${formatIndianDate(trip.localDate)}`} at ${trip.localTime.slice(0, 5)}`;

export const DUPLICATE_TRIP_MESSAGES = {
  /** The 409's question. */
  found: (trip: StoredTripFacts, today: string) =>
    `Trip ${trip.TripID} has the same truck and DO number, stored ${storedWhen(trip, today)}` +
    `${trip.DriverName ? ` (driver ${trip.DriverName})` : ''}. Save this trip as well?`,
  /** The trip form's dialog. */
  confirmTitle: 'Trip already stored',
  saveAnyway: 'Save anyway',
} as const;

/** When the trip found was stored, as the trip form shows it: '28/11/2026 10:42' (India). */
export function storedAtText(createdAt: string): string {
  const at = indiaDayAndTime(createdAt);
  return at ? `${formatIndianDate(at.day)} ${at.time}` : createdAt;
}
