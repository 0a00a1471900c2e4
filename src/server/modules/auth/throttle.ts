import { RUNTIME_DEFAULTS } from '../../../../config/runtime';
import type { DB } from '../../db/connection';
import { usernameKey } from './repository';

const { LOGIN_WINDOW_MS, LOGIN_MAX_FAILURES_PER_USER, LOGIN_MAX_FAILURES_PER_ADDRESS } = RUNTIME_DEFAULTS;

/**
 * Login throttling kept in the database, so it holds across app instances: 10 failures for one
 * username, or 100 from one address, within 15 minutes lock further attempts for the window.
 *
 * An attempt is counted *before* its password is checked (and uncounted when it succeeds), so
 * guesses sent in parallel cannot all pass the check before any failure is recorded.
 */
export function loginThrottle(db: DB) {
  const windowStart = () => new Date(Date.now() - LOGIN_WINDOW_MS);
  const countSince = async (column: 'username_key' | 'address', value: string) => {
    const row = await db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', value)
      .where('failed_at', '>', windowStart())
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  return {
    /**
     * Records an attempt as a failure until it proves otherwise. Answers false (and records
     * nothing) when the username or address is locked.
     */
    async begin(username: string, address: string): Promise<boolean> {
      const key = usernameKey(username);
      await db.deleteFrom('login_failures').where('failed_at', '<', windowStart()).execute();
      const attempt = await db
        .insertInto('login_failures')
        .values({ username_key: key, address })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Both counts include this attempt and every other one still in flight.
      const [byUser, byAddress] = await Promise.all([countSince('username_key', key), countSince('address', address)]);
      if (byUser > LOGIN_MAX_FAILURES_PER_USER || byAddress > LOGIN_MAX_FAILURES_PER_ADDRESS) {
        await db.deleteFrom('login_failures').where('id', '=', attempt.id).execute();
        return false;
      }
      return true;
    },

    /** A correct password: the username's failures are forgiven. */
    async clear(username: string): Promise<void> {
      await db.deleteFrom('login_failures').where('username_key', '=', usernameKey(username)).execute();
    },
  };
}
