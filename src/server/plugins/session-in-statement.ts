import { CompiledQuery, type QueryResult } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { profilesAllowed, refuseAccess, type Access } from './rbac';
import { refuseCsrf } from './csrf';
import { requireUser } from './session';
import { lastSeen, resolvePendingSession, sessionRepositoryOf } from './pending-session';
import type { SignedInUser } from '../modules/auth/sessions';
import type { DB } from '../db/connection';

/**
 * A route declaring `session: 'read-with-first-statement'` reads its session with its first
 * statement instead of before it (the session hook leaves it pending): the session user's query
 * and the route's read go as one statement, and the read runs only when that statement's session
 * is live and its profile may use the route. Then the same decision as for any route
 * (rbac.ts refuseAccess): the database answers for the session on every request, one round trip
 * fewer. A path that would answer before that statement (an error, a CSRF refusal) reads the
 * session first (settleSession), so every refusal is the one a route without it gives.
 */

/** The route option that asks for it. */
export const FIRST_STATEMENT = 'read-with-first-statement' as const;

/** Who a route's statement is built for. */
export interface SessionActor {
  username: string;
  profile: string;
}

/** Sends a statement, the session read with it when it is the request's first. */
export type StatementRunner = <R>(query: CompiledQuery<R>) => Promise<QueryResult<R>>;

const ME = { id: 'me:id', username: 'me:username', profile: 'me:profile', mustChange: 'me:must-change' };
const READ = 'me:read';

/** Renumbers a statement's `$n` parameters by `by` (Kysely's statements hold no `$` but theirs). */
const shifted = (text: string, by: number) =>
  text.replace(/\$(\d+)(?!\d)/g, (_, n: string) => `$${Number(n) + by}`);

/**
 * The one statement: the session's user (one row, or nulls) and beside it the read's rows, read
 * only when the session's profile is one the route allows (and, when the read was built for a
 * profile, that very user and profile). `offset 0` keeps the planner from flattening the lateral
 * read, whose check would become a join filter run after the read: as it is the check is a
 * one-time filter, and for a refused session PostgreSQL never starts the read (EXPLAIN ANALYZE).
 */
function combinedStatement(sessionText: string, sessionCount: number, readText: string, hinted: boolean) {
  const allowed = `$${sessionCount + 1}::text[]`;
  const forUser = hinted
    ? ` and me.username = $${sessionCount + 2} and me.profile = $${sessionCount + 3}`
    : '';
  const readShift = sessionCount + (hinted ? 3 : 1);
  return `with me as (${sessionText})
select me.id as "${ME.id}", me.username as "${ME.username}", me.profile as "${ME.profile}",
  me.must_change_password as "${ME.mustChange}", q.*
from (select 1) one
left join me on true
left join lateral (
  select true as "${READ}", r.* from (${shifted(readText, readShift)}) r
  where me.profile = any(${allowed}) and not me.must_change_password${forUser}
  offset 0
) q on true`;
}

/**
 * The combined texts made so far, by the session's text and the read's (at most 500 reads, all
 * forgotten at once when full). Keyed by the texts themselves: the hot reads' texts are the same
 * string each time (compiled once), whose hash V8 keeps, where a key joined from them was a new
 * string of a few kilobytes to build and hash on every request.
 */
const combinedTexts = new Map<string, Map<string, [plain?: string, hinted?: string]>>();
const MAX_COMBINED = 500;
let combinedCount = 0;

function combinedText(sessionText: string, sessionCount: number, readText: string, hinted: boolean): string {
  let bySession = combinedTexts.get(readText);
  if (!bySession) {
    if (++combinedCount > MAX_COMBINED) {
      combinedTexts.clear();
      combinedCount = 1;
    }
    combinedTexts.set(readText, (bySession = new Map()));
  }
  let pair = bySession.get(sessionText);
  if (!pair) bySession.set(sessionText, (pair = []));
  const slot = hinted ? 1 : 0;
  return (pair[slot] ??= combinedStatement(sessionText, sessionCount, readText, hinted));
}

function userOf(row: Record<string, unknown>, sessionId: string): SignedInUser | null {
  if (row[ME.id] === null || row[ME.id] === undefined) return null;
  return {
    id: row[ME.id] as number,
    username: row[ME.username] as string,
    profile: row[ME.profile] as string,
    mustChangePassword: row[ME.mustChange] as boolean,
    sessionId,
  };
}

function readRows(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return rows
    .filter((row) => row[READ] === true)
    .map((row) => {
      const {
        [ME.id]: _i,
        [ME.username]: _u,
        [ME.profile]: _p,
        [ME.mustChange]: _m,
        [READ]: _r,
        ...rest
      } = row;
      return rest;
    });
}

/**
 * The one statement of a session and a read: the session's user in `me:` columns, and the read's
 * rows only where the session's profile may use a route of `access` (and is `hint`'s, if given).
 */
export function sessionWithRead(
  db: DB,
  sessionId: string,
  access: Exclude<Access, 'public'>,
  hint: SessionActor | undefined,
  query: CompiledQuery<unknown>,
): CompiledQuery<Record<string, unknown>> {
  const session = sessionRepositoryOf(db).userStatement(sessionId);
  const text = combinedText(session.sql, session.parameters.length, query.sql, !!hint);
  const parameters = [
    ...session.parameters,
    profilesAllowed(access),
    ...(hint ? [hint.username, hint.profile] : []),
    ...query.parameters,
  ];
  return CompiledQuery.raw(text, parameters) as CompiledQuery<Record<string, unknown>>;
}

/** A CSRF check or the access rule refused the request now that its session is known (the reply is sent). */
function refused(request: FastifyRequest, reply: FastifyReply, user: SignedInUser | null): boolean {
  // The CSRF hook let the request on as from the session's own browser; with no live session it
  // is checked as any request without one is (double submit).
  if (!user && refuseCsrf(request, reply, null)) return true;
  const access = request.routeOptions.config.access;
  return !!access && access !== 'public' && !!refuseAccess(request, reply, access, user);
}

/**
 * Reads a pending session in a statement of its own and decides as the hooks would have: true when
 * the request was refused (answered). For a path that answers before the route's first statement.
 */
export async function settleSession(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (request.pendingSession === null) return false;
  await resolvePendingSession(request);
  return refused(request, reply, request.user);
}

/** Marks a first statement whose read did not run: refused (answered), or built for another profile. */
class ReadNotRun extends Error {}

const sameActor = (a: SessionActor | undefined, b: SessionActor | null) =>
  !!a && !!b && a.username === b.username && a.profile === b.profile;

/**
 * Runs a route's work with its session read in its first statement. `work` gets the runner its
 * statements go through and `actor()`, the user the statements are for: with `forProfile` (the
 * first statement depends on the profile) the user this instance last saw on the session, which
 * that statement checks, else the session's user once the first statement has read it. Answers
 * the work's result, or the reply when refused. Where the database names another user or profile
 * than the one the statement was built for, or `work` throws before its first statement, the
 * session is read on its own and the work done again as for any route.
 */
export async function withSessionInStatement<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { forProfile: boolean },
  work: (run: StatementRunner, actor: () => SessionActor, readSessionNow: () => Promise<void>) => Promise<T>,
): Promise<T | FastifyReply> {
  const db = request.server.db;
  const plain: StatementRunner = (query) => db.executeQuery(query);
  const resolved = () => requireUser(request);
  const nothingPending = async () => {};
  const sessionId = request.pendingSession;
  if (sessionId === null) return work(plain, resolved, nothingPending);
  const hint = options.forProfile ? lastSeen.get(sessionId) : undefined;
  if (options.forProfile && !hint) {
    if (await settleSession(request, reply)) return reply;
    return work(plain, resolved, nothingPending);
  }
  const access = request.routeOptions.config.access;
  if (!access || access === 'public')
    throw new Error(`${request.routeOptions.url}: a signed-in route reads its session`);
  let first = true;
  const run: StatementRunner = async <R>(query: CompiledQuery<R>) => {
    if (!first) return plain(query);
    first = false;
    const statement = sessionWithRead(db, sessionId, access, hint, query);
    const result = await db.executeQuery(statement);
    const rows = result.rows as Record<string, unknown>[];
    const user = userOf(rows[0], sessionId);
    request.user = user;
    request.pendingSession = null;
    if (user) lastSeen.set(user);
    if (refused(request, reply, user) || (hint && !sameActor(hint, user))) throw new ReadNotRun();
    return { ...result, rows: readRows(rows) as R[] };
  };
  const actor = () => (request.pendingSession !== null && hint ? hint : resolved());
  // A path of the work that sends no statement of its own first: the session read alone, now.
  const readSessionNow = async () => {
    first = false;
    if (await settleSession(request, reply)) throw new ReadNotRun();
    if (hint && !sameActor(hint, request.user)) throw new ReadNotRun();
  };
  try {
    return await work(run, actor, readSessionNow);
  } catch (error) {
    if (await settleSession(request, reply)) return reply;
    if (reply.sent) return reply;
    if (error instanceof ReadNotRun || (hint && !sameActor(hint, request.user)))
      return work(plain, resolved, nothingPending);
    throw error;
  }
}
