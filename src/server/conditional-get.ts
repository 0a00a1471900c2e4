import crypto from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { DB } from './db/connection';
import { requireUser } from './plugins/session';
import { settleSession } from './plugins/session-in-statement';
import { todayInIndia } from '../shared/common/dates';

/**
 * Validators for lists whose version lives in PostgreSQL (list-versions per module): an answer
 * carries an ETag made of what decides its bytes (the query, what the caller's profile may see, the
 * list's version), and a request naming that tag in If-None-Match gets 304 with no body. Only
 * after the session and access checks, which run on every request before any handler.
 */

/**
 * What an answer's version is read from: the database (list-versions.ts, or a module's own), and
 * the request when the version depends on what it asks (its dates).
 */
export type ListVersion = (db: DB, request: FastifyRequest) => Promise<string>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answer is decided by its parameters, the caller and this version: it carries an
     * ETag and a matching If-None-Match is a 304 (registerConditionalGets).
     */
    revalidate?: ListVersion;
    /**
     * The handler reads the version in its answer's own statement and labels the answer with
     * labelRevalidated: a request naming no tag (nothing to answer 304) skips the read before it.
     */
    versionWithAnswer?: boolean;
  }
}

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
 * or * for any current answer). A POST list is answered 304 only for its own tag: * there would
 * skip the checks its handler makes of the body (RFC 9110 gives a non-GET 412 for it, never a 304).
 */
export function namesTag(request: FastifyRequest, tag: string): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  const anyMatches = request.method === 'GET' || request.method === 'HEAD';
  return header.split(',').some((item) => {
    const candidate = item.trim();
    if (candidate === '*') return anyMatches;
    return (candidate.startsWith('W/') ? candidate.slice(2) : candidate) === tag;
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

/**
 * Routes that declare `revalidate` in their config: after the session and access checks (and the
 * request's validation), the tag is made of the route, its parsed parameters and body (a POST list
 * whose query is its JSON body, answered 304 as a GET would be: it reads and changes nothing), who asks (a profile
 * sees other columns, a user is never answered 304 for what another was sent), today's date (the
 * ageing buckets and the dashboard's windows move with it) and the version, read now. Only a 200
 * keeps the tag; an error is answered no-store as any other.
 */
export function registerConditionalGets(app: FastifyInstance) {
  // Only the routes that declare `revalidate` get these hooks: as global hooks they ran, and made a
  // promise, on every request of every route. A route's own hooks run after the global ones (the
  // session, access and input checks), as these did; added first among its own.
  app.addHook('onRoute', (route) => {
    if (!route.config?.revalidate) return;
    const preHandlers = ([] as preHandlerHookHandler[]).concat(route.preHandler ?? []);
    if (preHandlers.includes(revalidateFirst)) return; // a HEAD route made from its GET's options
    route.preHandler = [revalidateFirst, ...preHandlers];
    route.onSend = [...([] as onSendHookHandler[]).concat(route.onSend ?? []), noTagOnError];
  });
}

async function revalidateFirst(request: FastifyRequest, reply: FastifyReply) {
  const { revalidate: version, versionWithAnswer } = request.routeOptions.config;
  if (!version) return;
  if (versionWithAnswer && request.headers['if-none-match'] === undefined) return;
  if (await settleSession(request, reply)) return reply; // the tag is the session user's
  const tag = revalidationTag(request, await version(request.server.db, request));
  if (answeredUnchanged(request, reply, tag)) return reply;
}

async function noTagOnError(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 && reply.statusCode !== 304)
    reply.removeHeader('etag').header('cache-control', 'no-store');
  return payload;
}

/** The tag of a revalidated route's answer at this version (registerConditionalGets). */
function revalidationTag(request: FastifyRequest, version: string): string {
  const { username, profile } = requireUser(request);
  return entityTag([
    request.method === 'HEAD' ? 'GET' : request.method,
    request.routeOptions.url,
    request.params,
    request.query,
    request.method === 'POST' ? request.body : null,
    profile,
    username,
    todayInIndia(),
    version,
  ]);
}

/**
 * Labels the answer of a `versionWithAnswer` route with the version read with it (a 304 was
 * already answered before the handler when the request named the tag).
 */
export function labelRevalidated(request: FastifyRequest, reply: FastifyReply, version: string) {
  reply.header('etag', revalidationTag(request, version)).header('cache-control', REVALIDATE);
}

/** Whether a `versionWithAnswer` route's answer is still to be labelled (the hook left it to the handler). */
export const unlabelled = (reply: FastifyReply) => !reply.hasHeader('etag');
