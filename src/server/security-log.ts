import type { FastifyRequest } from 'fastify';

/** What an operator looks for after an attack or a dispute: each kind is one word to search the log by. */
export type SecurityEvent =
  | 'throttled'
  | 'csrf-refused'
  | 'not-signed-in'
  | 'access-denied'
  | 'signup-approved'
  | 'signup-deleted'
  | 'password-reset'
  | 'temporary-password'
  | 'account-deactivated'
  | 'quarter-reopened'
  | 'portal-invite'
  | 'portal-activate';

/** Who a request is from: the signed-in user, else the username a login, signup or reset named. */
function usernameOf(request: FastifyRequest): string | null {
  if (request.user) return request.user.username;
  const named = (request.body as { username?: unknown } | undefined)?.username;
  return typeof named === 'string' ? named : null;
}

/** The route a request reached, as declared (ids in the path stay out of the reason). */
export const routeOf = (request: FastifyRequest) =>
  `${request.method} ${request.routeOptions.url ?? 'unknown path'}`;

/**
 * One warn line for a security event, with who, from where (the address as the trusted proxies
 * tell it) and why.
 */
export function logSecurityEvent(
  request: FastifyRequest,
  event: SecurityEvent,
  reason: string,
  username: string | null = usernameOf(request),
) {
  request.log.warn({ event, username, address: request.ip, reason }, `security: ${event}`);
}
