import crypto from 'node:crypto';
import type { DB } from '../../db/connection';
import type { SessionUser } from '../../../shared/auth/wire';
import type { Selectable } from 'kysely';
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

function hashSessionId(sessionId: string): string {
  return crypto.createHash('sha256').update(sessionId).digest('hex');
}

/** Server-side sessions in the database, so any app instance can serve any session. */
export function sessionRepository(db: DB) {
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
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['users.id', 'users.username', 'users.profile', 'users.must_change_password'])
        .where('sessions.id_hash', '=', hashSessionId(sessionId))
        .where('sessions.expires_at', '>', new Date())
        .where('users.status', '=', 'active')
        .executeTakeFirst();
      return row ? { ...userIdentity(row), sessionId } : null;
    },

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
