import type { InjectOptions } from 'fastify';
import { isStrongPassword } from '../../../shared/auth/accounts';
import { ACCESS_MESSAGES, AUTH_MESSAGES, USER_MESSAGES } from '../../../shared/common/messages';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../plugins/cookies';
import {
  adminSuite,
  createUser,
  expectMessage,
  expectNoPasswordHashIn,
  TestClient,
  TEST_ADMIN,
  uniqueName,
} from '../../test/test-app';
import { userRepository } from './repository';

// SPEC.md section 5 messages, in SPEC's words.
const LOGIN_REQUIRED = 'Please enter username and password to login';
const SIGNUP_REQUIRED = 'Please select a valid profile and provide a username';
const FILL_ALL = 'Please fill all fields';
const MISMATCH = 'Passwords do not match';
const RULE =
  'Password must be at least 8 characters long and include at least one uppercase letter, one lowercase letter, one number, and one special character.';
const AWAITING_APPROVAL = 'Your account is awaiting approval by an admin.';

/** The app, its signed-in admin, and every answer it sent (checked for password hashes at the end). */
const suite = adminSuite();

/** A request with a valid CSRF cookie/header pair but no session. */
function anonymousPost(url: string, payload?: unknown, extra: Partial<InjectOptions> = {}) {
  return suite.app.inject({
    method: 'POST',
    url: `/logistics${url}`,
    payload: payload as InjectOptions['payload'],
    cookies: { [CSRF_COOKIE]: 'tok' },
    headers: { [CSRF_HEADER]: 'tok' },
    ...extra,
  });
}

async function signup(username: string, profile = 'accountant') {
  const res = await new TestClient(suite.app).post('/signup', { username, profile });
  expect(res.statusCode).toBe(201);
  return res.json().temporaryPassword as string;
}

describe('GET /check-auth', () => {
  test('without a session: 401 with a message, and the CSRF token cookie is issued', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/logistics/check-auth' });
    expectMessage(res, 401, AUTH_MESSAGES.notAuthenticated);
    const csrf = res.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(csrf?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(csrf?.httpOnly).toBeFalsy(); // the SPA must read it to echo it
    expect(csrf?.sameSite).toBe('Strict');
  });

  test('an existing CSRF token is kept, not rotated', async () => {
    const res = await suite.app.inject({
      method: 'GET',
      url: '/logistics/check-auth',
      cookies: { [CSRF_COOKIE]: 'kept' },
    });
    expect(res.cookies.find((c) => c.name === CSRF_COOKIE)).toBeUndefined();
  });

  test('with a session: 200 {username, profile}', async () => {
    const res = await suite.admin.get('/check-auth');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: 'admin', profile: 'admin' });
  });

  test('with an unknown session id: 401', async () => {
    const res = await suite.app.inject({
      method: 'GET',
      url: '/logistics/check-auth',
      cookies: { [SESSION_COOKIE]: 'forged' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /signup', () => {
  test('201 {message, temporaryPassword}: a pending account, not signed in', async () => {
    const username = uniqueName('Signup');
    const res = await new TestClient(suite.app).post('/signup', { username, profile: 'unloadingManager' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(isStrongPassword(body.temporaryPassword)).toBe(true);
    expect(body.message).toBe(USER_MESSAGES.signupSuccess(body.temporaryPassword));
    expect(body.message).toContain(body.temporaryPassword);
    expect(body).toEqual({
      message: body.message,
      temporaryPassword: body.temporaryPassword,
      username,
      profile: 'unloadingManager',
    });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const stored = await userRepository(suite.app.db).find(username);
    expect(stored).toMatchObject({ username, profile: 'unloadingManager', status: 'pending' });
  });

  test('the username is stored trimmed', async () => {
    const username = uniqueName('trim');
    await signup(`  ${username}  `);
    expect((await userRepository(suite.app.db).find(username))?.username).toBe(username);
  });

  test.each([
    [{}, 'empty body'],
    [{ username: 'someone' }, 'missing profile'],
    [{ username: 'someone', profile: '' }, 'placeholder profile'],
    [{ username: 'someone', profile: 'superuser' }, 'invalid profile'],
    [{ profile: 'admin' }, 'missing username'],
    [{ username: '   ', profile: 'admin' }, 'blank username'],
  ])('400 for %j (%s)', async (payload, _case) => {
    const res = await new TestClient(suite.app).post('/signup', payload);
    expectMessage(res, 400, SIGNUP_REQUIRED);
  });

  test('400 with the username rule for a malformed username', async () => {
    const res = await new TestClient(suite.app).post('/signup', {
      username: 'no spaces please',
      profile: 'admin',
    });
    expectMessage(res, 400, AUTH_MESSAGES.usernameRule);
  });

  test('409 for a taken username, whatever its case', async () => {
    const username = uniqueName('Dup');
    await signup(username);
    for (const variant of [username, username.toUpperCase(), username.toLowerCase()]) {
      const res = await new TestClient(suite.app).post('/signup', {
        username: variant,
        profile: 'accountant',
      });
      expectMessage(res, 409, AUTH_MESSAGES.usernameTaken);
    }
    const res = await new TestClient(suite.app).post('/signup', { username: 'ADMIN', profile: 'admin' });
    expect(res.statusCode).toBe(409);
  });
});

describe('POST /login', () => {
  test.each([
    [{}, 'empty body'],
    [{ username: 'admin' }, 'missing password'],
    [{ password: TEST_ADMIN.password }, 'missing username'],
    [{ username: '', password: '' }, 'empty fields'],
    [{ username: 'admin', password: '' }, 'empty password'],
  ])('400 "Please enter username and password to login" for %j (%s)', async (payload, _case) => {
    const res = await new TestClient(suite.app).post('/login', payload);
    expectMessage(res, 400, LOGIN_REQUIRED);
  });

  test('401 for a wrong password, and the same answer for an unknown username', async () => {
    const { username } = await createUser(suite.app, uniqueName('wrongpw'), 'accountant');
    const wrong = await new TestClient(suite.app).post('/login', { username, password: 'Wrong@pass1' });
    expectMessage(wrong, 401, AUTH_MESSAGES.invalidCredentials);
    expect(wrong.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const unknown = await new TestClient(suite.app).post('/login', {
      username: 'nobody_here',
      password: 'Wrong@pass1',
    });
    expectMessage(unknown, 401, AUTH_MESSAGES.invalidCredentials);
  });

  test('200 {message, username, profile} with an HttpOnly, SameSite=Strict, 1-day session cookie', async () => {
    const { username, password } = await createUser(suite.app, uniqueName('Login'), 'loadingManager');
    const client = new TestClient(suite.app);
    const res = await client.post('/login', { username, password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.loginSuccess, username, profile: 'loadingManager' });
    const sid = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(sid.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 86400 });
    const check = await client.get('/check-auth');
    expect(check.json()).toEqual({ username, profile: 'loadingManager' });
  });

  test('the session row lives one day and stores no plain session id', async () => {
    const { username, password } = await createUser(suite.app, uniqueName('ttl'), 'accountant');
    const before = Date.now();
    const client = await TestClient.signedIn(suite.app, username, password);
    const user = await userRepository(suite.app.db).find(username);
    const rows = await suite.app.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user!.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].id_hash).not.toBe(client.sessionId);
    const lifetime = rows[0].expires_at.getTime() - before;
    expect(lifetime).toBeGreaterThan(86400_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(86400_000 + 60_000);
  });

  test('the username is matched whatever its case', async () => {
    const res = await new TestClient(suite.app).post('/login', {
      username: 'ADMIN',
      password: TEST_ADMIN.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'admin', profile: 'admin' });
  });

  test('logging in again replaces the old session id (no fixation)', async () => {
    const { username, password } = await createUser(suite.app, uniqueName('relog'), 'accountant');
    const client = await TestClient.signedIn(suite.app, username, password);
    const oldSid = client.sessionId!;
    await client.post('/login', { username, password });
    expect(client.sessionId).not.toBe(oldSid);
    const old = await suite.app.inject({
      method: 'GET',
      url: '/logistics/check-auth',
      cookies: { [SESSION_COOKIE]: oldSid },
    });
    expect(old.statusCode).toBe(401);
    expect((await client.get('/check-auth')).statusCode).toBe(200);
  });

  test('403 "awaiting approval" for a pending account with the right password; 401 with a wrong one', async () => {
    const username = uniqueName('pending');
    const temporaryPassword = await signup(username);
    const res = await new TestClient(suite.app).post('/login', { username, password: temporaryPassword });
    expectMessage(res, 403, AWAITING_APPROVAL);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const wrong = await new TestClient(suite.app).post('/login', { username, password: 'Wrong@pass1' });
    expect(wrong.statusCode).toBe(401);
  });

  test('403 with a clear message for a deactivated account', async () => {
    const { username, password } = await createUser(suite.app, uniqueName('gone'), 'accountant');
    expect((await suite.admin.post(`/users/${username}/deactivate`)).statusCode).toBe(200);
    const res = await new TestClient(suite.app).post('/login', { username, password });
    expectMessage(res, 403, AUTH_MESSAGES.deactivated);
  });
});

describe('account lifecycle: signup, approval, login, password change', () => {
  const username = uniqueName('Newbie');
  const newPassword = 'Fresh#Start9';
  let temporaryPassword: string;
  let client: TestClient;

  test('a signed-up user cannot log in before approval', async () => {
    temporaryPassword = await signup(username, 'unloadingManager');
    const res = await new TestClient(suite.app).post('/login', { username, password: temporaryPassword });
    expectMessage(res, 403, AWAITING_APPROVAL);
  });

  test('nor change the password before approval', async () => {
    const res = await new TestClient(suite.app).post('/reset-password', {
      username,
      currentPassword: temporaryPassword,
      newPassword,
      retypePassword: newPassword,
    });
    expectMessage(res, 403, AWAITING_APPROVAL);
  });

  test('can log in once an admin approves', async () => {
    expect((await suite.admin.post(`/users/${username}/approve`)).statusCode).toBe(200);
    client = new TestClient(suite.app);
    const res = await client.post('/login', { username, password: temporaryPassword });
    expect(res.statusCode).toBe(200);
    // Signed in with the temporary password: it must be changed first.
    expect(res.json()).toEqual({
      message: AUTH_MESSAGES.loginSuccess,
      username,
      profile: 'unloadingManager',
      mustChangePassword: true,
    });
  });

  const reset = (overrides: Record<string, string | undefined>) =>
    new TestClient(suite.app).post('/reset-password', {
      username,
      currentPassword: temporaryPassword,
      newPassword,
      retypePassword: newPassword,
      ...overrides,
    });

  test.each([
    [{ username: '' }, FILL_ALL],
    [{ currentPassword: undefined }, FILL_ALL],
    [{ newPassword: '' }, FILL_ALL],
    [{ retypePassword: undefined }, FILL_ALL],
    [{ retypePassword: 'Fresh#Start8' }, MISMATCH],
    [{ newPassword: 'short', retypePassword: 'other' }, MISMATCH],
    [{ newPassword: 'Ab1!', retypePassword: 'Ab1!' }, RULE],
    [{ newPassword: 'alllower1!', retypePassword: 'alllower1!' }, RULE],
    [{ newPassword: 'ALLUPPER1!', retypePassword: 'ALLUPPER1!' }, RULE],
    [{ newPassword: 'NoDigits!!', retypePassword: 'NoDigits!!' }, RULE],
    [{ newPassword: 'NoSpecial12', retypePassword: 'NoSpecial12' }, RULE],
    [{ newPassword: 'Has Space1!', retypePassword: 'Has Space1!' }, RULE],
  ])('reset-password %j: 400 "%s"', async (overrides, message) => {
    const res = await reset(overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  test('reset-password with a wrong current password: 401', async () => {
    const res = await reset({ currentPassword: 'Wrong@pass1' });
    expectMessage(res, 401, AUTH_MESSAGES.invalidCurrentPassword);
  });

  test('reset-password to the same password: 400', async () => {
    const res = await reset({ newPassword: temporaryPassword, retypePassword: temporaryPassword });
    expectMessage(res, 400, AUTH_MESSAGES.newPasswordSameAsCurrent);
  });

  test('reset-password succeeds with 200 {message} and signs the account out everywhere', async () => {
    expect((await client.get('/check-auth')).statusCode).toBe(200);
    const res = await reset({});
    expectMessage(res, 200, AUTH_MESSAGES.resetSuccess);
    expect((await client.get('/check-auth')).statusCode).toBe(401);
  });

  test('the old password no longer works; the new one does', async () => {
    const old = await new TestClient(suite.app).post('/login', { username, password: temporaryPassword });
    expect(old.statusCode).toBe(401);
    const fresh = await new TestClient(suite.app).post('/login', { username, password: newPassword });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().profile).toBe('unloadingManager');
  });
});

describe('POST /logout', () => {
  test('200, the session ends on the server and check-auth answers 401', async () => {
    const { username, password } = await createUser(suite.app, uniqueName('bye'), 'accountant');
    const client = await TestClient.signedIn(suite.app, username, password);
    const sid = client.sessionId!;
    const res = await client.post('/logout');
    expectMessage(res, 200, AUTH_MESSAGES.logoutSuccess);
    expect(client.sessionId).toBeUndefined(); // cookie cleared
    expect((await client.get('/check-auth')).statusCode).toBe(401);
    // Replaying the old cookie does not bring the session back.
    const replay = await suite.app.inject({
      method: 'GET',
      url: '/logistics/check-auth',
      cookies: { [SESSION_COOKIE]: sid },
    });
    expect(replay.statusCode).toBe(401);
  });

  test('200 without a session too', async () => {
    const res = await anonymousPost('/logout');
    expect(res.statusCode).toBe(200);
  });
});

test('an expired session answers 401', async () => {
  const { username, password } = await createUser(suite.app, uniqueName('expiring'), 'accountant');
  const client = await TestClient.signedIn(suite.app, username, password);
  expect((await client.get('/check-auth')).statusCode).toBe(200);
  const user = await userRepository(suite.app.db).find(username);
  await suite.app.db
    .updateTable('sessions')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('user_id', '=', user!.id)
    .execute();
  const res = await client.get('/check-auth');
  expectMessage(res, 401, AUTH_MESSAGES.notAuthenticated);
});

describe('CSRF (double submit)', () => {
  const csrfRefused = { message: ACCESS_MESSAGES.csrf };
  const login = { username: TEST_ADMIN.username, password: TEST_ADMIN.password };
  /** A login with only the CSRF cookie or header that `csrf` gives. */
  const loginWith = (csrf: { cookies?: Record<string, string>; headers?: Record<string, string> }) =>
    suite.app.inject({ method: 'POST', url: '/logistics/login', payload: login, ...csrf });

  test('a POST without the header: 403', async () => {
    const res = await loginWith({ cookies: { [CSRF_COOKIE]: 'tok' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(csrfRefused);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  test('a POST with a wrong header: 403', async () => {
    const res = await anonymousPost('/login', login, { headers: { [CSRF_HEADER]: 'other' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(csrfRefused);
  });

  test('a POST with a header but no cookie: 403', async () => {
    const res = await loginWith({ headers: { [CSRF_HEADER]: 'tok' } });
    expect(res.statusCode).toBe(403);
  });

  test('a signed-in POST without the header is refused and changes nothing', async () => {
    const { username, password } = await createUser(suite.app, uniqueName('csrf'), 'accountant');
    const client = await TestClient.signedIn(suite.app, username, password);
    const res = await suite.app.inject({
      method: 'POST',
      url: '/logistics/logout',
      cookies: { [SESSION_COOKIE]: client.sessionId!, [CSRF_COOKIE]: client.cookie(CSRF_COOKIE)! },
    });
    expect(res.statusCode).toBe(403);
    expect((await client.get('/check-auth')).statusCode).toBe(200);
  });

  test('a POST with the matching pair goes through', async () => {
    const res = await anonymousPost('/login', login);
    expect(res.statusCode).toBe(200);
  });
});

describe('login rate limit', () => {
  test('after 10 failures for one username the 11th attempt gets 429, even with the right password', async () => {
    const { username, password } = await createUser(suite.app, uniqueName('Throttled'), 'accountant');
    for (let i = 1; i <= 10; i++) {
      const res = await new TestClient(suite.app).post('/login', { username, password: `Wrong@pass${i}` });
      expect(res.statusCode).toBe(401);
    }
    const res = await new TestClient(suite.app).post('/login', { username, password });
    expectMessage(res, 429, AUTH_MESSAGES.tooManyAttempts);
    // The count is per username whatever its case, and covers password changes too.
    const upper = await new TestClient(suite.app).post('/login', {
      username: username.toUpperCase(),
      password,
    });
    expect(upper.statusCode).toBe(429);
    const reset = await new TestClient(suite.app).post('/reset-password', {
      username,
      currentPassword: password,
      newPassword: 'Other#Pass1',
      retypePassword: 'Other#Pass1',
    });
    expect(reset.statusCode).toBe(429);
    // Other users are not affected.
    expect((await new TestClient(suite.app).post('/login', login())).statusCode).toBe(200);
    // The lock lasts for the 15-minute window of the failures.
    const failuresAged = (minutes: number) =>
      suite.app.db
        .updateTable('login_failures')
        .set({ failed_at: new Date(Date.now() - minutes * 60_000) } as never)
        .where('username_key', '=', username.toLowerCase())
        .execute();
    await failuresAged(14);
    expect((await new TestClient(suite.app).post('/login', { username, password })).statusCode).toBe(429);
    await failuresAged(16);
    expect((await new TestClient(suite.app).post('/login', { username, password })).statusCode).toBe(200);
  });

  test('guesses sent in parallel cannot slip past the limit', async () => {
    const { username, password } = await createUser(suite.app, uniqueName('parallel'), 'admin');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        new TestClient(suite.app).post('/login', { username, password: `Guess#${i}ab` }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    // Refused attempts are not counted, so the user is locked only if 10 guesses were really checked.
    const checked = statuses.filter((s) => s === 401).length;
    const next = await new TestClient(suite.app).post('/login', { username, password });
    expect(next.statusCode).toBe(checked === 10 ? 429 : 200);
  });

  test('a successful login clears the failures', async () => {
    const { username, password } = await createUser(suite.app, uniqueName('recovers'), 'accountant');
    for (let i = 0; i < 9; i++)
      await new TestClient(suite.app).post('/login', { username, password: 'Wrong@pass1' });
    expect((await new TestClient(suite.app).post('/login', { username, password })).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect(
        (await new TestClient(suite.app).post('/login', { username, password: 'Wrong@pass1' })).statusCode,
      ).toBe(401);
    }
    expect((await new TestClient(suite.app).post('/login', { username, password })).statusCode).toBe(200);
  });

  test('100 failures from one address lock that address, not others', async () => {
    const address = '203.0.113.7';
    await suite.app.db
      .insertInto('login_failures')
      .values(Array.from({ length: 100 }, (_, i) => ({ username_key: `someone${i}`, address })))
      .execute();
    const locked = await anonymousPost('/login', login(), { remoteAddress: address });
    expectMessage(locked, 429, AUTH_MESSAGES.tooManyAttempts);
    const elsewhere = await anonymousPost('/login', login(), { remoteAddress: '203.0.113.8' });
    expect(elsewhere.statusCode).toBe(200);
  });

  function login() {
    return { username: TEST_ADMIN.username, password: TEST_ADMIN.password };
  }
});

test('no response of this file contained a password hash', async () => {
  // Exercise every call that answers about accounts once more, so the check below covers them.
  const username = uniqueName('hashcheck');
  const temporaryPassword = await signup(username);
  await suite.admin.post(`/users/${username}/approve`);
  const client = await TestClient.signedIn(suite.app, username, temporaryPassword);
  await client.get('/check-auth');
  await suite.admin.get('/users');
  await suite.admin.post(`/users/${username}/temporary-password`);

  expect(suite.bodies.length).toBeGreaterThan(50);
  const hashes = await expectNoPasswordHashIn(suite);
  expect(hashes.length).toBeGreaterThan(10);
});
