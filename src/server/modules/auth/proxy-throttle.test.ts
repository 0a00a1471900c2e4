import { AUTH_MESSAGES, OPS_MESSAGES, USER_MESSAGES } from '../../../shared/common/messages';
import { CSRF_COOKIE, CSRF_HEADER } from '../../plugins/cookies';
import { appSuite, createUser, expectMessage, TEST_ADMIN, TestClient, uniqueName } from '../../test/test-app';
import { DEVICE_COOKIE } from './known-devices';

/**
 * Behind one proxy (TRUST_PROXY=1): a client's own X-Forwarded-For names nobody, a username failing
 * from many addresses is locked for every browser but its known ones, and signups have a cap for
 * all addresses together.
 */
const waits: number[] = [];
const logLines: string[] = [];
const suite = appSuite({
  trustProxy: { hops: 1 },
  loginWait: async (ms) => void waits.push(ms),
  logLevel: 'warn',
  logStream: { write: (line) => void logLines.push(line) },
  signupMaxPerHour: 3,
  signupMaxPerHourTotal: 6,
});

const PROXY = '10.0.0.2';
const OFFICE = '203.0.113.10';

/**
 * A signed-out POST as the proxy passes it on: whatever X-Forwarded-For the client sent, then the
 * client's address as the proxy saw it.
 */
function throughProxy(
  client: string,
  path: string,
  payload: Record<string, unknown>,
  options: { claimed?: string; cookies?: Record<string, string> } = {},
) {
  return suite.app.inject({
    method: 'POST',
    url: `/logistics${path}`,
    payload,
    remoteAddress: PROXY,
    cookies: { [CSRF_COOKIE]: 'tok', ...options.cookies },
    headers: {
      [CSRF_HEADER]: 'tok',
      'x-forwarded-for': options.claimed ? `${options.claimed}, ${client}` : client,
    },
  });
}

const securityEvents = (event: string) =>
  logLines.map((line) => JSON.parse(line)).filter((entry) => entry.event === event);

/** The owner signs in at the office: the browser is known for the username from now on. */
async function officeSignIn(username: string, password: string) {
  const res = await throughProxy(OFFICE, '/login', { username, password });
  expect(res.statusCode).toBe(200);
  const device = res.cookies.find((c) => c.name === DEVICE_COOKIE)!;
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/logistics' });
  return { [DEVICE_COOKIE]: device.value };
}

describe('login failures behind a trusted proxy', () => {
  test('25 wrong passwords, each naming a made-up X-Forwarded-For: from the 11th on 429; the office still logs in', async () => {
    const owner = await createUser(suite.app, uniqueName('owner'), 'admin');
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await throughProxy('198.51.100.66', '/login', {
        username: owner.username,
        password: `Wrong#pass${i}`,
      });
      statuses.push(res.statusCode);
      if (i === 24) expect(res.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(15).fill(429)]);
    // The log names the address the proxy saw, never the one the client made up.
    const throttled = securityEvents('throttled').filter((e) => e.username === owner.username);
    expect(throttled).toHaveLength(15);
    expect(throttled[0]).toMatchObject({
      level: 40,
      address: '198.51.100.66',
      reason: `POST /logistics/login: ${AUTH_MESSAGES.tooManyAttempts}`,
    });
    // The office, a browser that never signed in before included, is not held by a stranger's guesses.
    expect((await throughProxy(OFFICE, '/login', owner)).statusCode).toBe(200);
  }, 30_000);

  test('25 wrong passwords from 25 addresses: slower each time, 429 after 20; only a browser that signed in before still gets in', async () => {
    const owner = await createUser(suite.app, uniqueName('target'), 'accountant');
    const other = await createUser(suite.app, uniqueName('colleague'), 'accountant');
    const ownerBrowser = await officeSignIn(owner.username, owner.password);
    const colleagueBrowser = await officeSignIn(other.username, other.password);
    waits.length = 0;
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await throughProxy(`192.0.2.${i + 1}`, '/login', {
        username: owner.username,
        password: 'Wrong#pass1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(20).fill(401), ...Array(5).fill(429)]);
    // The 6th failure from anywhere answers 100 ms late, each later one 100 ms more, at most 1 s.
    expect(waits).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1000, 1000, 1000, 1000, 1000]);

    // The right password from a browser the username never signed in on: still locked.
    expectMessage(await throughProxy('198.51.100.200', '/login', owner), 429, AUTH_MESSAGES.tooManyAttempts);
    // Another user's known browser, or a made-up cookie, does not open it either.
    expect((await throughProxy(OFFICE, '/login', owner, { cookies: colleagueBrowser })).statusCode).toBe(429);
    const forged = { [DEVICE_COOKIE]: `${ownerBrowser[DEVICE_COOKIE].split('.')[0]}.forged` };
    expect((await throughProxy(OFFICE, '/login', owner, { cookies: forged })).statusCode).toBe(429);
    // The owner's office PC signs in, without waiting.
    waits.length = 0;
    const office = await throughProxy(OFFICE, '/login', owner, { cookies: ownerBrowser });
    expect(office.statusCode).toBe(200);
    expect(waits).toEqual([]);
  }, 30_000);

  test('a browser stays known for each username signed in on it (a shared office PC)', async () => {
    const first = await createUser(suite.app, uniqueName('shared'), 'accountant');
    const second = await createUser(suite.app, uniqueName('shared'), 'accountant');
    const afterFirst = await officeSignIn(first.username, first.password);
    const res = await throughProxy(OFFICE, '/login', second, { cookies: afterFirst });
    const both = { [DEVICE_COOKIE]: res.cookies.find((c) => c.name === DEVICE_COOKIE)!.value };
    for (let i = 0; i < 21; i++)
      await throughProxy(`192.0.2.${100 + i}`, '/login', { username: first.username, password: 'Wrong#1x' });
    expect((await throughProxy('198.51.100.201', '/login', first)).statusCode).toBe(429);
    expect((await throughProxy(OFFICE, '/login', first, { cookies: both })).statusCode).toBe(200);
  }, 30_000);
});

describe('signups from many addresses', () => {
  const signupFrom = (client: string) =>
    throughProxy(client, '/signup', { username: uniqueName('newcomer'), profile: 'accountant' });

  test('3 an hour from one address, 6 from all together; the admin clears the waiting ones and signups open again', async () => {
    const fromOne: number[] = [];
    for (let i = 0; i < 4; i++) fromOne.push((await signupFrom('198.51.100.30')).statusCode);
    expect(fromOne).toEqual([201, 201, 201, 429]);
    expect((await signupFrom('198.51.100.31')).statusCode).toBe(201);
    expect((await signupFrom('198.51.100.32')).statusCode).toBe(201);
    expect((await signupFrom('198.51.100.33')).statusCode).toBe(201);
    expectMessage(await signupFrom('198.51.100.34'), 429, OPS_MESSAGES.signupsPaused);
    expect(securityEvents('throttled').at(-1)).toMatchObject({
      address: '198.51.100.34',
      reason: `POST /logistics/signup: ${OPS_MESSAGES.signupsPaused}`,
    });

    const admin = await TestClient.signedIn(suite.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const waiting = (await admin.get('/users'))
      .json()
      .filter((u: { status: string }) => u.status === 'pending');
    expect(waiting).toHaveLength(6);
    expectMessage(await admin.delete('/pending-signups'), 200, USER_MESSAGES.pendingSignupsDeleted(6));
    expect(securityEvents('signup-deleted').at(-1)).toMatchObject({
      username: TEST_ADMIN.username,
      reason: 'Deleted 6 signups awaiting approval.',
    });
    expect((await signupFrom('198.51.100.34')).statusCode).toBe(201);
  }, 30_000);
});
