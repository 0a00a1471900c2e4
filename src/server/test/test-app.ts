import crypto from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type ServerConfig } from '../config';
import { openTestDatabase } from './test-database';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { prepareApp } from '../start';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../plugins/cookies';
import { userRepository } from '../modules/auth/repository';
import type { Profile } from '../../shared/auth/profiles';
import { listAudit } from '../modules/audit/repository';
import { TEST_ADMIN } from './test-cluster';

export { TEST_ADMIN };

/**
 * The real app on a fresh database: a copy of the run's migrated template, on the embedded
 * PostgreSQL or on the server named by TEST_DATABASE_URL (the same tests run on both); or on
 * `database`, such a copy opened by the test (statement-watch.ts), closed with the app.
 */
export async function buildTestApp(
  overrides: Partial<ServerConfig> = {},
  database?: DatabaseHandle,
): Promise<FastifyInstance> {
  const config = testConfig(overrides);
  const { app } = await prepareApp(
    config,
    database ?? (await openTestDatabase({ withTestAdmin: hasTestAdmin(config) })),
  );
  return app;
}

/** The run made TEST_ADMIN once (database templates): an app configured with it finds its admin made. */
const hasTestAdmin = (config: ServerConfig) =>
  config.adminUsername === TEST_ADMIN.username && config.adminPassword === TEST_ADMIN.password;

function testConfig(overrides: Partial<ServerConfig>): ServerConfig {
  return {
    ...loadConfig({}),
    adminUsername: TEST_ADMIN.username,
    adminPassword: TEST_ADMIN.password,
    logLevel: 'silent',
    clientDist: '/nonexistent',
    signupMaxPerHour: 10_000, // the suites sign many users up from one address; the throttle test sets its own
    signupMaxPerHourTotal: 10_000,
    loginWait: async () => {}, // failed logins answer at once; the slow-down test records the delays asked for
    ...overrides,
  };
}

/** Instances of the app on one fresh database, each with its own pool (as behind a load balancer). */
export async function buildTestInstances(count: number): Promise<FastifyInstance[]> {
  const database = await openTestDatabase({ withTestAdmin: true });
  const apps = [(await prepareApp(testConfig({}), database)).app];
  while (apps.length < count) {
    const pool = await openDatabase({ databaseUrl: database.url });
    apps.push((await prepareApp(testConfig({}), pool)).app);
  }
  return apps;
}

/**
 * Test accounts' argon2id is cheap (1 MiB, one pass): its parameters travel in the hash, so the app
 * verifies it as it verifies any, in a millisecond instead of the real accounts' 19 MiB, two passes.
 */
const TEST_ARGON2ID = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

/** Creates an active account directly in the database (what signup + admin approval produce). */
export async function createUser(
  app: FastifyInstance,
  username: string,
  profile: Profile,
  password = 'Passw0rd!x',
) {
  await userRepository(app.db).insert({
    username,
    profile,
    status: 'active',
    passwordHash: await hash(password, TEST_ARGON2ID),
  });
  return { username, password };
}

/** Every response body the app sends from now on (to look for what must never leak, e.g. password hashes). */
export function recordBodies(app: FastifyInstance): string[] {
  const bodies: string[] = [];
  app.addHook('onSend', async (_request, _reply, payload) => {
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) bodies.push(payload.toString());
    return payload;
  });
  return bodies;
}

/** The answer has this status and a body of exactly `{ message }`. */
export function expectMessage(res: LightMyRequestResponse, status: number, message: unknown) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ message });
}

let nameCounter = 0;
/** A username no other test of the file has used. */
export const uniqueName = (prefix: string) => `${prefix}${++nameCounter}_${Date.now().toString(36)}`;

/** Every profile, in the order the suites sign them in. */
const EVERY_PROFILE = ['admin', 'accountant', 'loadingManager', 'unloadingManager'] as const;

/** One signed-in client per profile, with its username (`<prefix>_<profile>`): what most route tests start from. */
export async function signInEveryProfile(app: FastifyInstance, prefix: string) {
  return signInProfiles(app, prefix, EVERY_PROFILE);
}

/** A new user of each of these profiles (named `${prefix}_${profile}`), signed in. */
export async function signInProfiles<P extends Profile>(
  app: FastifyInstance,
  prefix: string,
  profiles: readonly P[],
) {
  const clients = {} as Record<P, TestClient>;
  const usernames = {} as Record<P, string>;
  for (const profile of profiles) {
    const { username, password } = await createUser(app, `${prefix}_${profile}`, profile);
    usernames[profile] = username;
    clients[profile] = await TestClient.signedIn(app, username, password);
  }
  return { clients, usernames };
}

/**
 * A test file's app on a fresh database, built before the file's tests and closed after them.
 * Read it as `suite.app` once the tests run.
 */
export function appSuite(overrides: Partial<ServerConfig> = {}) {
  const suite = { app: undefined as unknown as FastifyInstance };
  beforeAll(async () => {
    suite.app = await buildTestApp(overrides);
  }, 60_000);
  afterAll(async () => {
    await suite.app?.close();
  });
  return suite;
}

/**
 * appSuite with a signed-in client for each of these profiles (`<prefix>_<profile>`). `clients` and
 * `usernames` are filled in place, so a file may destructure them at once.
 */
export function profilesSuite<P extends Profile>(
  prefix: string,
  profiles: readonly P[],
  overrides: Partial<ServerConfig> = {},
) {
  const suite = Object.assign(appSuite(overrides), {
    clients: {} as Record<P, TestClient>,
    usernames: {} as Record<P, string>,
  });
  beforeAll(async () => {
    const signedIn = await signInProfiles(suite.app, prefix, profiles);
    Object.assign(suite.clients, signedIn.clients);
    Object.assign(suite.usernames, signedIn.usernames);
  }, 60_000);
  return suite;
}

/** profilesSuite with a signed-in client per profile. */
export function signedInSuite(prefix: string, overrides: Partial<ServerConfig> = {}) {
  return profilesSuite(prefix, EVERY_PROFILE, overrides);
}

/**
 * appSuite with the built-in admin signed in; `bodies` records every answer the app sends, to
 * look for what must never leak.
 */
export function adminSuite(overrides: Partial<ServerConfig> = {}) {
  const suite = Object.assign(appSuite(overrides), {
    admin: undefined as unknown as TestClient,
    bodies: [] as string[],
  });
  beforeAll(async () => {
    suite.bodies = recordBodies(suite.app);
    suite.admin = await TestClient.signedIn(suite.app, TEST_ADMIN.username, TEST_ADMIN.password);
  }, 30_000);
  return suite;
}

/** No answer of the suite held a password hash (of any user in the database) or anything argon2. */
export async function expectNoPasswordHashIn({ app, bodies }: { app: FastifyInstance; bodies: string[] }) {
  const hashes = (await app.db.selectFrom('users').select('password_hash').execute()).map(
    (r) => r.password_hash,
  );
  for (const body of bodies) {
    expect(body).not.toMatch(/argon2/i);
    for (const hash of hashes) expect(body).not.toContain(hash);
  }
  return hashes;
}

/**
 * A browser-like client: keeps cookies, sends the CSRF header on every call, and prefixes /logistics.
 */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  static async signedIn(app: FastifyInstance, username: string, password: string): Promise<TestClient> {
    const client = new TestClient(app);
    const res = await client.post('/login', { username, password });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return client;
  }

  /** Signs in a new active user of this profile. */
  static async as(app: FastifyInstance, profile: Profile): Promise<TestClient> {
    const username = `${profile}_${crypto.randomBytes(3).toString('hex')}`;
    const { password } = await createUser(app, username, profile);
    return TestClient.signedIn(app, username, password);
  }

  cookie(name: string) {
    return this.cookies.get(name);
  }
  get sessionId() {
    return this.cookies.get(SESSION_COOKIE);
  }

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    if (!this.cookies.has(CSRF_COOKIE)) {
      this.remember(await this.app.inject({ method: 'GET', url: '/logistics/check-auth' }));
    }
    const url = options.url.startsWith('/logistics') ? options.url : `/logistics${options.url}`;
    const res = await this.app.inject({
      ...options,
      url,
      cookies: { ...Object.fromEntries(this.cookies), ...(options.cookies ?? {}) },
      headers: { [CSRF_HEADER]: this.cookies.get(CSRF_COOKIE)!, ...(options.headers ?? {}) },
    });
    this.remember(res);
    return res;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }
  post(url: string, payload?: unknown) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'] });
  }
  delete(url: string) {
    return this.request({ method: 'DELETE', url });
  }

  private remember(res: LightMyRequestResponse) {
    for (const c of res.cookies) {
      if (
        c.value === '' ||
        (c.maxAge !== undefined && c.maxAge <= 0) ||
        (c.expires && c.expires.getTime() < Date.now())
      ) {
        this.cookies.delete(c.name);
      } else {
        this.cookies.set(c.name, c.value);
      }
    }
  }
}

/**
 * A master-data row created and updated by one user and deleted by another: its audit entries are
 * exactly those three, with who did each; answers them for the values before/after.
 */
export async function expectCreateUpdateDeleteAudit(
  app: FastifyInstance,
  entity: string,
  id: string | number,
  by: { editor: string; remover: string },
) {
  const entries = await listAudit(app.db, entity, id);
  expect(entries.map((e) => [e.action, e.actor])).toEqual([
    ['create', by.editor],
    ['update', by.editor],
    ['delete', by.remover],
  ]);
  return entries;
}
