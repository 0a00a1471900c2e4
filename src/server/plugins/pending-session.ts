import type { FastifyRequest } from 'fastify';
import type { DB } from '../db/connection';
import { sessionRepository, type SignedInUser } from '../modules/auth/sessions';

// A session the session hook (session.ts) left pending for its route's first statement (session-in-statement.ts).

const repositories = new WeakMap<DB, ReturnType<typeof sessionRepository>>();

/** The database's session repository, made once (it compiles the session statement when made). */
export function sessionRepositoryOf(db: DB) {
  let repository = repositories.get(db);
  if (!repository) repositories.set(db, (repository = sessionRepository(db)));
  return repository;
}

/**
 * Reads the session of a request whose route would have read it with its first statement, now,
 * in a statement of its own (a path that answers before that statement: an error, a refusal).
 */
export async function resolvePendingSession(request: FastifyRequest): Promise<void> {
  const sessionId = request.pendingSession;
  if (sessionId === null) return;
  request.pendingSession = null; // read once: an error here is answered as the error it is
  request.user = await sessionRepositoryOf(request.server.db).findUser(sessionId);
  if (request.user) lastSeen.set(request.user);
}

/**
 * Who each session's user was when the database last said so, on this instance: a hint of the
 * profile a route's first statement is built for, never an answer. The statement reads the session
 * again and reads nothing unless the database names the same user and profile.
 */
export const lastSeen = {
  users: new Map<string, { username: string; profile: string }>(),
  set(user: SignedInUser) {
    const known = this.users.get(user.sessionId);
    if (known?.username === user.username && known.profile === user.profile) return;
    if (this.users.size >= 10_000) this.users.clear();
    this.users.set(user.sessionId, { username: user.username, profile: user.profile });
  },
  get(sessionId: string) {
    return this.users.get(sessionId);
  },
};
