import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { PROFILES, VENDOR_PROFILE } from '../../shared/auth/profiles';
import { profileMayUse } from '../plugins/rbac';
import { createVendorLogin } from '../test/vendor-login';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../plugins/cookies';
import { csrfTokenFor } from '../plugins/csrf';
import { appSuite, createUser, TestClient } from '../test/test-app';
import { brokenInvariants, tableChecksums } from '../test/db-invariants';
import { fuzzCase, oversizedCase, type FuzzCase } from './requests';
import { wrongTypeCases } from './wrong-types';

/**
 * Property-based fuzzing of every route the app registers (read from the app,
 * so a new route is fuzzed without touching this file), as every profile and signed out.
 * Poisoned requests must get a 4xx `{ message }`; no request may get a 5xx or change any data.
 * FUZZ_RUNS sets the number of requests (default 10,000); FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
/** Takes no input and would end the fuzzer's own session; covered by the auth tests. */
const NOT_FUZZED = new Set(['POST /logistics/logout']);

const suite = appSuite();
/** Every profile a caller signs in with: the staff's, then the vendor portal's login. */
const CALLER_PROFILES = [...PROFILES, VENDOR_PROFILE] as const;
/** Cookies and CSRF header of each caller: one signed-in user per profile, then a signed-out caller. */
const callers: { cookies: Record<string, string>; headers: Record<string, string> }[] = [];

beforeAll(async () => {
  for (const profile of CALLER_PROFILES) {
    const { username, password } =
      profile === VENDOR_PROFILE
        ? await createVendorLogin(suite.app, 'fuzz_vendor')
        : await createUser(suite.app, `fuzz_${profile}`, profile);
    const client = await TestClient.signedIn(suite.app, username, password);
    const sid = client.sessionId!;
    callers.push({
      cookies: { [SESSION_COOKIE]: sid, [CSRF_COOKIE]: csrfTokenFor(sid) },
      headers: { [CSRF_HEADER]: csrfTokenFor(sid) },
    });
  }
  callers.push({ cookies: { [CSRF_COOKIE]: 'anon-token' }, headers: { [CSRF_HEADER]: 'anon-token' } });
}, 60_000);

/** What is wrong with an answer (null when it is fine). */
function problemWith(fuzz: FuzzCase, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (fuzz.kind === 'poison' && (res.statusCode < 400 || res.statusCode >= 500))
    return `poison answered ${res.statusCode}`;
  if (res.statusCode >= 400) {
    let body: { message?: unknown };
    try {
      body = res.json();
    } catch {
      return `${res.statusCode} without a JSON body: ${res.body.slice(0, 100)}`;
    }
    if (typeof body.message !== 'string' || body.message === '') return `${res.statusCode} without a message`;
    if (/node_modules|at \w+ \(|syntax error|relation "|violates/.test(res.body))
      return `leaks internals: ${res.body.slice(0, 200)}`;
  }
  return null;
}

test(`${RUNS} generated hostile requests over every route, as every profile: never a 5xx, poison is a 4xx, nothing changes`, async () => {
  const routes = suite.app.declaredRoutes.filter((r) => !NOT_FUZZED.has(`${r.method} ${r.url}`));
  expect(routes.length).toBeGreaterThan(30);
  const before = await tableChecksums(suite.app.db);
  const cases = fc.sample(fuzzCase(routes, callers.length), { numRuns: RUNS, seed: SEED });
  for (const route of routes.filter((r) => r.method !== 'GET')) cases.push(oversizedCase(route));

  const problems: string[] = [];
  const covered = new Set<string>();
  const BATCH = 8;
  for (let i = 0; i < cases.length; i += BATCH) {
    await Promise.all(
      cases.slice(i, i + BATCH).map(async (fuzz) => {
        const caller = callers[fuzz.caller];
        const res = await suite.app.inject({
          ...fuzz.options,
          cookies: caller.cookies,
          headers: { ...caller.headers, ...(fuzz.options.headers ?? {}) },
        });
        covered.add(`${fuzz.route.method} ${fuzz.route.url}`);
        const problem = problemWith(fuzz, res);
        if (problem && problems.length < 25) {
          problems.push(
            `${fuzz.route.method} ${fuzz.route.url} [${fuzz.label}, caller ${fuzz.caller}] ${fuzz.options.url.slice(0, 120)} -> ${problem}`,
          );
        }
      }),
    );
  }
  expect({ seed: SEED, problems }).toEqual({ seed: SEED, problems: [] });
  expect(cases.length).toBeGreaterThanOrEqual(RUNS);
  expect([...covered].sort()).toEqual(routes.map((r) => `${r.method} ${r.url}`).sort());
  // The seed beside the tables, so a run that changed data can be replayed with FUZZ_SEED.
  expect({ seed: SEED, tables: await tableChecksums(suite.app.db) }).toEqual({ seed: SEED, tables: before });
  expect(await brokenInvariants(suite.app.db)).toEqual([]);
}, 300_000);

/** The signed-in caller who may use a route (so its request reaches the route's schema). */
function callerFor(route: { access: string }): number {
  const index = CALLER_PROFILES.findIndex(
    (profile) =>
      route.access === 'public' ||
      profileMayUse(profile, route.access as Parameters<typeof profileMayUse>[1]),
  );
  return index < 0 ? CALLER_PROFILES.indexOf('admin') : index;
}

test('a value of the wrong JSON type in any field of any route is a 400 with a message, and changes nothing', async () => {
  const routes = suite.app.declaredRoutes.filter((r) => !NOT_FUZZED.has(`${r.method} ${r.url}`));
  const cases = wrongTypeCases(routes);
  expect(cases.length).toBeGreaterThan(300);
  const before = await tableChecksums(suite.app.db);
  const problems: string[] = [];
  const BATCH = 8;
  for (let i = 0; i < cases.length; i += BATCH) {
    await Promise.all(
      cases.slice(i, i + BATCH).map(async (wrong) => {
        const caller = callers[callerFor(wrong.route)];
        const res = await suite.app.inject({
          ...wrong.options,
          cookies: caller.cookies,
          headers: { ...caller.headers, ...(wrong.options.headers ?? {}) },
        });
        const message = res.headers['content-type']?.toString().includes('json')
          ? (res.json() as { message?: unknown }).message
          : undefined;
        if (
          (res.statusCode !== 400 || typeof message !== 'string' || message === '') &&
          problems.length < 25
        ) {
          problems.push(
            `${wrong.route.method} ${wrong.route.url} [${wrong.label}] -> ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }),
    );
  }
  expect(problems).toEqual([]);
  expect(await tableChecksums(suite.app.db)).toEqual(before);
}, 120_000);
