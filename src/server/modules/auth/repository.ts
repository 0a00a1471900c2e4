import type { DB } from '../../db/connection';
import type { AccountStatus, UserAccount } from '../../../shared/auth';

export interface UserCredentials {
  id: number;
  username: string;
  profile: string;
  status: AccountStatus;
  passwordHash: string;
}

export const usernameKey = (username: string) => username.trim().toLowerCase();

function toAccount(row: { username: string; profile: string; status: AccountStatus; created_at: Date }): UserAccount {
  return { username: row.username, profile: row.profile, status: row.status, createdAt: row.created_at.toISOString() };
}

/** Accounts. Password hashes only leave through findCredentials, which no route returns as is. */
export function userRepository(db: DB) {
  return {
    async findCredentials(username: string): Promise<UserCredentials | null> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'username', 'profile', 'status', 'password_hash'])
        .where('username_key', '=', usernameKey(username))
        .executeTakeFirst();
      return row
        ? { id: row.id, username: row.username, profile: row.profile, status: row.status, passwordHash: row.password_hash }
        : null;
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
      const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Inserts an account; returns null when the username is taken (whatever its case). */
    async insert(user: { username: string; profile: string; status: AccountStatus; passwordHash: string }) {
      const row = await db
        .insertInto('users')
        .values({
          username: user.username.trim(),
          username_key: usernameKey(user.username),
          profile: user.profile,
          status: user.status,
          password_hash: user.passwordHash,
        })
        .onConflict((oc) => oc.column('username_key').doNothing())
        .returning(['id', 'username', 'profile', 'status', 'created_at'])
        .executeTakeFirst();
      return row ? { id: row.id, ...toAccount(row) } : null;
    },

    async setStatus(id: number, status: AccountStatus): Promise<void> {
      await db.updateTable('users').set({ status, updated_at: new Date() }).where('id', '=', id).execute();
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', id).execute();
    },
  };
}
