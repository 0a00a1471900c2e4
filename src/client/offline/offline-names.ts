/**
 * Names the page and the service worker (service-worker.ts) share: the look-ups cache, the
 * message between them and the Background Sync tag of the trip outbox.
 */

/** Cache Storage holding the trip form's look-ups as last fetched (served when the network fails). */
export const LOOKUPS_CACHE = 'trip-lookups';

/**
 * The look-ups the trip form needs offline (under the API prefix): trucks, vendors with their TDS,
 * routes with their rates, and a truck's document warnings.
 */
export const LOOKUP_PATHS = [
  '/api/trucks',
  '/api/vendors',
  '/api/destination',
  '/api/truck-document-warnings',
];

/** The whole lists among them, which the trip form cannot work without (the warnings are asked per truck). */
export const LOOKUP_LISTS = LOOKUP_PATHS.slice(0, 3);

/** The API prefix every call goes under (the server's API_PREFIX). */
export const API_PATH_PREFIX = '/logistics';

/** Page → worker: take over now (sent only at a start, before anything is typed). */
export const SKIP_WAITING = 'skip-waiting';
/** The Background Sync tag registered while trips wait. */
export const OUTBOX_SYNC_TAG = 'trip-outbox';
