import { ACCESS_MESSAGES, AUTH_MESSAGES } from '../../shared/common/messages';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from './cookies';
import { appSuite, createUser, TEST_ADMIN, TestClient, uniqueName } from '../test/test-app';
import { urlWithoutValues } from './request-log';
import { REQUEST_ID_HEADER } from '../../shared/common/wire';

/**
 * What an operator reads: a reference per answer that finds its log lines, security refusals at
 * warn with who, from where and why, and no business data from query strings. Behind a proxy at
 * 10.0.0.2 (TRUST_PROXY=10.0.0.2): only it may say the request came over https.
 */
const logLines: string[] = [];
const suite = appSuite({
  trustProxy: { addresses: ['10.0.0.2'] },
  logLevel: 'info',
  logStream: { write: (line) => void logLines.push(line) },
});
const entries = () => logLines.map((line) => JSON.parse(line));
const eventsOf = (event: string) => entries().filter((entry) => entry.event === event);

describe('request ids', () => {
  test('every answer names its request in X-Request-Id, errors included, and the log lines carry it', async () => {
    const answers = [
      await suite.app.inject({ method: 'GET', url: '/logistics/health' }),
      await suite.app.inject({ method: 'GET', url: '/logistics/check-auth' }),
      await suite.app.inject({ method: 'GET', url: '/logistics/nothing' }),
      await suite.app.inject({ method: 'GET', url: '/logistics/users' }),
      await suite.app.inject({ method: 'POST', url: '/logistics/login', payload: TEST_ADMIN }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404, 401, 403]);
    const ids = answers.map((res) => res.headers[REQUEST_ID_HEADER] as string);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const completed = entries().filter((entry) => entry.msg === 'request completed');
    for (const id of ids) expect(completed.map((entry) => entry.reqId)).toContain(id);
  });

  test("a client's own request id is not taken (it could name another request's lines)", async () => {
    const res = await suite.app.inject({
      method: 'GET',
      url: '/logistics/check-auth',
      headers: { 'request-id': 'forged', [REQUEST_ID_HEADER]: 'forged' },
    });
    expect(res.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('query strings', () => {
  test('are logged with their names and without their values', async () => {
    const admin = await TestClient.signedIn(suite.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const res = await admin.get(
      '/api/reports?startDate=2026-11-01&vendor=Sharma%20Roadlines&truckNumber=MH12AB1234',
    );
    const logged = entries().filter((entry) => entry.reqId === res.headers[REQUEST_ID_HEADER] && entry.req);
    expect(logged.map((entry) => entry.req.url)).toEqual([
      '/logistics/api/reports?startDate=&vendor=&truckNumber=',
    ]);
    expect(logLines.join('\n')).not.toMatch(/Sharma|MH12AB1234/);
  });

  test.each([
    ['/logistics/users', '/logistics/users'],
    ['/logistics/users?', '/logistics/users?'],
    ['/x?a=1&a=2&b', '/x?a=&a=&b='],
    ['/x?na%20me=v%26w', '/x?na%20me='],
  ])('%s is logged as %s', (url, logged) => {
    expect(urlWithoutValues(url)).toBe(logged);
  });
});

describe('security events at warn', () => {
  test('a CSRF refusal names the address the socket came from, not an X-Forwarded-For of a client that is no proxy', async () => {
    const res = await suite.app.inject({
      method: 'POST',
      url: '/logistics/login',
      payload: { username: 'someone', password: 'x' },
      remoteAddress: '198.51.100.9',
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(res.json()).toEqual({ message: ACCESS_MESSAGES.csrf });
    expect(eventsOf('csrf-refused').at(-1)).toMatchObject({
      level: 40,
      reqId: res.headers[REQUEST_ID_HEADER],
      username: null, // refused before the body is read
      address: '198.51.100.9',
      reason: 'POST /logistics/login: CSRF token missing or wrong',
    });
  });

  test('access denials (not signed in, a blocked area) name the user, the address and the route', async () => {
    await suite.app.inject({ method: 'GET', url: '/logistics/users', remoteAddress: '198.51.100.10' });
    expect(eventsOf('not-signed-in').at(-1)).toMatchObject({
      username: null,
      address: '198.51.100.10',
      reason: 'GET /logistics/users without a session',
    });
    const clerk = await TestClient.as(suite.app, 'loadingManager');
    expect((await clerk.get('/users')).statusCode).toBe(403);
    expect(eventsOf('access-denied').at(-1)).toMatchObject({
      level: 40,
      username: expect.stringMatching(/^loadingManager_/),
      address: '127.0.0.1',
      reason: 'GET /logistics/users: loadingManager may not use users',
    });
  });

  test("approvals, temporary passwords, deactivations and a user's own password reset are logged with who did them", async () => {
    const admin = await TestClient.signedIn(suite.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const username = uniqueName('joiner');
    const signup = await new TestClient(suite.app).post('/signup', { username, profile: 'accountant' });
    await admin.post(`/users/${username}/approve`);
    expect(eventsOf('signup-approved').at(-1)).toMatchObject({
      username: TEST_ADMIN.username,
      reason: `approved ${username}`,
    });
    await admin.post(`/users/${username}/temporary-password`);
    expect(eventsOf('temporary-password').at(-1)).toMatchObject({
      username: TEST_ADMIN.username,
      reason: `issued a temporary password to ${username}`,
    });
    await admin.post(`/users/${username}/deactivate`);
    expect(eventsOf('account-deactivated').at(-1)).toMatchObject({
      username: TEST_ADMIN.username,
      address: '127.0.0.1',
      reason: `deactivated ${username}`,
    });
    const user = await createUser(suite.app, uniqueName('resetter'), 'accountant');
    const reset = await new TestClient(suite.app).post('/reset-password', {
      username: user.username,
      currentPassword: user.password,
      newPassword: 'Fresh#Pass22',
      retypePassword: 'Fresh#Pass22',
    });
    expect(reset.json()).toEqual({ message: AUTH_MESSAGES.resetSuccess });
    expect(eventsOf('password-reset').at(-1)).toMatchObject({
      username: user.username,
      reason: 'changed their own password',
    });
    expect(signup.statusCode).toBe(201);
  });
});

describe('https through a trusted proxy', () => {
  const loginVia = (remoteAddress: string, proto: string) =>
    suite.app.inject({
      method: 'POST',
      url: '/logistics/login',
      payload: TEST_ADMIN,
      remoteAddress,
      cookies: { [CSRF_COOKIE]: 'tok' },
      headers: { [CSRF_HEADER]: 'tok', 'x-forwarded-proto': proto },
    });
  const secureFlags = (res: Awaited<ReturnType<typeof loginVia>>) =>
    Object.fromEntries(res.cookies.map((c) => [c.name, c.secure ?? false]));

  test('the proxy says https: every cookie is Secure and HSTS is sent', async () => {
    const res = await loginVia('10.0.0.2', 'https');
    expect(res.statusCode).toBe(200);
    expect(secureFlags(res)).toEqual({ [SESSION_COOKIE]: true, [CSRF_COOKIE]: true, known_device: true });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  test('plain http through the proxy, or a client that is no proxy claiming https: neither', async () => {
    for (const res of [await loginVia('10.0.0.2', 'http'), await loginVia('198.51.100.11', 'https')]) {
      expect(res.statusCode).toBe(200);
      expect(secureFlags(res)).toEqual({
        [SESSION_COOKIE]: false,
        [CSRF_COOKIE]: false,
        known_device: false,
      });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
