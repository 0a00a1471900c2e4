import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolvePendingSession } from './pending-session';
import { ACCESS_MESSAGES } from '../../shared/common/messages';
import { CSRF_COOKIE, CSRF_HEADER, csrfCookieOptions } from './cookies';
import { logSecurityEvent, routeOf } from '../security-log';
import { boundedMemo } from '../bounded-memo';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * The CSRF token of a session: an HMAC keyed with the session's secret id. Only whoever holds the
 * (HttpOnly) session cookie can compute it, any app instance can check it, and it dies with the session.
 */
export const csrfTokenFor: (sessionId: string) => string = boundedMemo((sessionId) =>
  crypto.createHmac('sha256', sessionId).update('csrf-token').digest('base64url'),
);

/**
 * A browser tells where a request comes from: Sec-Fetch-Site (modern browsers) or Origin. A
 * cross-site one is refused; requests with neither header (curl, API clients) rely on the token.
 */
function comesFromOurSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false; // "null" or garbage
  }
}

/**
 * CSRF protection for every state-changing request. Signed in: the X-XSRF-TOKEN header must be
 * the session's token (a cookie chosen by an attacker is worthless). Not signed in (login, signup,
 * reset-password): double submit, the header equals the token cookie. Always: same-site origin.
 * Runs after the session hook.
 * Kept over @fastify/csrf-protection: its tokens need a secret kept per client (a cookie or
 * @fastify/session); this one is derived from the session id (any instance checks it, logout ends
 * it), adds the Sec-Fetch-Site check, and keeps SPEC.md's cookie and header names.
 */
export function registerCsrf(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const pending = request.pendingSession;
    if (pending !== null && !passesForLiveSession(request, csrfTokenFor(pending))) {
      // Not what a live session's browser sends: decided as for any route, on the session as it is.
      await resolvePendingSession(request);
    }
    if (request.pendingSession !== null) return; // the route's first statement reads the session
    const cookieToken = request.cookies[CSRF_COOKIE];
    const expected = request.user ? csrfTokenFor(request.user.sessionId) : null;
    if (SAFE_METHODS.has(request.method)) {
      if (expected ? cookieToken !== expected : !cookieToken) {
        reply.setCookie(
          CSRF_COOKIE,
          expected ?? crypto.randomBytes(32).toString('base64url'),
          csrfCookieOptions(app.config, request),
        );
      }
      return;
    }
    return refuseCsrf(request, reply, expected);
  });
}

/**
 * Whether the request would pass this check, cookie left as it is, if its session were live
 * (token `expected`): then a route reading its session with its first statement may go on.
 */
function passesForLiveSession(request: FastifyRequest, expected: string): boolean {
  if (SAFE_METHODS.has(request.method)) return request.cookies[CSRF_COOKIE] === expected;
  const headerToken = request.headers[CSRF_HEADER];
  return typeof headerToken === 'string' && sameToken(headerToken, expected) && comesFromOurSite(request);
}

/**
 * The check of a state-changing request, its session's token `expected` (null: not signed in,
 * double submit). Answers the 403 when refused, else undefined.
 */
export function refuseCsrf(request: FastifyRequest, reply: FastifyReply, expected: string | null) {
  if (SAFE_METHODS.has(request.method)) return undefined;
  const cookieToken = request.cookies[CSRF_COOKIE];
  const headerToken = request.headers[CSRF_HEADER];
  const tokenOk =
    typeof headerToken === 'string' &&
    (expected ? sameToken(headerToken, expected) : !!cookieToken && sameToken(cookieToken, headerToken));
  if (!tokenOk || !comesFromOurSite(request)) {
    const reason = tokenOk ? 'sent from another site' : 'CSRF token missing or wrong';
    logSecurityEvent(request, 'csrf-refused', `${routeOf(request)}: ${reason}`);
    return reply.status(403).send({ message: ACCESS_MESSAGES.csrf });
  }
  return undefined;
}
