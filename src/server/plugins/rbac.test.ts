import Fastify from 'fastify';
import { ACCESS_MESSAGES, AUTH_MESSAGES } from '../../shared/common/messages';
import type { Area } from '../../shared/auth/permissions';
import { PROFILES, VENDOR_PROFILE } from '../../shared/auth/profiles';
import { hashPassword } from '../modules/auth/passwords';
import { userRepository } from '../modules/auth/repository';
import { sessionRepository } from '../modules/auth/sessions';
import { apiRoutesWithoutArea, registeredRoutes } from '../test/registered-routes';
import { appSuite } from '../test/test-app';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from './cookies';
import { csrfTokenFor } from './csrf';
import { API_PREFIX, isAccess, profileMayUse, registerRbac, type DeclaredRoute } from './rbac';
import { createVendorLogin } from '../test/vendor-login';

/**
 * Every declared API route x every profile: the server answers 403 exactly where the shared matrix
 * says the area is blocked. Routes of later issues join this test by declaring their access.
 */
const suite = appSuite();
const userIds = new Map<string, number>();

beforeAll(async () => {
  await suite.app.ready();
  // One active account per profile, plus one whose stored profile is unknown to the matrix.
  for (const profile of [...PROFILES, 'driver']) {
    const account = await userRepository(suite.app.db).insert({
      username: `rbac_${profile}`,
      profile,
      status: 'active',
      passwordHash: await hashPassword('Unused#Pass1'),
    });
    userIds.set(profile, account!.id);
  }
  // The vendor portal's login, bound to a vendor of its own.
  userIds.set(VENDOR_PROFILE, (await createVendorLogin(suite.app, 'rbac_vendor')).account.id);
}, 30_000);

const routeName = (r: DeclaredRoute) => `${r.method} ${r.url} (${r.access})`;

/** Sends one request to a route, with a fresh session for the profile (or none), so no call affects the next. */
async function call(route: DeclaredRoute, profile: string | null) {
  const cookies: Record<string, string> = { [CSRF_COOKIE]: 'rbac-token' };
  if (profile)
    cookies[SESSION_COOKIE] = await sessionRepository(suite.app.db).create(userIds.get(profile)!, 60_000);
  // Signed in, the CSRF token is the session's own.
  const token = profile ? csrfTokenFor(cookies[SESSION_COOKIE]) : 'rbac-token';
  return suite.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:[A-Za-z0-9_]+/g, 'X1').replace(/\*$/, 'X1'),
    cookies,
    headers: { [CSRF_HEADER]: token },
  });
}

test('every API route is declared with a known access, under /logistics', () => {
  expect(suite.app.declaredRoutes.length).toBeGreaterThan(0);
  for (const route of suite.app.declaredRoutes) {
    expect(route.url.startsWith(`${API_PREFIX}/`)).toBe(true);
    expect(isAccess(route.access)).toBe(true);
  }
  const names = suite.app.declaredRoutes.map(routeName);
  expect(new Set(names).size).toBe(names.length); // HEAD twins of GET routes are not listed
});

test('every API route Fastify holds maps to a declared area (or is public / for any signed-in user)', () => {
  expect(registeredRoutes(suite.app).length).toBe(suite.app.declaredRoutes.length);
  expect(apiRoutesWithoutArea(suite.app, suite.app.declaredRoutes)).toEqual([]);
});

test.each([
  ['GET /logistics/check-auth', 'public'],
  ['POST /logistics/signup', 'public'],
  ['POST /logistics/login', 'public'],
  ['POST /logistics/reset-password', 'public'],
  ['POST /logistics/logout', 'public'],
  ['GET /logistics/users', 'users'],
  ['POST /logistics/users/:username/approve', 'users'],
  ['POST /logistics/users/:username/deactivate', 'users'],
  ['POST /logistics/users/:username/temporary-password', 'users'],
  ['POST /logistics/users/:username/profile', 'users'],
])('the foundation route %s is declared as %s', (route, access) => {
  expect(suite.app.declaredRoutes.map((r) => [`${r.method} ${r.url}`, r.access])).toContainEqual([
    route,
    access,
  ]);
});

test.each([...PROFILES, VENDOR_PROFILE, 'driver'])(
  '%s: 403 exactly where the matrix blocks the area',
  async (profile) => {
    const mismatches: string[] = [];
    for (const route of suite.app.declaredRoutes) {
      const res = await call(route, profile);
      // A vendor login opens the portal's routes and nothing else; staff never open the portal's.
      const allowed = route.access === 'public' || profileMayUse(profile, route.access);
      if (allowed && (res.statusCode === 401 || res.statusCode === 403)) {
        mismatches.push(`${routeName(route)}: expected access, got ${res.statusCode} ${res.body}`);
      }
      if (!allowed && (res.statusCode !== 403 || res.json().message !== ACCESS_MESSAGES.noAccess)) {
        mismatches.push(`${routeName(route)}: expected 403, got ${res.statusCode} ${res.body}`);
      }
      if (res.statusCode >= 500)
        mismatches.push(`${routeName(route)}: server error ${res.statusCode} ${res.body}`);
    }
    expect(mismatches).toEqual([]);
  },
);

test('signed out: 401 on every route that is not public', async () => {
  const mismatches: string[] = [];
  for (const route of suite.app.declaredRoutes) {
    const res = await call(route, null);
    if (route.access === 'public') {
      if (res.statusCode === 403 || res.statusCode >= 500)
        mismatches.push(`${routeName(route)}: got ${res.statusCode}`);
    } else if (res.statusCode !== 401 || res.json().message !== AUTH_MESSAGES.notAuthenticated) {
      mismatches.push(`${routeName(route)}: expected 401, got ${res.statusCode} ${res.body}`);
    }
  }
  expect(mismatches).toEqual([]);
});

test('an expired session counts as signed out', async () => {
  const sid = await sessionRepository(suite.app.db).create(userIds.get('admin')!, -1000);
  const res = await suite.app.inject({
    method: 'GET',
    url: '/logistics/users',
    cookies: { [SESSION_COOKIE]: sid },
  });
  expect(res.statusCode).toBe(401);
});

describe('a route without a declared access fails at start', () => {
  /** A bare app with only the rbac plugin: no database needed. */
  function bareApp() {
    const bare = Fastify();
    registerRbac(bare, []);
    return bare;
  }

  test('registered directly under /logistics', async () => {
    const bare = bareApp();
    expect(() => bare.get('/logistics/undeclared', async () => 'x')).toThrow(
      'Route GET /logistics/undeclared does not declare its access.',
    );
    await bare.close();
  });

  test('registered by a module under the /logistics prefix, the way apiModules are', async () => {
    const bare = bareApp();
    bare.register(
      async (module) => {
        module.get('/declared', { config: { access: 'signedIn' } }, async () => 'ok');
        module.post('/undeclared', async () => 'x');
      },
      { prefix: API_PREFIX },
    );
    await expect(bare.ready()).rejects.toThrow(
      'Route POST /logistics/undeclared does not declare its access.',
    );
    await bare.close();
  });

  test('a route declaring an area the matrix does not know fails at start', async () => {
    const bare = bareApp();
    const access = 'warehouse' as Area;
    expect(() => bare.get('/logistics/stock', { config: { access } }, async () => 'x')).toThrow(
      "Route GET /logistics/stock declares an unknown area 'warehouse'.",
    );
    await bare.close();
  });

  test('the route walk finds an API route that slipped past the access hook', async () => {
    const declared: DeclaredRoute[] = [];
    const bare = Fastify();
    bare.get('/logistics/early', async () => 'registered before the hook');
    registerRbac(bare, declared);
    bare.register(
      async (module) => module.get('/thing', { config: { access: 'vehicle' } }, async () => 'ok'),
      { prefix: API_PREFIX },
    );
    await bare.ready();
    expect(apiRoutesWithoutArea(bare, declared)).toEqual(['GET /logistics/early']);
    await bare.close();
  });

  test('routes outside the API (the SPA) need no access; declared API routes are listed once', async () => {
    const declared: DeclaredRoute[] = [];
    const bare = Fastify();
    registerRbac(bare, declared);
    bare.get('/some-page', async () => 'page');
    bare.register(
      async (module) => module.get('/thing', { config: { access: 'vehicle' } }, async () => 'ok'),
      { prefix: API_PREFIX },
    );
    await bare.ready();
    expect(declared).toEqual([{ method: 'GET', url: '/logistics/thing', access: 'vehicle' }]);
    await bare.close();
  });
});
