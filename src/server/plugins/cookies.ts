import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

export const SESSION_COOKIE = 'sid';
export { CSRF_COOKIE, CSRF_HEADER } from '../../shared/auth/csrf';

/**
 * The request came over https: directly, or through a trusted proxy's X-Forwarded-Proto (Fastify's
 * request.protocol believes it only from a trusted proxy). SECURE_COOKIES says so for every request.
 */
export function servedOverHttps(config: ServerConfig, request: FastifyRequest): boolean {
  return config.secureCookies || request.protocol === 'https';
}

export function sessionCookieOptions(config: ServerConfig, request: FastifyRequest): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: servedOverHttps(config, request),
    path: '/',
    maxAge: Math.floor(config.sessionTtlMs / 1000),
  };
}

export function csrfCookieOptions(config: ServerConfig, request: FastifyRequest): CookieSerializeOptions {
  // Readable by script: the SPA copies it into the CSRF header (double submit).
  return { httpOnly: false, sameSite: 'strict', secure: servedOverHttps(config, request), path: '/' };
}
