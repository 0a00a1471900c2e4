import { ACCESS_MESSAGES, AUTH_MESSAGES, USER_MESSAGES } from '../../../shared/common/messages';
import type { Profile } from '../../../shared/auth/profiles';
import { listAudit } from '../audit/repository';
import { userRepository } from '../auth/repository';
import {
  adminSuite,
  createUser,
  expectMessage,
  expectNoPasswordHashIn,
  TestClient,
  uniqueName,
} from '../../test/test-app';

/** The app, its signed-in admin, and every answer it sent (checked for password hashes at the end). */
const suite = adminSuite();

/** Signs up through the API: a pending account with its temporary password. */
async function signup(username: string, profile: Profile = 'accountant') {
  const res = await new TestClient(suite.app).post('/signup', { username, profile });
  expect(res.statusCode).toBe(201);
  return res.json().temporaryPassword as string;
}

const login = (username: string, password: string) =>
  new TestClient(suite.app).post('/login', { username, password });
const statusOf = async (username: string) => (await userRepository(suite.app.db).find(username))?.status;

describe('GET /users', () => {
  test('lists every account as {username, profile, status, createdAt}, nothing more', async () => {
    const pending = uniqueName('listed');
    await signup(pending, 'loadingManager');
    const res = await suite.admin.get('/users');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    for (const entry of list) {
      expect(Object.keys(entry).sort()).toEqual(['createdAt', 'profile', 'status', 'username']);
      expect(new Date(entry.createdAt as string).toISOString()).toBe(entry.createdAt);
    }
    expect(list).toContainEqual({
      username: 'admin',
      profile: 'admin',
      status: 'active',
      createdAt: expect.any(String),
    });
    expect(list).toContainEqual({
      username: pending,
      profile: 'loadingManager',
      status: 'pending',
      createdAt: expect.any(String),
    });
  });

  test('newest accounts come first', async () => {
    const first = uniqueName('older');
    const second = uniqueName('newer');
    await signup(first);
    await signup(second);
    const names = ((await suite.admin.get('/users')).json() as { username: string }[]).map((u) => u.username);
    expect(names.indexOf(second)).toBeLessThan(names.indexOf(first));
    expect(names[names.length - 1]).toBe('admin');
  });
});

describe('POST /users/{username}/approve', () => {
  test('activates a pending account, which can then log in; the change is audited', async () => {
    const username = uniqueName('Approve');
    const password = await signup(username);
    // The path may use any case of the username.
    const res = await suite.admin.post(`/users/${username.toLowerCase()}/approve`);
    expectMessage(res, 200, USER_MESSAGES.approved(username));
    expect(await statusOf(username)).toBe('active');
    expect((await login(username, password)).statusCode).toBe(200);
    const audit = await listAudit(suite.app.db, 'user', username);
    expect(audit.map((a) => a.action)).toEqual(['signup', 'approve']);
    expect(audit[1]).toMatchObject({
      actor: 'admin',
      before: { status: 'pending' },
      after: { status: 'active' },
    });
  });

  test('an already active account: 409', async () => {
    const { username } = await createUser(suite.app, uniqueName('active'), 'accountant');
    const res = await suite.admin.post(`/users/${username}/approve`);
    expectMessage(res, 409, USER_MESSAGES.alreadyActive);
  });

  test('re-activates a deactivated account', async () => {
    const { username, password } = await createUser(suite.app, uniqueName('back'), 'accountant');
    await suite.admin.post(`/users/${username}/deactivate`);
    expect((await login(username, password)).statusCode).toBe(403);
    expect((await suite.admin.post(`/users/${username}/approve`)).statusCode).toBe(200);
    expect((await login(username, password)).statusCode).toBe(200);
  });
});

describe('POST /users/{username}/deactivate', () => {
  test("deactivates, ends the user's sessions, blocks login, and is audited", async () => {
    const { username, password } = await createUser(suite.app, uniqueName('Leaver'), 'unloadingManager');
    const first = await TestClient.signedIn(suite.app, username, password);
    const second = await TestClient.signedIn(suite.app, username, password);
    const res = await suite.admin.post(`/users/${username}/deactivate`);
    expectMessage(res, 200, USER_MESSAGES.deactivated(username));
    expect(await statusOf(username)).toBe('deactivated');
    expect((await first.get('/check-auth')).statusCode).toBe(401);
    expect((await second.get('/check-auth')).statusCode).toBe(401);
    const user = await userRepository(suite.app.db).find(username);
    const sessions = await suite.app.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('user_id', '=', user!.id)
      .execute();
    expect(sessions).toEqual([]);
    const again = await login(username, password);
    expectMessage(again, 403, AUTH_MESSAGES.deactivated);
    const audit = await listAudit(suite.app.db, 'user', username);
    expect(audit).toContainEqual(
      expect.objectContaining({
        actor: 'admin',
        action: 'deactivate',
        before: { status: 'active' },
        after: { status: 'deactivated' },
      }),
    );
    const list = (await suite.admin.get('/users')).json() as { username: string; status: string }[];
    expect(list.find((u) => u.username === username)?.status).toBe('deactivated');
  });

  test('an admin cannot deactivate themself: 409, still signed in', async () => {
    const res = await suite.admin.post('/users/ADMIN/deactivate');
    expectMessage(res, 409, USER_MESSAGES.cannotDeactivateSelf);
    expect(await statusOf('admin')).toBe('active');
    expect((await suite.admin.get('/check-auth')).statusCode).toBe(200);
  });

  test('another admin can be deactivated', async () => {
    const { username } = await createUser(suite.app, uniqueName('admin2'), 'admin');
    expect((await suite.admin.post(`/users/${username}/deactivate`)).statusCode).toBe(200);
  });
});

describe('POST /users/{username}/temporary-password', () => {
  test('issues a new password: the old one stops working, sessions end, the new one works', async () => {
    const { username, password } = await createUser(suite.app, uniqueName('forgot'), 'loadingManager');
    const session = await TestClient.signedIn(suite.app, username, password);
    const res = await suite.admin.post(`/users/${username}/temporary-password`);
    expect(res.statusCode).toBe(200);
    const { temporaryPassword } = res.json();
    expect(res.json()).toEqual({
      message: USER_MESSAGES.temporaryPassword(username, temporaryPassword),
      temporaryPassword,
    });
    expect(temporaryPassword).not.toBe(password);
    expect((await session.get('/check-auth')).statusCode).toBe(401);
    expect((await login(username, password)).statusCode).toBe(401);
    const fresh = await login(username, temporaryPassword);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().profile).toBe('loadingManager');
    // Audited, without the password itself.
    const audit = await listAudit(suite.app.db, 'user', username);
    const entry = audit.find((a) => a.action === 'temporary-password');
    expect(entry).toMatchObject({ actor: 'admin', entityId: username });
    expect(JSON.stringify(audit)).not.toContain(temporaryPassword);
  });

  test('a pending account stays pending', async () => {
    const username = uniqueName('stillpending');
    await signup(username);
    const res = await suite.admin.post(`/users/${username}/temporary-password`);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(username)).toBe('pending');
    const blocked = await login(username, res.json().temporaryPassword);
    expect(blocked.statusCode).toBe(403);
  });
});

describe('POST /users/{username}/profile', () => {
  test("changes the profile, ends the user's sessions (the next sign-in carries it), and is audited", async () => {
    const username = uniqueName('Prof');
    const password = await signup(username, 'loadingManager');
    await suite.admin.post(`/users/${username}/approve`);
    const user = new TestClient(suite.app);
    expect((await user.post('/login', { username, password })).statusCode).toBe(200);
    const res = await suite.admin.post(`/users/${username}/profile`, { profile: 'unloadingManager' });
    expectMessage(res, 200, USER_MESSAGES.profileChanged(username, 'Unloading Manager'));
    expect((await userRepository(suite.app.db).find(username))?.profile).toBe('unloadingManager');
    expect((await user.get('/check-auth')).statusCode).toBe(401);
    const again = await login(username, password);
    expect(again.json().profile).toBe('unloadingManager');
    const audit = await listAudit(suite.app.db, 'user', username);
    expect(audit.at(-1)).toMatchObject({
      actor: 'admin',
      action: 'profile-change',
      before: { profile: 'loadingManager' },
      after: { profile: 'unloadingManager' },
    });
  });

  test.each([
    [{}, USER_MESSAGES.profileRequired],
    [{ profile: 'superuser' }, USER_MESSAGES.profileRequired],
    [{ profile: '' }, USER_MESSAGES.profileRequired],
  ])('a body %j: 400 with the rule, nothing changes', async (body, message) => {
    const username = uniqueName('Bad');
    await signup(username, 'accountant');
    expectMessage(await suite.admin.post(`/users/${username}/profile`, body), 400, message);
    expect((await userRepository(suite.app.db).find(username))?.profile).toBe('accountant');
  });

  test('the same profile again: 409, not audited', async () => {
    const username = uniqueName('Same');
    await signup(username, 'accountant');
    expectMessage(
      await suite.admin.post(`/users/${username}/profile`, { profile: 'accountant' }),
      409,
      USER_MESSAGES.sameProfile,
    );
    expect((await listAudit(suite.app.db, 'user', username)).map((a) => a.action)).toEqual(['signup']);
  });

  test('an admin cannot change their own profile: 409, still an admin', async () => {
    expectMessage(
      await suite.admin.post('/users/admin/profile', { profile: 'accountant' }),
      409,
      USER_MESSAGES.cannotChangeOwnProfile,
    );
    expect((await userRepository(suite.app.db).find('admin'))?.profile).toBe('admin');
  });

  test('an unknown user: 404', async () => {
    expectMessage(
      await suite.admin.post('/users/nobody_like_this/profile', { profile: 'accountant' }),
      404,
      USER_MESSAGES.notFound,
    );
  });
});

describe.each(['approve', 'deactivate', 'temporary-password'])('POST /users/{unknown}/%s', (action) => {
  test('404 {message}', async () => {
    const res = await suite.admin.post(`/users/nobody_like_this/${action}`);
    expectMessage(res, 404, USER_MESSAGES.notFound);
  });
});

describe.each(['accountant', 'loadingManager', 'unloadingManager'] as const)('a signed-in %s', (profile) => {
  let client: TestClient;
  let target: string;
  beforeAll(async () => {
    client = await TestClient.as(suite.app, profile);
    target = uniqueName('target');
    await signup(target);
  });

  test('GET /users: 403', async () => {
    const res = await client.get('/users');
    expectMessage(res, 403, ACCESS_MESSAGES.noAccess);
  });

  test.each(['approve', 'deactivate', 'temporary-password', 'profile'])(
    'POST /users/{username}/%s: 403, nothing changes',
    async (action) => {
      const before = await suite.app.db
        .selectFrom('users')
        .select(['status', 'password_hash', 'profile'])
        .where('username', '=', target)
        .executeTakeFirst();
      const res = await client.post(
        `/users/${target}/${action}`,
        action === 'profile' ? { profile: 'admin' } : undefined,
      );
      expectMessage(res, 403, ACCESS_MESSAGES.noAccess);
      const after = await suite.app.db
        .selectFrom('users')
        .select(['status', 'password_hash', 'profile'])
        .where('username', '=', target)
        .executeTakeFirst();
      expect(after).toEqual(before);
    },
  );
});

describe('signed out', () => {
  test('GET /users: 401', async () => {
    const res = await new TestClient(suite.app).get('/users');
    expectMessage(res, 401, AUTH_MESSAGES.notAuthenticated);
  });

  test.each(['approve', 'deactivate', 'temporary-password', 'profile'])(
    'POST /users/{username}/%s: 401',
    async (action) => {
      const res = await new TestClient(suite.app).post(`/users/admin/${action}`);
      expectMessage(res, 401, AUTH_MESSAGES.notAuthenticated);
    },
  );
});

describe('deleting signups awaiting approval', () => {
  test('DELETE /users/{username}: the pending account is gone, audited; its username is free again', async () => {
    const username = uniqueName('typo');
    await signup(username);
    expectMessage(await suite.admin.delete(`/users/${username}`), 200, USER_MESSAGES.signupDeleted(username));
    expect(await statusOf(username)).toBeUndefined();
    expect((await listAudit(suite.app.db, 'user', username)).map((e) => [e.action, e.actor])).toEqual([
      ['signup', username],
      ['delete-signup', 'admin'],
    ]);
    await signup(username);
    expect(await statusOf(username)).toBe('pending');
  });

  test('an approved or deactivated account is never deleted (409); an unknown one is 404', async () => {
    const active = await createUser(suite.app, uniqueName('kept'), 'accountant');
    expectMessage(
      await suite.admin.delete(`/users/${active.username}`),
      409,
      USER_MESSAGES.onlyPendingDeleted,
    );
    await suite.admin.post(`/users/${active.username}/deactivate`);
    expectMessage(
      await suite.admin.delete(`/users/${active.username}`),
      409,
      USER_MESSAGES.onlyPendingDeleted,
    );
    expect(await statusOf(active.username)).toBe('deactivated');
    expectMessage(await suite.admin.delete('/users/nobody_here'), 404, USER_MESSAGES.notFound);
  });

  test('DELETE /pending-signups: every waiting signup goes, each audited; active accounts stay', async () => {
    const waiting = [uniqueName('flood'), uniqueName('flood')];
    for (const username of waiting) await signup(username);
    const pendingBefore = (await suite.admin.get('/users'))
      .json()
      .filter((u: { status: string }) => u.status === 'pending').length;
    expectMessage(
      await suite.admin.delete('/pending-signups'),
      200,
      USER_MESSAGES.pendingSignupsDeleted(pendingBefore),
    );
    const after = (await suite.admin.get('/users')).json() as { username: string; status: string }[];
    expect(after.filter((u) => u.status === 'pending')).toEqual([]);
    expect(after.map((u) => u.username)).toContain('admin');
    for (const username of waiting)
      expect((await listAudit(suite.app.db, 'user', username)).at(-1)?.action).toBe('delete-signup');
    expectMessage(await suite.admin.delete('/pending-signups'), 200, 'Deleted 0 signups awaiting approval.');
  });

  test('only an admin deletes signups: 403 for a clerk, 401 signed out', async () => {
    const username = uniqueName('waiting');
    await signup(username);
    const clerk = await TestClient.as(suite.app, 'accountant');
    expectMessage(await clerk.delete(`/users/${username}`), 403, ACCESS_MESSAGES.noAccess);
    expectMessage(await clerk.delete('/pending-signups'), 403, ACCESS_MESSAGES.noAccess);
    expectMessage(
      await new TestClient(suite.app).delete('/pending-signups'),
      401,
      AUTH_MESSAGES.notAuthenticated,
    );
    expect(await statusOf(username)).toBe('pending');
  });
});

test('no response of this file contained a password hash', async () => {
  expect(suite.bodies.length).toBeGreaterThan(30);
  await expectNoPasswordHashIn(suite);
  // Nor does the audit log keep one.
  const audit = JSON.stringify(await listAudit(suite.app.db, 'user'));
  expect(audit).not.toMatch(/argon2|password_?hash/i);
});
