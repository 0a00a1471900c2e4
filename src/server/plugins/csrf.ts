import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ACCESS_MESSAGES } from '../../shared/messages';
import { CSRF_COOKIE, CSRF_HEADER, csrfCookieOptions } from './cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * Double-submit CSRF protection. Any GET (the page itself or check-auth) issues a random token
 * cookie; every state-changing API call must echo it in the X-XSRF-TOKEN header.
 */
export function registerCsrf(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[CSRF_COOKIE];
    if (SAFE_METHODS.has(request.method)) {
      if (!cookieToken) {
        reply.setCookie(CSRF_COOKIE, crypto.randomBytes(32).toString('base64url'), csrfCookieOptions(app.config));
      }
      return;
    }
    const headerToken = request.headers[CSRF_HEADER];
    if (!cookieToken || typeof headerToken !== 'string' || !sameToken(cookieToken, headerToken)) {
      return reply.status(403).send({ message: ACCESS_MESSAGES.csrf });
    }
  });
}
