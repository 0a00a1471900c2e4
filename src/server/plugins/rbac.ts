import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignedInUser } from '../modules/auth/sessions';
import { AUTH_MESSAGES, ACCESS_MESSAGES, OPS_MESSAGES } from '../../shared/common/messages';
import { PASSWORD_CHANGE_REQUIRED } from '../../shared/auth/accounts';
import { PROFILES, VENDOR_PROFILE } from '../../shared/auth/profiles';
import { can, isArea, type Area } from '../../shared/auth/permissions';
import { logSecurityEvent, routeOf } from '../security-log';

/**
 * Who may call a route: 'public' (anyone), 'signedIn' (any signed-in staff user), 'portal' (a vendor's
 * own login, and nobody else) or a permission area of the shared matrix. Every API route declares one;
 * a route without it fails at start-up. A vendor login opens only 'portal' routes (and public ones).
 */
export type Access = 'public' | 'signedIn' | 'portal' | Area;

/** Whether a declared access is one of the known kinds. */
export function isAccess(access: unknown): access is Access {
  return access === 'public' || access === 'signedIn' || access === 'portal' || isArea(access);
}

/** Whether this profile may call a route of this access (signed in, password changed). */
export function profileMayUse(profile: string, access: Exclude<Access, 'public'>): boolean {
  if (profile === VENDOR_PROFILE || access === 'portal')
    return profile === VENDOR_PROFILE && access === 'portal';
  return access === 'signedIn' || can(profile, access);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  /** The route's zod schemas (the fuzzer reads the fields a body or query has). */
  schema?: RouteSchemas;
}

export interface RouteSchemas {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  response?: Record<string, unknown>;
}

export const API_PREFIX = '/logistics';

/** Runs after the session hook, before any body is read. Enforces each route's declared access: 401 when not signed in, 403 when the area is blocked. */
export function registerRbac(app: FastifyInstance, declared: DeclaredRoute[]) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare its access.`);
    if (!isAccess(access)) {
      throw new Error(`Route ${route.method} ${route.url} declares an unknown area '${String(access)}'.`);
    }
    for (const method of ([] as string[]).concat(route.method)) {
      if (method !== 'HEAD')
        declared.push({
          method,
          url: route.url,
          access,
          ...(route.schema ? { schema: route.schema as RouteSchemas } : {}),
        });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    // A route reading its session with its first statement decides there (session-in-statement.ts).
    if (request.pendingSession !== null) return;
    return refuseAccess(request, reply, access, request.user);
  });
}

/**
 * The access rule of a signed-in route, once for the hook above and for a session read with the
 * route's first statement: 401 when not signed in, 403 before a temporary password is changed or
 * when the profile may not use the route. Answers the reply when it refused, else undefined.
 */
export function refuseAccess(
  request: FastifyRequest,
  reply: FastifyReply,
  access: Exclude<Access, 'public'>,
  user: SignedInUser | null,
): FastifyReply | undefined {
  const route = routeOf(request);
  if (!user) {
    logSecurityEvent(request, 'not-signed-in', `${route} without a session`);
    return reply.status(401).send({ message: AUTH_MESSAGES.notAuthenticated });
  }
  // A temporary password opens nothing but reset-password (a public route).
  if (user.mustChangePassword) {
    logSecurityEvent(request, 'access-denied', `${route} before the temporary password was changed`);
    return reply
      .status(403)
      .send({ message: OPS_MESSAGES.passwordChangeRequired, errorCode: PASSWORD_CHANGE_REQUIRED });
  }
  if (!profileMayUse(user.profile, access)) {
    logSecurityEvent(request, 'access-denied', `${route}: ${user.profile} may not use ${access}`);
    return reply.status(403).send({ message: ACCESS_MESSAGES.noAccess });
  }
  return undefined;
}

/** The profiles a route of this access lets through (the same rule, for a statement to check). */
export const profilesAllowed = (access: Exclude<Access, 'public'>): string[] =>
  [...PROFILES, VENDOR_PROFILE].filter((profile) => profileMayUse(profile, access));
