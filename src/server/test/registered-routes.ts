import type { FastifyInstance } from 'fastify';
import { API_PREFIX, isAccess, type DeclaredRoute } from '../plugins/rbac';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Every route the app registered, read from Fastify's own route tree (printRoutes) rather than from
 * a hook of ours, so a route that slipped past the hooks is still found. HEAD twins are left out.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    // A line is its depth's indentation (4 characters a level), a branch mark, a path segment and its methods.
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    parents.length = depth;
    const url = [...parents, match[2]].join('');
    parents.push(match[2]);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}

/** The API routes Fastify holds whose access is missing from the declared list or names no known area. */
export function apiRoutesWithoutArea(app: FastifyInstance, declared: readonly DeclaredRoute[]): string[] {
  const accessOf = new Map(declared.map((route) => [`${route.method} ${route.url}`, route.access]));
  return registeredRoutes(app)
    .filter((route) => route.url.startsWith(API_PREFIX))
    .map((route) => `${route.method} ${route.url}`)
    .filter((name) => {
      const access = accessOf.get(name);
      return !isAccess(access);
    });
}
