import type { CookieSerializeOptions } from '@fastify/cookie';
import type { ServerConfig } from '../config';

export const SESSION_COOKIE = 'sid';
export { CSRF_COOKIE, CSRF_HEADER } from '../../shared/auth/csrf';

export function sessionCookieOptions(config: ServerConfig): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secureCookies,
    path: '/',
    maxAge: Math.floor(config.sessionTtlMs / 1000),
  };
}

export function csrfCookieOptions(config: ServerConfig): CookieSerializeOptions {
  // Readable by script: the SPA copies it into the CSRF header (double submit).
  return { httpOnly: false, sameSite: 'strict', secure: config.secureCookies, path: '/' };
}
