import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, ACCESS_MESSAGES, OPS_MESSAGES } from '../../shared/common/messages';
import { PASSWORD_CHANGE_REQUIRED } from '../../shared/auth/accounts';
import { can, isArea, type Area } from '../../shared/auth/permissions';

/**
 * Who may call a route: 'public' (anyone), 'signedIn' (any signed-in user) or a permission area of
 * the shared matrix. Every API route declares one; a route without it fails at start-up.
 */
export type Access = 'public' | 'signedIn' | Area;

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
    if (access !== 'public' && access !== 'signedIn' && !isArea(access)) {
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
    if (!request.user) return reply.status(401).send({ message: AUTH_MESSAGES.notAuthenticated });
    // A temporary password opens nothing but reset-password (a public route).
    if (request.user.mustChangePassword) {
      return reply
        .status(403)
        .send({ message: OPS_MESSAGES.passwordChangeRequired, errorCode: PASSWORD_CHANGE_REQUIRED });
    }
    if (access !== 'signedIn' && !can(request.user.profile, access)) {
      return reply.status(403).send({ message: ACCESS_MESSAGES.noAccess });
    }
  });
}
