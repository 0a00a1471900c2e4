import { pathOf } from '../../../../shared/common/endpoint';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../shared/common/idempotency';
import { tripEndpoints } from '../../../../shared/trips/wire';
import { apiUrl, withCsrf } from '../../../offline/api-request';
import { uploadTripPapers } from '../papers/upload-papers';
import { afterPapersAnswer, afterTripAnswer, hasWork, type TripAnswer } from './outbox-answers';
import { saveTrip, tripsOf, type OutboxTrip } from './outbox-store';

/** A request that hangs this long is given up; the trip waits and goes again with its key. */
const SEND_TIMEOUT_MS = 20_000;

/** How a round of sending ended: 'signed-out' when the server answered 401 (the session ended). */
export type SendRound = { stored: OutboxTrip[]; signedOut: boolean };

async function postTrip(trip: OutboxTrip): Promise<TripAnswer> {
  const headers = await withCsrf({ 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: trip.key });
  const body = { ...trip.body, ...(trip.confirmDuplicate ? { confirmDuplicateTrip: true } : {}) };
  try {
    const response = await fetch(apiUrl(pathOf(tripEndpoints.create)), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'include',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch {
    return null;
  }
}

/** Sends one kept trip, then its papers once it is stored; each step is written down as it ends. */
async function sendOne(kept: OutboxTrip): Promise<OutboxTrip | 'signed-out'> {
  let trip = kept;
  if (trip.state !== 'stored') {
    await saveTrip({ ...trip, state: 'sending' });
    const answer = await postTrip(trip);
    if (answer?.status === 401) {
      await saveTrip({ ...trip, state: 'waiting' });
      return 'signed-out';
    }
    trip = afterTripAnswer(trip, answer);
    await saveTrip(trip);
  }
  if (trip.state === 'stored' && trip.papersState === 'waiting' && trip.tripId) {
    const upload = await uploadTripPapers(trip.tripId, trip.papers, {
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (!upload.ok && upload.status === 401) return 'signed-out';
    trip = afterPapersAnswer(trip, upload);
    await saveTrip(trip);
  }
  return trip;
}

let running: Promise<SendRound> | null = null;

/**
 * Sends the user's waiting trips one after another: from a page, and from the service worker by
 * Background Sync (no window or store is used here). One round at a time in this tab or worker,
 * and one across the tabs and the worker where the browser has Web Locks; the keys make any
 * overlap harmless anyway.
 */
export function sendOutbox(username: string): Promise<SendRound> {
  running ??= withLock(() => sendRound(username)).finally(() => {
    running = null;
  });
  return running;
}

async function sendRound(username: string): Promise<SendRound> {
  const stored: OutboxTrip[] = [];
  for (const trip of await tripsOf(username)) {
    if (!hasWork(trip)) continue;
    const after = await sendOne(trip);
    if (after === 'signed-out') return { stored, signedOut: true };
    if (after.state === 'stored') stored.push(after);
    // No answer: the network is still away, the rest would wait for nothing.
    if (after.state === 'waiting') break;
  }
  return { stored, signedOut: false };
}

function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? (locks.request('trip-outbox', work) as Promise<T>) : work();
}
