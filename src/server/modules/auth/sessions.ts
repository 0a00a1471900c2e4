import crypto from 'node:crypto';
import type { DB } from '../../db/connection';
import type { SessionUser } from '../../../shared/auth/wire';
import { CompiledQuery, type Selectable } from 'kysely';
import { boundedMemo } from '../../bounded-memo';
import type { UserAccountsTable } from './tables';

export interface SignedInUser extends Omit<SessionUser, 'mustChangePassword'> {
  id: number;
  /** Signed in with a temporary password: only reset-password (and logout) are allowed. */
  mustChangePassword: boolean;
  /** The session's secret id, to which the CSRF token is bound. */
  sessionId: string;
}

/** Who a users row names, as sign-in and a session read it. */
export function userIdentity(
  row: Pick<Selectable<UserAccountsTable>, 'id' | 'username' | 'profile' | 'must_change_password'>,
) {
  return {
    id: row.id,
    username: row.username,
    profile: row.profile,
    mustChangePassword: row.must_change_password,
  };
}

// Every request hashes its session id; the same few hundred ids come again and again.
const hashSessionId = boundedMemo((sessionId) => crypto.createHash('sha256').update(sessionId).digest('hex'));

/** The session's user, as findUser reads it on every request. */
const sessionUserQuery = (db: DB, idHash: string, now: Date) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.username', 'users.profile', 'users.must_change_password'])
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.expires_at', '>', now)
    .where('users.status', '=', 'active');

type SessionUserRow = Awaited<ReturnType<ReturnType<typeof sessionUserQuery>['executeTakeFirstOrThrow']>>;

/**
 * sessionUserQuery compiled once: the statement every request sends is the same text, so Kysely
 * need not build and compile it each time (its query building was the instances' largest
 * share of CPU after the socket writes). Placeholders mark where each request's values go.
 */
function compiledSessionUserQuery(db: DB) {
  const ID = '\0id-hash';
  const NOW = new Date(0);
  const compiled = sessionUserQuery(db, ID, NOW).compile();
  return (idHash: string, now: Date) =>
    CompiledQuery.raw(
      compiled.sql,
      compiled.parameters.map((value) => (value === ID ? idHash : value === NOW ? now : value)),
    ) as CompiledQuery<SessionUserRow>;
}

/** Server-side sessions in the database, so any app instance can serve any session. */
export function sessionRepository(db: DB) {
  const sessionUser = compiledSessionUserQuery(db);
  return {
    /** Creates a session and returns the secret id that goes into the cookie. */
    async create(userId: number, ttlMs: number): Promise<string> {
      const sessionId = crypto.randomBytes(32).toString('base64url'); // 256 random bits
      await db
        .insertInto('sessions')
        .values({
          id_hash: hashSessionId(sessionId),
          user_id: userId,
          expires_at: new Date(Date.now() + ttlMs),
        })
        .execute();
      return sessionId;
    },

    /** The active user of a live session, or null (expired, unknown or account no longer active). */
    async findUser(sessionId: string): Promise<SignedInUser | null> {
      const { rows } = await db.executeQuery(sessionUser(hashSessionId(sessionId), new Date()));
      return rows[0] ? { ...userIdentity(rows[0]), sessionId } : null;
    },

    /** findUser's statement, for a route that sends it with its first read (session-in-statement.ts). */
    userStatement: (sessionId: string) => sessionUser(hashSessionId(sessionId), new Date()),

    async destroy(sessionId: string): Promise<void> {
      await db.deleteFrom('sessions').where('id_hash', '=', hashSessionId(sessionId)).execute();
    },

    async destroyAllOf(userId: number): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },

    async purgeExpired(): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<=', new Date()).execute();
    },
  };
}
