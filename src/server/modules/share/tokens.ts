import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A shared link's token: a random selector (12 bytes, looked up in the database) followed by a
 * random secret (32 bytes, 256 bits). Only the secret's SHA-256 is stored, and it is compared in
 * constant time, so neither a copy of the database nor the timing of answers gives a link away.
 */
const SELECTOR_CHARS = 16;
const SECRET_CHARS = 43;
const TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${SELECTOR_CHARS + SECRET_CHARS}}$`);

const hashOf = (secret: string) => createHash('sha256').update(secret).digest();

export function newShareToken() {
  const selector = randomBytes(12).toString('base64url');
  const secret = randomBytes(32).toString('base64url');
  return { token: `${selector}${secret}`, selector, secretHash: hashOf(secret) };
}

/** The token's two halves; null when it cannot be one of ours (wrong length or characters). */
export function splitShareToken(token: string): { selector: string; secret: string } | null {
  if (!TOKEN_PATTERN.test(token)) return null;
  return { selector: token.slice(0, SELECTOR_CHARS), secret: token.slice(SELECTOR_CHARS) };
}

/** Whether the secret is the one whose hash is stored, compared in constant time. */
export function secretMatches(storedHash: Buffer, secret: string): boolean {
  const given = hashOf(secret);
  return storedHash.length === given.length && timingSafeEqual(storedHash, given);
}
