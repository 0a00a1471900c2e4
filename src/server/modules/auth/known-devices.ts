import crypto from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { RUNTIME_DEFAULTS } from '../../../../config/runtime';
import type { ServerConfig } from '../../config';
import { servedOverHttps } from '../../plugins/cookies';
import { API_PREFIX } from '../../plugins/rbac';
import { usernameKey } from './repository';

/**
 * A browser that signed in as a user before (OWASP, "Slow Down Online Guessing Attacks with Device
 * Cookies"): when a username is under attack from many addresses, only its known browsers may still
 * try it. The cookie holds, per username, an HMAC keyed with the account's password hash: nobody
 * without the database can forge one, any app instance can check it, and a new password forgets
 * every browser until it signs in again.
 */
export const DEVICE_COOKIE = 'known_device';

/** Usernames one browser is known for (a shared office PC): the latest first. */
const KEPT_USERNAMES = 5;

const signature = (key: string, passwordHash: string) =>
  crypto.createHmac('sha256', passwordHash).update(`known-device:${key}`).digest('base64url');

const entries = (cookie: string | undefined) => (cookie ? cookie.split('~').slice(0, KEPT_USERNAMES) : []);
const nameOf = (entry: string) => entry.split('.')[0];
const encodedKey = (username: string) => Buffer.from(usernameKey(username)).toString('base64url');

/** The browser's cookie names this username with a signature of its current password. */
export function isKnownDevice(cookie: string | undefined, username: string, passwordHash: string): boolean {
  const expected = Buffer.from(`${encodedKey(username)}.${signature(usernameKey(username), passwordHash)}`);
  return entries(cookie).some((entry) => {
    const given = Buffer.from(entry);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
}

/** The cookie's value after a sign-in: this username first, signed with its password as it is now. */
export function withKnownDevice(cookie: string | undefined, username: string, passwordHash: string): string {
  const name = encodedKey(username);
  const others = entries(cookie).filter((entry) => nameOf(entry) !== name);
  return [`${name}.${signature(usernameKey(username), passwordHash)}`, ...others]
    .slice(0, KEPT_USERNAMES)
    .join('~');
}

/** Sent only to the API (login and reset-password read it), never readable by script. */
export function deviceCookieOptions(config: ServerConfig, request: FastifyRequest): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: servedOverHttps(config, request),
    path: API_PREFIX,
    maxAge: RUNTIME_DEFAULTS.KNOWN_DEVICE_MAX_AGE_S,
  };
}
