import type { DB } from '../../db/connection';
import { nameKey } from '../../../shared/common/text-rules';
import type { AccountStatus } from '../../../shared/auth/accounts';
import type { UserAccount } from '../../../shared/auth/wire';
import type { Profile } from '../../../shared/auth/profiles';
import { userIdentity } from './sessions';

export interface UserCredentials {
  id: number;
  username: string;
  profile: string;
  status: AccountStatus;
  passwordHash: string;
  mustChangePassword: boolean;
}

/** Usernames compare as every name does (case-insensitively, NFC); username_key holds it. */
export const usernameKey = nameKey;

function toAccount(row: {
  username: string;
  profile: string;
  status: AccountStatus;
  created_at: Date;
}): UserAccount {
  return {
    username: row.username,
    profile: row.profile,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/** Accounts. Password hashes only leave through findCredentials, which no route returns as is. */
export function userRepository(db: DB) {
  return {
    async findCredentials(username: string): Promise<UserCredentials | null> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'username', 'profile', 'status', 'password_hash', 'must_change_password'])
        .where('username_key', '=', usernameKey(username))
        .executeTakeFirst();
      return row ? { ...userIdentity(row), status: row.status, passwordHash: row.password_hash } : null;
    },

    async find(username: string): Promise<(UserAccount & { id: number }) | null> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'username', 'profile', 'status', 'created_at'])
        .where('username_key', '=', usernameKey(username))
        .executeTakeFirst();
      return row ? { id: row.id, ...toAccount(row) } : null;
    },

    async list(): Promise<UserAccount[]> {
      const rows = await db
        .selectFrom('users')
        .select(['username', 'profile', 'status', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toAccount);
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Inserts an account; returns null when the username is taken (whatever its case). */
    async insert(user: {
      username: string;
      profile: string;
      status: AccountStatus;
      passwordHash: string;
      temporary?: boolean;
    }) {
      const row = await db
        .insertInto('users')
        .values({
          username: user.username.trim(),
          username_key: usernameKey(user.username),
          profile: user.profile,
          status: user.status,
          password_hash: user.passwordHash,
          must_change_password: user.temporary ?? false,
        })
        .onConflict((oc) => oc.column('username_key').doNothing())
        .returning(['id', 'username', 'profile', 'status', 'created_at'])
        .executeTakeFirst();
      return row ? { id: row.id, ...toAccount(row) } : null;
    },

    async setProfile(id: number, profile: Profile): Promise<void> {
      await db.updateTable('users').set({ profile, updated_at: new Date() }).where('id', '=', id).execute();
    },

    async setStatus(id: number, status: AccountStatus): Promise<void> {
      await db.updateTable('users').set({ status, updated_at: new Date() }).where('id', '=', id).execute();
    },

    /** A temporary password (admin-issued) must be changed at the next login; a chosen one need not. */
    async setPasswordHash(id: number, passwordHash: string, temporary = false): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, must_change_password: temporary, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },

    /** Signups nobody approved in time are removed, so a flood of requests does not pile up. */
    /** Signups still waiting for approval that were made since this time (every address together). */
    async countPendingSince(since: Date): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'pending')
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Removes accounts still awaiting approval: this one, or every one; answers their usernames. */
    async deletePending(id?: number): Promise<string[]> {
      let query = db.deleteFrom('users').where('status', '=', 'pending');
      if (id !== undefined) query = query.where('id', '=', id);
      return (await query.returning('username').execute()).map((row) => row.username);
    },

    async purgeStalePending(olderThanMs: number): Promise<void> {
      await db
        .deleteFrom('users')
        .where('status', '=', 'pending')
        .where('created_at', '<', new Date(Date.now() - olderThanMs))
        .execute();
    },
  };
}
