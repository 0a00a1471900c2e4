import { useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '../../../app/api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { sessionExpired } from '../../../app/session/auth-slice';
import { OUTBOX_SYNC_TAG } from '../../../offline/offline-names';
import { PAPERS_TAGS } from '../papers/use-trip-papers';
import { confirmedDuplicate, hasWork, storedSince } from './outbox-answers';
import { sendOutbox } from './outbox-send';
import { todayInIndia } from '../../../../shared/common/dates';
import {
  dropStoredBefore,
  keepTrip,
  onOutboxChange,
  outboxAvailable,
  dropKeptTrip,
  saveTrip,
  tripsOf,
  type OutboxTrip,
} from './outbox-store';

/** While trips wait, they are tried again this often (a server that was down answers again). */
const RETRY_MS = 30_000;

/**
 * Asks the browser to wake the service worker when the network returns (Background Sync, where it
 * exists): the worker sends the outbox even when no page of the app is open (outbox-background.ts).
 */
async function askBackgroundSync() {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
  await sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

/**
 * The signed-in user's trip outbox: the kept trips (another user's are never read), and their
 * sending: at once when kept, when the page opens, when the network returns, and every 30 s while
 * some wait; Background Sync has the service worker send them too, with or without a page open.
 */
export function useTripOutbox() {
  const username = useAppSelector((s) => s.auth.username);
  const dispatch = useAppDispatch();
  const [trips, setTrips] = useState<OutboxTrip[]>([]);

  const send = useCallback(async () => {
    if (!username || !outboxAvailable()) return;
    const round = await sendOutbox(username);
    if (round.signedOut) dispatch(sessionExpired());
  }, [username, dispatch]);

  // The list follows the store: read now, and again after every change (this tab's sending too,
  // another tab's, the service worker's). A trip stored since the last read makes the lists that
  // show it (My trips today, the trip's papers) stale, whoever sent it.
  useEffect(() => {
    let current = true;
    let last: OutboxTrip[] | null = null;
    const read = () => {
      const kept = username && outboxAvailable() ? tripsOf(username) : Promise.resolve([]);
      void kept.then((found) => {
        if (!current) return;
        for (const tripId of last ? storedSince(last, found) : [])
          dispatch(api.util.invalidateTags(PAPERS_TAGS(tripId)));
        last = found;
        setTrips(found);
      });
    };
    // Trips stored on an earlier day are done: listed no more (outbox-store.ts says which).
    if (username && outboxAvailable()) void dropStoredBefore(username, todayInIndia()).then(read);
    else read();
    const stop = onOutboxChange(read);
    return () => {
      current = false;
      stop();
    };
  }, [username, dispatch]);

  const waiting = trips.some(hasWork);
  useEffect(() => {
    if (!username || !outboxAvailable()) return;
    void send();
    const onOnline = () => void send();
    window.addEventListener('online', onOnline);
    const retry = waiting ? setInterval(() => void send(), RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(retry);
    };
  }, [username, send, waiting]);

  const actions = useMemo(
    () => ({
      /** Keeps a submitted trip (its key, its body, its papers) and tries to send it at once. */
      keep: async (trip: Omit<Parameters<typeof keepTrip>[0], 'username'>) => {
        if (!username) return;
        await keepTrip({ ...trip, username });
        void askBackgroundSync();
        void send();
      },
      /** "Save anyway" to the duplicate question: sent again with the same key. */
      confirmDuplicate: async (trip: OutboxTrip) => {
        await saveTrip(confirmedDuplicate(trip));
        void askBackgroundSync();
        void send();
      },
      discard: (trip: OutboxTrip) => dropKeptTrip(trip.key),
      sendNow: () => send(),
    }),
    [username, send],
  );
  return { trips, ...actions };
}

export type TripOutboxState = ReturnType<typeof useTripOutbox>;
