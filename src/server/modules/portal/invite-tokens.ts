import crypto from 'node:crypto';
import { ACTIVATE_PATH } from '../../../shared/portal/paths';

/**
 * An invitation link's token is `<invitation id>.<secret>`: 256 random bits of secret, of which only
 * the sha256 is stored; the id finds the row, and the secret's hash is compared with the stored
 * one in constant time (crypto.timingSafeEqual).
 */

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

/** A new secret and the hash that is all the database keeps of it. */
export function newInviteSecret(): { secret: string; hash: string } {
  const secret = crypto.randomBytes(32).toString('base64url');
  return { secret, hash: sha256(secret).toString('hex') };
}

export const invitationLink = (origin: string, id: number, secret: string) =>
  `${origin}${ACTIVATE_PATH}?token=${id}.${secret}`;

/** The invitation id and secret of a token, or null when it is not one's shape. */
export function readInviteToken(token: string): { id: number; secret: string } | null {
  const match = /^(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? { id: Number(match[1]), secret: match[2] } : null;
}

/** Whether the secret is the one a stored hash was made of (false for no hash). */
export function inviteSecretMatches(secret: string, storedHex: string | null): boolean {
  if (!storedHex) return false;
  const stored = Buffer.from(storedHex, 'hex');
  const given = sha256(secret);
  return stored.length === given.length && crypto.timingSafeEqual(stored, given);
}
