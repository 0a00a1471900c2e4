import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { PrecacheEntry } from 'workbox-precaching';
import {
  API_PATH_PREFIX,
  LOOKUP_LISTS,
  LOOKUPS_CACHE,
  LOOKUP_PATHS,
  OUTBOX_SYNC_TAG,
  SKIP_WAITING,
} from './offline-names';
import { sendOutboxInBackground } from '../features/trips/outbox/outbox-background';

/**
 * The service worker: the app shell and the trip form (precached at install, webpack.config.js
 * says which chunks) open without a network; the trip form's look-ups are served from their last
 * answer when the network fails. A new version waits until the page asks it to take over, which
 * the page does only at a start (register-service-worker.ts), never while a form is being typed.
 * Background Sync sends the trip outbox (outbox-background.ts).
 */

// The worker's global, typed here: the WebWorker lib cannot sit beside the DOM lib in one program.
interface WaitUntilEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
  tag?: string;
  data?: unknown;
}
interface WorkerScope {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'activate' | 'message' | 'sync', listener: (event: WaitUntilEvent) => void): void;
}
declare const self: WorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is the one index.html (the SPA routes it); the API is never a page.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [new RegExp(`^${API_PATH_PREFIX}/`)],
  }),
);

// The look-ups: fresh when the network answers within 6 s, else the last answer kept.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === location.origin &&
    LOOKUP_PATHS.some((path) => url.pathname === `${API_PATH_PREFIX}${path}`),
  new NetworkFirst({ cacheName: LOOKUPS_CACHE, networkTimeoutSeconds: 6 }),
);

// The first worker takes the page that installed it, so the look-ups that page fetches after its
// login are kept for a start without a network (else only the next load went through the worker).
// Claiming moves no page from one version to another: a new version activates only when a start
// asks it to (SKIP_WAITING above the first render), and a page open then changes with it anyway.
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([self.clients.claim(), keepLookupLists()])),
);

/**
 * A page that signed in before this worker took it fetched its look-ups past the worker, so none
 * was kept: the worker fetches the lists itself once, with the session's cookie. Signed out (401)
 * or offline, nothing is stored and the page's next fetch through the worker keeps them.
 */
async function keepLookupLists() {
  const cache = await caches.open(LOOKUPS_CACHE);
  await Promise.all(
    LOOKUP_LISTS.map(async (path) => {
      const url = `${location.origin}${API_PATH_PREFIX}${path}`;
      const answer = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
      if (answer?.ok) await cache.put(url, answer);
    }),
  );
}

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

// Background Sync: the network is back. The worker sends the trip outbox itself, with the pages'
// own sender, so the trips go even when no page of the app is open; open pages hear of each change.
self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendOutboxInBackground());
});
