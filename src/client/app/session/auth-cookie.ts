import { readCookie } from '../csrf';

/**
 * The SPA's own `isAuthenticated` cookie (SPEC.md section 4): a hint for the router on reload.
 * The real session is the server's HttpOnly cookie.
 */
export const AUTH_COOKIE = 'isAuthenticated';
const ONE_DAY_SECONDS = 24 * 60 * 60;

type Place = Pick<Location, 'protocol' | 'hostname'>;

/**
 * Browsers refuse a `Secure` cookie set from a plain-http page, except on localhost (a secure
 * context). The app may be served over plain http on an office network (http://192.168.x.x:8080);
 * there a `Secure` flag would drop the whole cookie, so it is added only where it can be kept.
 */
function canBeSecure({ protocol, hostname }: Place): boolean {
  return (
    protocol === 'https:' || hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]'
  );
}

/** The document.cookie assignment for the flag: secure where possible, strict same-site, 1 day. */
export function authCookieString(isAuthenticated: boolean, place: Place = window.location): string {
  const attributes = `Path=/; SameSite=Strict${canBeSecure(place) ? '; Secure' : ''}`;
  return isAuthenticated
    ? `${AUTH_COOKIE}=true; Max-Age=${ONE_DAY_SECONDS}; ${attributes}`
    : `${AUTH_COOKIE}=; Max-Age=0; ${attributes}`;
}

export function readAuthCookie(): boolean {
  return typeof document !== 'undefined' && readCookie(AUTH_COOKIE) === 'true';
}

export function writeAuthCookie(isAuthenticated: boolean): void {
  document.cookie = authCookieString(isAuthenticated);
}
