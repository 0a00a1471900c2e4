import { CSRF_COOKIE, CSRF_HEADER } from '../../shared/auth/csrf';
import { readCookie } from '../app/csrf';
import { API_PATH_PREFIX } from './offline-names';

/**
 * A call to the API made the same way from a page and from the service worker (which sends the
 * trip outbox by Background Sync with no page open): nothing here may need a window or the store.
 */

/** The API's address of `path`: `location` is the page's, or the worker's (the same origin). */
export const apiUrl = (path: string) => `${location.origin}${API_PATH_PREFIX}${path}`;

/**
 * The session's CSRF token as the server handed it out in its cookie. A page reads
 * document.cookie, as every other call of the app does; a service worker has no document and
 * reads the same cookie through the Cookie Store API (Chromium's workers have it, and so does
 * every browser with Background Sync).
 */
export async function csrfToken(): Promise<string | undefined> {
  if (typeof document !== 'undefined') return readCookie(CSRF_COOKIE);
  if (typeof cookieStore === 'undefined') return undefined;
  const cookie = await cookieStore.get(CSRF_COOKIE).catch(() => null);
  return cookie?.value ?? undefined;
}

/** Headers for a state-changing call: `headers` and the CSRF token, when there is one. */
export async function withCsrf(headers: Record<string, string> = {}): Promise<Headers> {
  const all = new Headers(headers);
  const token = await csrfToken();
  if (token) all.set(CSRF_HEADER, token);
  return all;
}
