import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Validators for lists whose version lives in PostgreSQL (list-versions per module): an answer
 * carries an ETag made of what decides its bytes (the query, what the caller's profile may see, the
 * list's version), and a request naming that tag in If-None-Match gets 304 with no body. Only
 * after the session and access checks, which run on every request before any handler.
 */

/**
 * The browser keeps the answer but asks again every time (no-cache), sending the tag; private keeps
 * it out of shared caches, as no-store did (app.ts leaves a route's own Cache-Control as it is).
 */
export const REVALIDATE = 'private, no-cache';

/** A strong tag of the parts, in the quoted form RFC 9110 section 8.8.3 gives. */
export function entityTag(parts: readonly unknown[]): string {
  const digest = crypto.createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

/**
 * Whether If-None-Match names the tag (RFC 9110 section 13.1.2: a list of tags, weak comparison,
 * or * for any current answer).
 */
export function namesTag(request: FastifyRequest, tag: string): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((item) => {
    const candidate = item.trim();
    return candidate === '*' || (candidate.startsWith('W/') ? candidate.slice(2) : candidate) === tag;
  });
}

/**
 * Answers 304 when the caller holds the tag (true: the reply is sent), else labels the coming
 * answer with it.
 */
export function answeredUnchanged(request: FastifyRequest, reply: FastifyReply, tag: string): boolean {
  reply.header('etag', tag).header('cache-control', REVALIDATE);
  if (!namesTag(request, tag)) return false;
  void reply.code(304).send();
  return true;
}
