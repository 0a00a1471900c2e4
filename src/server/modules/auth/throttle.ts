import { RUNTIME_DEFAULTS } from '../../../../config/runtime';
import type { DB } from '../../db/connection';
import { usernameKey } from './repository';
import { HttpError } from '../../http-errors';
import { AUTH_MESSAGES } from '../../../shared/common/messages';

export const tooManyAttempts = () => new HttpError(429, AUTH_MESSAGES.tooManyAttempts);

const {
  LOGIN_WINDOW_MS,
  LOGIN_MAX_FAILURES_PER_USER,
  LOGIN_MAX_FAILURES_PER_USERNAME,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_SLOWDOWN_AFTER,
  LOGIN_SLOWDOWN_STEP_MS,
} = RUNTIME_DEFAULTS;

/** How the login slow-down waits: real time in the app; tests pass one that records the delay instead. */
export type Wait = (ms: number) => Promise<void>;
export const realWait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Login throttling kept in the database, so it holds across app instances. Failures slow down and
 * then lock a username *for the address they come from* (10 within 15 minutes): a stranger
 * guessing the admin's password cannot lock the admin out elsewhere. An address is locked only
 * when it fails for many different usernames (100), so one clerk's typos never block the office.
 * Failures of a username from all addresses together (a botnet, or addresses made up behind a
 * proxy) slow every failure down and, past 20, lock the username for every browser but the ones it
 * signed in on before (known-devices.ts): the attack stops, the owner's office PC still gets in.
 *
 * An attempt is counted *before* its password is checked (and uncounted when it succeeds), so
 * guesses sent in parallel cannot all pass the check before any failure is recorded.
 * Kept over @fastify/rate-limit: it counts requests per key in one process's memory (or Redis); this
 * counts failures per username and address in PostgreSQL, shared by every instance, sparing known devices.
 */
export function loginThrottle(db: DB, wait: Wait = realWait) {
  const windowStart = () => new Date(Date.now() - LOGIN_WINDOW_MS);
  const failuresOf = async (key: string, address: string) => {
    const row = await db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('username_key', '=', key)
      .where('address', '=', address)
      .where('failed_at', '>', windowStart())
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const failuresFromEverywhere = async (key: string) => {
    const row = await db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('username_key', '=', key)
      .where('failed_at', '>', windowStart())
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const usernamesFailingFrom = async (address: string) => {
    const row = await db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.count<number>('username_key').distinct().as('n'))
      .where('address', '=', address)
      .where('failed_at', '>', windowStart())
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  return {
    /**
     * Records an attempt as a failure until it proves otherwise. Answers false (and records
     * nothing) when the username or address is locked; a browser the username signed in on before
     * (`knownDevice`) is not held by the lock of the username's failures from elsewhere.
     */
    async begin(username: string, address: string, knownDevice: boolean): Promise<boolean> {
      const key = usernameKey(username);
      await db.deleteFrom('login_failures').where('failed_at', '<', windowStart()).execute();
      const attempt = await db
        .insertInto('login_failures')
        .values({ username_key: key, address })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Both counts include this attempt and every other one still in flight.
      const [byUser, byUsername, byAddress] = await Promise.all([
        failuresOf(key, address),
        failuresFromEverywhere(key),
        usernamesFailingFrom(address),
      ]);
      if (
        byUser > LOGIN_MAX_FAILURES_PER_USER ||
        (!knownDevice && byUsername > LOGIN_MAX_FAILURES_PER_USERNAME) ||
        byAddress > LOGIN_MAX_FAILURES_PER_ADDRESS
      ) {
        await db.deleteFrom('login_failures').where('id', '=', attempt.id).execute();
        return false;
      }
      return true;
    },

    /**
     * A failed attempt answers late, later with each recent failure of the username from any
     * address: guessing gets slow before it gets locked, however many addresses it comes from.
     */
    async slowDown(username: string): Promise<void> {
      const steps = (await failuresFromEverywhere(usernameKey(username))) - LOGIN_SLOWDOWN_AFTER;
      if (steps > 0) await wait(Math.min(steps * LOGIN_SLOWDOWN_STEP_MS, 1000));
    },

    /** A correct password: the username's failures from this address are forgiven. */
    async clear(username: string, address: string): Promise<void> {
      await db
        .deleteFrom('login_failures')
        .where('username_key', '=', usernameKey(username))
        .where('address', '=', address)
        .execute();
    },
  };
}

/**
 * Signups per address per hour. The attempt is recorded before it is checked, so a parallel flood
 * counts every request; refused attempts count too (a flood stays throttled while it lasts).
 */
export function signupThrottle(db: DB) {
  return {
    async allow(address: string, maxPerHour: number): Promise<boolean> {
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
      await db.deleteFrom('signup_attempts').where('attempted_at', '<', hourAgo).execute();
      await db.insertInto('signup_attempts').values({ address }).execute();
      const row = await db
        .selectFrom('signup_attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('address', '=', address)
        .where('attempted_at', '>=', hourAgo)
        .executeTakeFirstOrThrow();
      return Number(row.n) <= maxPerHour;
    },
  };
}

/**
 * An attempt at a secret other than a password (an invitation link's token) held as logins are:
 * counted under `key` and the address before it runs, slowed down and then locked when it keeps
 * failing, forgiven when it succeeds. Failures share the login table, so an address guessing
 * links and passwords is held by their sum.
 */
export async function throttledAttempt<T>(
  db: DB,
  wait: Wait,
  key: string,
  address: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const throttle = loginThrottle(db, wait);
  if (!(await throttle.begin(key, address, false))) throw tooManyAttempts();
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    await throttle.slowDown(key);
    throw error; // the attempt stays counted as a failure
  }
  await throttle.clear(key, address);
  return result;
}
