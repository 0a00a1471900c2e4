import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../shared/common/messages';
import { unauthorized } from '../http-errors';
import { sessionRepository, type SignedInUser } from '../modules/auth/sessions';
import { CSRF_COOKIE, csrfCookieOptions, SESSION_COOKIE, sessionCookieOptions } from './cookies';
import { csrfTokenFor } from './csrf';
import { HEALTH_PATH } from '../modules/health/routes';
import { lastSeen } from './pending-session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set from the session cookie before any route runs. */
    user: SignedInUser | null;
    /**
     * The session id of a route whose first statement reads its session (`session:
     * 'read-with-first-statement'`) until that statement has read it; null otherwise. `user` stays
     * null meanwhile: session-in-statement.ts says when the access was decided.
     */
    pendingSession: string | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's first statement reads the session with what it reads (session-in-statement.ts):
     * one round trip fewer, the session still read from the database on every request.
     */
    session?: 'read-with-first-statement';
  }
}

/**
 * The signed-in user of a route that the access check let through. A route that needs the user
 * asks for it here rather than asserting it exists: if a route is ever opened to the public by
 * mistake, the answer is a 401, not a crash.
 */
export function requireUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
  return request.user;
}

export function registerSessions(app: FastifyInstance) {
  const sessions = sessionRepository(app.db);
  app.decorateRequest('user', null);
  app.decorateRequest('pendingSession', null);
  app.addHook('onRequest', async (request) => {
    if (request.url === HEALTH_PATH) return; // must answer (503) even when the database is down
    const sessionId = request.cookies[SESSION_COOKIE];
    if (sessionId && request.routeOptions.config.session === 'read-with-first-statement') {
      request.pendingSession = sessionId;
      return;
    }
    request.user = sessionId ? await sessions.findUser(sessionId) : null;
    if (request.user) lastSeen.set(request.user);
  });
}

export async function startSession(app: FastifyInstance, reply: FastifyReply, userId: number) {
  const sessions = sessionRepository(app.db);
  await sessions.purgeExpired(); // expired rows are never read again; logins keep the table small
  const sessionId = await sessions.create(userId, app.config.sessionTtlMs);
  reply.setCookie(SESSION_COOKIE, sessionId, sessionCookieOptions(app.config, reply.request));
  // The CSRF token is bound to the new session from the first request on.
  reply.setCookie(CSRF_COOKIE, csrfTokenFor(sessionId), csrfCookieOptions(app.config, reply.request));
}

/** Ends the session on the server and clears both its cookies in the browser. */
export async function endSession(app: FastifyInstance, sessionId: string | undefined, reply: FastifyReply) {
  if (sessionId) await sessionRepository(app.db).destroy(sessionId);
  clearSessionCookie(app, reply);
  // The token was bound to the ended session; the next GET hands out a fresh one.
  reply.clearCookie(CSRF_COOKIE, csrfCookieOptions(app.config, reply.request));
}

/**
 * Clears the session cookie with the attributes it was set with (a browser keeps a Secure or
 * SameSite=Strict cookie that a differently-attributed clearing does not match).
 */
export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(app.config, reply.request));
}
