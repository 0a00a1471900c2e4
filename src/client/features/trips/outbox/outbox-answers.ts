import { AUTH_MESSAGES } from '../../../../shared/common/messages';
import { DUPLICATE_TRIP, duplicateTripAnswer } from '../../../../shared/trips/duplicates';
import type { PapersUpload } from '../papers/upload-papers';
import type { OutboxTrip } from './outbox-store';

/** POST /reports's answer as the outbox reads it: a status and body, or null when none came. */
export type TripAnswer = { status: number; body: unknown } | null;

/** No answer, a server failure or "try later": the trip waits and is sent again with its key. */
const sendAgainLater = (status: number | null) =>
  status === null || status >= 500 || status === 408 || status === 429;

const messageOf = (body: unknown): string | undefined => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
};

/**
 * The kept trip after the server's answer to its POST /reports. 401 (the session ended) is left
 * to the caller: the trip waits until its user logs in again.
 */
export function afterTripAnswer(trip: OutboxTrip, answer: TripAnswer, now = new Date()): OutboxTrip {
  if (answer === null) return { ...trip, state: 'waiting', message: undefined };
  // A server failure: the trip waits with the server's reason and goes again with its key. Its
  // answer to the duplicate question (confirmDuplicate) stays: the question is not asked again.
  if (sendAgainLater(answer.status))
    return { ...trip, state: 'waiting', message: messageOf(answer.body) ?? AUTH_MESSAGES.unexpected };
  const { status, body } = answer;
  if (status === 200 || status === 201) {
    const tripId = (body as { TripID?: unknown } | null)?.TripID;
    const papersWait = Object.keys(trip.papers).length > 0;
    return {
      ...trip,
      state: 'stored',
      storedAt: now.toISOString(),
      tripId: typeof tripId === 'string' ? tripId : undefined,
      message: messageOf(body),
      duplicate: undefined,
      ...(papersWait ? { papersState: 'waiting' as const } : {}),
    };
  }
  if (status === 409 && (body as { errorCode?: unknown } | null)?.errorCode === DUPLICATE_TRIP) {
    const parsed = duplicateTripAnswer.safeParse(body);
    if (parsed.success)
      return { ...trip, state: 'duplicate', duplicate: parsed.data, message: parsed.data.message };
  }
  return { ...trip, state: 'refused', message: messageOf(body) ?? AUTH_MESSAGES.unexpected };
}

/** The stored trip after its papers' upload: sent, waiting again (no answer, 5xx), or refused with the reason. */
export function afterPapersAnswer(trip: OutboxTrip, upload: PapersUpload): OutboxTrip {
  if (upload.ok) return { ...trip, papers: {}, papersState: 'sent', papersMessage: upload.message };
  if (sendAgainLater(upload.status)) return { ...trip, papersState: 'waiting' };
  return { ...trip, papers: {}, papersState: 'refused', papersMessage: upload.message };
}

/** The duplicate question answered "save anyway": sent again, same key, with confirmDuplicateTrip. */
export const confirmedDuplicate = (trip: OutboxTrip): OutboxTrip => ({
  ...trip,
  state: 'waiting',
  confirmDuplicate: true,
  duplicate: undefined,
  message: undefined,
});

/** Whether the trip (or its papers) has something left to send. */
export const hasWork = (trip: OutboxTrip) =>
  trip.state === 'waiting' ||
  trip.state === 'sending' ||
  (trip.state === 'stored' && trip.papersState === 'waiting');

/**
 * The trips that reached the server between two reads of the outbox: stored since, or their papers
 * sent since. Whoever sent them (this tab, another, the service worker by Background Sync), the
 * lists that show the user's trips are stale for these.
 */
export function storedSince(before: OutboxTrip[], after: OutboxTrip[]): string[] {
  const earlier = new Map(before.map((trip) => [trip.key, trip]));
  return after
    .filter((trip) => {
      if (trip.state !== 'stored' || !trip.tripId) return false;
      const was = earlier.get(trip.key);
      return was?.state !== 'stored' || was.papersState !== trip.papersState;
    })
    .map((trip) => trip.tripId!);
}
