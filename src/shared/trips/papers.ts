import { can } from '../auth/permissions';
import { TRIP_MESSAGES } from './record';

/**
 * A trip's papers: its four attachments (diesel slip, loading advice, invoice, weighment slip),
 * added or replaced after the trip is stored (POST /api/trip/{tripId}/papers). The files follow
 * the upload rules of every trip file (PDF only, at most 1 MB); a photo is made into a PDF on the
 * device before it is sent.
 */

export const PAPERS_MESSAGES = {
  saved: (tripId: string) => `Papers saved for ${tripId}.`,
  noPapers: 'Choose at least one paper to attach.',
  notOwn: 'You can add papers only to the trips you entered.',
  notToday: "You can add papers only to today's trips.",
  notOpen: (tripId: string, status: string) =>
    `${tripId} is ${status}: papers can be added only while a trip is Open.`,
  // The device's side: a photo it cannot read, or cannot make small enough.
  photoUnreadable:
    'This photo could not be read on this device. Take it again with the camera, or choose a JPEG, PNG or PDF file.',
  photoTooLarge: 'This photo could not be made into a PDF under 1 MB. Take it again, or choose a PDF.',
  notSent: (tripId: string, reason: string) =>
    `${tripId} was stored, but its papers were not sent: ${reason} Add them from My trips today.`,
} as const;

/** What decides who may change a trip's papers: who entered it, its date and its status. */
export interface PapersTrip {
  TripID: string;
  Username: string;
  localDate: string;
  TransactionStatus: string;
}

export interface PapersRefusal {
  status: 403 | 409;
  message: string;
}

/**
 * Why this user may not add or replace this trip's papers, or null when he may. A billed trip's
 * papers change only through Revise Bill, for everyone. A profile that edits trip rows may change
 * the papers of any other trip (as its row edit does). A profile that only enters trips (the
 * loading manager) may change those of his own trips of today (India's date) while they are Open.
 */
export function papersRefusal(
  profile: string | null | undefined,
  username: string,
  trip: PapersTrip,
  today: string,
): PapersRefusal | null {
  if (!can(profile, 'tripPapers')) return { status: 403, message: TRIP_MESSAGES.noAccess };
  if (trip.TransactionStatus === 'Billed') return { status: 409, message: TRIP_MESSAGES.billedLocked };
  if (can(profile, 'tripRowEdit')) return null;
  if (trip.Username !== username) return { status: 403, message: PAPERS_MESSAGES.notOwn };
  if (trip.localDate !== today) return { status: 403, message: PAPERS_MESSAGES.notToday };
  if (trip.TransactionStatus !== 'Open')
    return { status: 409, message: PAPERS_MESSAGES.notOpen(trip.TripID, trip.TransactionStatus) };
  return null;
}
