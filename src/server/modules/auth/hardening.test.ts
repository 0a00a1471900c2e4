import { PASSWORD_CHANGE_REQUIRED } from '../../../shared/auth/accounts';
import { ACCESS_MESSAGES, AUTH_MESSAGES, OPS_MESSAGES } from '../../../shared/common/messages';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../plugins/cookies';
import { csrfTokenFor } from '../../plugins/csrf';
import { adminSuite, createUser, TestClient } from '../../test/test-app';
import { userRepository } from './repository';

/** Accounts that cannot be locked out or flooded. */
/** The delays the login slow-down asked for, in order (recorded, not waited). */
const loginWaits: number[] = [];
const suite = adminSuite({ signupMaxPerHour: 5, loginWait: async (ms) => void loginWaits.push(ms) });

let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}_${Date.now().toString(36)}`;

/** A signed-out POST from an address, with the CSRF cookie and header a browser would send. */
function postFrom(address: string, path: string, payload: Record<string, unknown>) {
  return suite.app.inject({
    method: 'POST',
    url: `/logistics${path}`,
    payload,
    cookies: { [CSRF_COOKIE]: 'tok' },
    headers: { [CSRF_HEADER]: 'tok' },
    remoteAddress: address,
  });
}

const loginFrom = (address: string, username: string, password: string) =>
  postFrom(address, '/login', { username, password });

describe('login throttling per username and address', () => {
  test('after 11 wrong passwords from one address, the right one still works from another address', async () => {
    const { username, password } = await createUser(suite.app, unique('target'), 'admin');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await loginFrom('198.51.100.1', username, `Wrong#pass${i}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const locked = await loginFrom('198.51.100.1', username, password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    const elsewhere = await loginFrom('198.51.100.2', username, password);
    expect(elsewhere.statusCode).toBe(200);
  }, 30_000);

  test('failed logins slow down before they lock', async () => {
    const { username, password } = await createUser(suite.app, unique('slow'), 'accountant');
    loginWaits.length = 0;
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await loginFrom('198.51.100.3', username, 'Wrong#pass1')).statusCode);
    expect(statuses).toEqual(Array(9).fill(401));
    // The first five failures answer at once; each later one 100 ms more than the one before.
    expect(loginWaits).toEqual([100, 200, 300, 400]);
    // A right password is never slowed down.
    loginWaits.length = 0;
    expect((await loginFrom('198.51.100.3', username, password)).statusCode).toBe(200);
    expect(loginWaits).toEqual([]);
  });

  test("one clerk's typos do not block the office behind the same address", async () => {
    const clerk = await createUser(suite.app, unique('typo'), 'accountant');
    const colleague = await createUser(suite.app, unique('colleague'), 'accountant');
    for (let i = 0; i < 12; i++) await loginFrom('198.51.100.4', clerk.username, 'Wrong#pass1');
    expect((await loginFrom('198.51.100.4', colleague.username, colleague.password)).statusCode).toBe(200);
  }, 30_000);
});

describe('signup flood', () => {
  test('10 signups from one address in a minute: the ones past 5 are throttled with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await postFrom('192.0.2.50', '/signup', { username: unique('flood'), profile: 'admin' });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toEqual({ message: OPS_MESSAGES.signupThrottled });
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
    // Another address is not affected.
    const other = await postFrom('192.0.2.51', '/signup', {
      username: unique('other'),
      profile: 'accountant',
    });
    expect(other.statusCode).toBe(201);
  });

  test('a pending request older than 7 days is gone from the Users list and cannot be approved', async () => {
    const stale = unique('stale');
    await userRepository(suite.app.db).insert({
      username: stale,
      profile: 'admin',
      status: 'pending',
      passwordHash: 'x',
      temporary: true,
    });
    await suite.app.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 8 * 86400_000) } as never)
      .where('username', '=', stale)
      .execute();
    const list = await suite.admin.get('/users');
    expect(list.json().map((u: { username: string }) => u.username)).not.toContain(stale);
    expect((await suite.admin.post(`/users/${stale}/approve`)).statusCode).toBe(404);
  });
});

describe('a temporary password must be changed first', () => {
  test('403 on every signed-in call until reset-password; then the new password opens everything', async () => {
    const username = unique('temp');
    const signup = await new TestClient(suite.app).post('/signup', { username, profile: 'admin' });
    const temporaryPassword = signup.json().temporaryPassword as string;
    await suite.admin.post(`/users/${username}/approve`);
    const client = new TestClient(suite.app);
    const login = await client.post('/login', { username, password: temporaryPassword });
    expect(login.json()).toMatchObject({ mustChangePassword: true });
    const offenders: string[] = [];
    for (const route of suite.app.declaredRoutes.filter((r) => r.access !== 'public')) {
      const res = await client.request({
        method: route.method as 'GET',
        url: route.url.replace(/:[A-Za-z0-9_]+/g, 'X1'),
      });
      const body = res.json();
      if (
        res.statusCode !== 403 ||
        body.errorCode !== PASSWORD_CHANGE_REQUIRED ||
        body.message !== OPS_MESSAGES.passwordChangeRequired
      ) {
        offenders.push(`${route.method} ${route.url}: ${res.statusCode}`);
      }
    }
    expect(offenders).toEqual([]);
    const newPassword = 'Chosen#Pass9';
    const reset = await client.post('/reset-password', {
      username,
      currentPassword: temporaryPassword,
      newPassword,
      retypePassword: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    const again = new TestClient(suite.app);
    expect((await again.post('/login', { username, password: newPassword })).json()).not.toHaveProperty(
      'mustChangePassword',
    );
    expect((await again.get('/users')).statusCode).toBe(200);
  }, 60_000);

  test('a temporary password issued by the admin must be changed too', async () => {
    const { username } = await createUser(suite.app, unique('issued'), 'accountant');
    const issued = await suite.admin.post(`/users/${username}/temporary-password`);
    const client = new TestClient(suite.app);
    await client.post('/login', { username, password: issued.json().temporaryPassword });
    expect((await client.get('/list-vendor')).json()).toMatchObject({ errorCode: PASSWORD_CHANGE_REQUIRED });
  });
});

describe('CSRF bound to the session, and same-site origin', () => {
  test('a cookie chosen by the caller, equal to the header, with a valid session: 403', async () => {
    const res = await suite.app.inject({
      method: 'POST',
      url: '/logistics/logout',
      cookies: { [SESSION_COOKIE]: suite.admin.sessionId!, [CSRF_COOKIE]: 'chosen' },
      headers: { [CSRF_HEADER]: 'chosen' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ACCESS_MESSAGES.csrf });
  });

  test('login hands out the session-bound token, and it works', async () => {
    const { username, password } = await createUser(suite.app, unique('csrf'), 'admin');
    const client = await TestClient.signedIn(suite.app, username, password);
    expect(client.cookie(CSRF_COOKIE)).toBe(csrfTokenFor(client.sessionId!));
    expect((await client.post('/add-freight', {})).statusCode).not.toBe(403);
  });

  test.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ origin: 'https://evil.example' }],
    [{ origin: 'null' }],
  ])('a state-changing request with %j: 403 even with the right token', async (headers) => {
    const res = await suite.admin.request({
      method: 'POST',
      url: '/logout',
      headers: { ...headers, [CSRF_HEADER]: suite.admin.cookie(CSRF_COOKIE)! },
    });
    expect(res.statusCode).toBe(403);
  });

  test('same-origin requests pass', async () => {
    const res = await suite.admin.request({
      method: 'POST',
      url: '/add-freight',
      payload: {},
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('headers', () => {
  test('authenticated answers carry Cache-Control: no-store; frame headers agree', async () => {
    const res = await suite.admin.get('/users');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
