import crypto from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { type BillingWorld, useBillingFixture } from '../test/billing-fixture';
import { createUser, TestClient } from '../test/test-app';
import { createVendorLogin } from '../test/vendor-login';
import { todayInIndia } from '../../shared/common/dates';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from './cookies';
import { csrfTokenFor } from './csrf';
import { sessionWithRead } from './session-in-statement';

// The Reports and Billing lists and opening a trip read the session with their first statement
// (session-in-statement.ts). Every refusal must be the one the hooks give any other route, and a
// session must be read from the database on every request.
const NOT_SIGNED_IN = { status: 401, body: { message: 'Please log in to continue.' } };
const NO_ACCESS = { status: 403, body: { message: 'You do not have access to this section.' } };
const CSRF = {
  status: 403,
  body: { message: 'Invalid or missing security token. Please reload the page and try again.' },
};

// Every statement the app sends passes here (spied before the app opens its pool: each connection
// keeps the query function it had when it connected).
const statements = jest.spyOn(pg.Client.prototype, 'query');

const world = {} as BillingWorld;
useBillingFixture('sis', world);

const today = todayInIndia();
let tripId = '';
beforeAll(async () => {
  tripId = (await world.openTrip()).TripID;
}, 60_000);

interface Call {
  method: 'GET' | 'POST';
  url: () => string;
  body?: () => unknown;
  /** The answer's status for whom the route is open. */
  ok?: number;
  /** Statements a request sends (the first one reads the session too). */
  statements?: number;
  /** Fails the route's validation. */
  badUrl?: () => string;
  badBody?: unknown;
}

const CALLS: Record<string, Call> = {
  'Reports list': {
    method: 'GET',
    url: () => `/api/reports?startDate=${today}&endDate=${today}&limit=10&offset=0`,
    badUrl: () => `/api/reports?startDate=${today}&endDate=${today}&limit=ten&offset=0`,
  },
  'Billing list': {
    method: 'POST',
    url: () => '/list-billing',
    body: () => ({ startDate: today, endDate: today, limit: 10, offset: 0 }),
    badBody: { startDate: today, endDate: today, limit: 'ten', offset: 0 },
  },
  'open a trip': { method: 'GET', url: () => `/api/trip/${tripId}` },
  // The form's master data read carries the session; the trip's insert is the second statement.
  'new trip': {
    method: 'POST',
    url: () => '/reports',
    body: () => world.tripForm(),
    ok: 201,
    statements: 2,
    badBody: [],
  },
};

const answer = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() as unknown });

function call(
  client: TestClient,
  c: Call,
  options: { bad?: boolean; cookies?: Record<string, string> } = {},
) {
  const url = options.bad && c.badUrl ? c.badUrl() : c.url();
  const payload = options.bad && c.badBody ? c.badBody : c.body?.();
  return client.request({
    method: c.method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(options.cookies ? { cookies: options.cookies } : {}),
  });
}

async function signedIn(profile: 'accountant' | 'loadingManager') {
  const { username, password } = await createUser(
    world.app,
    `sis_${crypto.randomBytes(4).toString('hex')}`,
    profile,
  );
  return { username, client: await TestClient.signedIn(world.app, username, password) };
}

/** A client whose session cookie names no session (its CSRF cookie is the one it was handed). */
async function withUnknownSession() {
  const client = new TestClient(world.app);
  await client.get('/check-auth');
  return { client, cookies: { [SESSION_COOKIE]: crypto.randomBytes(32).toString('base64url') } };
}

describe.each(Object.entries(CALLS))('%s', (_name, c) => {
  test('answered for whom the route is open; bad input is a 400 then', async () => {
    const { client } = await signedIn('accountant');
    expect((await call(client, c)).statusCode).toBe(c.ok ?? 200);
    if (c.badUrl || c.badBody) expect((await call(client, c, { bad: true })).statusCode).toBe(400);
  });

  test('no session cookie: 401', async () => {
    const client = new TestClient(world.app);
    expect(answer(await call(client, c))).toEqual(NOT_SIGNED_IN);
  });

  test('an unknown session: 401, and 401 (not 400) with bad input too', async () => {
    const { client, cookies } = await withUnknownSession();
    expect(answer(await call(client, c, { cookies }))).toEqual(NOT_SIGNED_IN);
    if (c.badUrl || c.badBody)
      expect(answer(await call(client, c, { cookies, bad: true }))).toEqual(NOT_SIGNED_IN);
  });

  test('an expired session: 401', async () => {
    const { client } = await signedIn('accountant');
    expect((await call(client, c)).statusCode).toBe(c.ok ?? 200);
    const idHash = crypto.createHash('sha256').update(client.sessionId!).digest('hex');
    await sql`update sessions set expires_at = now() - interval '1 second' where id_hash = ${idHash}`.execute(
      world.app.db,
    );
    expect(answer(await call(client, c))).toEqual(NOT_SIGNED_IN);
  });

  test('a deactivated account: 401 on its live session', async () => {
    const { client, username } = await signedIn('accountant');
    expect((await call(client, c)).statusCode).toBe(c.ok ?? 200);
    await world.app.db
      .updateTable('users')
      .set({ status: 'deactivated' })
      .where('username', '=', username)
      .execute();
    expect(answer(await call(client, c))).toEqual(NOT_SIGNED_IN);
  });

  test('logged out: the same session id is 401 at once (nothing kept of it)', async () => {
    const { client } = await signedIn('accountant');
    expect((await call(client, c)).statusCode).toBe(c.ok ?? 200);
    const cookies = { [SESSION_COOKIE]: client.sessionId!, [CSRF_COOKIE]: client.cookie(CSRF_COOKIE)! };
    expect((await client.post('/logout')).statusCode).toBe(200);
    const stranger = new TestClient(world.app);
    await stranger.get('/check-auth');
    const res = await stranger.request({
      method: c.method,
      url: c.url(),
      ...(c.body === undefined ? {} : { payload: c.body() as object }),
      cookies,
      headers: { [CSRF_HEADER]: cookies[CSRF_COOKIE] },
    });
    expect(answer(res)).toEqual(NOT_SIGNED_IN);
  });

  test('a temporary password: 403 asking for the change', async () => {
    const { client, username } = await signedIn('accountant');
    expect((await call(client, c)).statusCode).toBe(c.ok ?? 200);
    await world.app.db
      .updateTable('users')
      .set({ must_change_password: true })
      .where('username', '=', username)
      .execute();
    expect(answer(await call(client, c))).toEqual({
      status: 403,
      body: {
        message:
          'You are using a temporary password. Please change it with Reset Password before continuing.',
        errorCode: 'PASSWORD_CHANGE_REQUIRED',
      },
    });
  });

  test('a vendor portal login: 403', async () => {
    const vendor = await createVendorLogin(world.app, `sisv_${crypto.randomBytes(3).toString('hex')}`);
    const client = await TestClient.signedIn(world.app, vendor.username, vendor.password);
    expect(answer(await call(client, c))).toEqual(NO_ACCESS);
    expect(answer(await call(client, c, { bad: true }))).toEqual(NO_ACCESS);
  });

  test('one statement fewer: the session is read with the first', async () => {
    const { client } = await signedIn('accountant');
    await call(client, c); // this instance has now seen the session's profile
    statements.mockClear();
    expect((await call(client, c)).statusCode).toBe(c.ok ?? 200);
    expect(statements).toHaveBeenCalledTimes(c.statements ?? 1);
  });
});

describe('Billing list (a state-changing method): CSRF as before', () => {
  const c = CALLS['Billing list'];

  test('an unknown session and a wrong token: 403 CSRF, as on any route', async () => {
    const { client, cookies } = await withUnknownSession();
    const res = await client.request({
      method: 'POST',
      url: c.url(),
      payload: c.body!() as object,
      cookies,
      headers: { [CSRF_HEADER]: 'wrong' },
    });
    expect(answer(res)).toEqual(CSRF);
  });

  test("an unknown session sending its id's token but another cookie: 403 CSRF (double submit)", async () => {
    const { client, cookies } = await withUnknownSession();
    const sessionId = cookies[SESSION_COOKIE];
    const res = await client.request({
      method: 'POST',
      url: c.url(),
      payload: c.body!() as object,
      cookies,
      headers: { [CSRF_HEADER]: csrfTokenFor(sessionId) },
    });
    expect(answer(res)).toEqual(CSRF);
  });

  test('an unknown session with a matching double submit: 401', async () => {
    const { client, cookies } = await withUnknownSession();
    expect(answer(await call(client, c, { cookies }))).toEqual(NOT_SIGNED_IN);
  });

  test('a live session and a wrong token: 403 CSRF', async () => {
    const { client } = await signedIn('accountant');
    const res = await client.request({
      method: 'POST',
      url: c.url(),
      payload: c.body!() as object,
      headers: { [CSRF_HEADER]: 'wrong' },
    });
    expect(answer(res)).toEqual(CSRF);
  });

  test('a profile without Billing: 403, with bad input too', async () => {
    const { client } = await signedIn('loadingManager');
    expect(answer(await call(client, c))).toEqual(NO_ACCESS);
    expect(answer(await call(client, c, { bad: true }))).toEqual(NO_ACCESS);
  });
});

describe('the statement', () => {
  beforeAll(async () => {
    await sql`create sequence if not exists sis_probe`.execute(world.app.db);
  });
  const probe = async (sessionId: string) => {
    const read = sql`select nextval('sis_probe') as n`.compile(world.app.db);
    const before = await sql<{ n: string }>`select last_value::text as n from sis_probe`.execute(
      world.app.db,
    );
    await world.app.db.executeQuery(sessionWithRead(world.app.db, sessionId, 'billing', undefined, read));
    const after = await sql<{ n: string }>`select last_value::text as n from sis_probe`.execute(world.app.db);
    return Number(after.rows[0].n) - Number(before.rows[0].n);
  };

  test('runs the read for a session that may use the route, and never starts it otherwise', async () => {
    const first = await probe((await signedIn('accountant')).client.sessionId!);
    const second = await probe((await signedIn('accountant')).client.sessionId!);
    expect(first + second).toBeGreaterThanOrEqual(1); // the sequence's first value does not move last_value
    expect(second).toBe(1);
    expect(await probe((await signedIn('loadingManager')).client.sessionId!)).toBe(0);
    expect(await probe(crypto.randomBytes(32).toString('base64url'))).toBe(0);
  });
});
