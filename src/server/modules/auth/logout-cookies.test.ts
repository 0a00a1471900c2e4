import type { LightMyRequestResponse } from 'fastify';
import { AUTH_MESSAGES } from '../../../shared/common/messages';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../plugins/cookies';
import { buildTestApp, TEST_ADMIN } from '../../test/test-app';

/**
 * A browser drops a cookie only when the clearing Set-Cookie matches how it was set: logout must
 * clear the session and CSRF cookies with the login's Path, HttpOnly, SameSite and Secure.
 */
interface SetCookie {
  value: string;
  attributes: Record<string, string | true>;
}

function setCookies(res: LightMyRequestResponse): Map<string, SetCookie> {
  const header = res.headers['set-cookie'] ?? [];
  const cookies = new Map<string, SetCookie>();
  for (const line of Array.isArray(header) ? header : [header]) {
    const [pair, ...parts] = line.split(';').map((part) => part.trim());
    const [name, value] = pair.split('=');
    const attributes: Record<string, string | true> = {};
    for (const part of parts) {
      const [key, attributeValue] = part.split('=');
      attributes[key.toLowerCase()] = attributeValue ?? true;
    }
    cookies.set(name, { value, attributes });
  }
  return cookies;
}

/** The attributes that decide whether the browser's cookie is the one being cleared. */
const identity = ({ attributes }: SetCookie) => ({
  path: attributes.path,
  httponly: attributes.httponly ?? false,
  samesite: attributes.samesite,
  secure: attributes.secure ?? false,
});

describe.each([false, true])('SECURE_COOKIES=%s', (secureCookies) => {
  test('logout clears the session and CSRF cookies with the attributes they were set with', async () => {
    const app = await buildTestApp({ secureCookies });
    try {
      const first = await app.inject({ method: 'GET', url: '/logistics/check-auth' });
      const anonymousToken = setCookies(first).get(CSRF_COOKIE)!.value;
      const login = await app.inject({
        method: 'POST',
        url: '/logistics/login',
        payload: TEST_ADMIN,
        cookies: { [CSRF_COOKIE]: anonymousToken },
        headers: { [CSRF_HEADER]: anonymousToken },
      });
      expect(login.statusCode).toBe(200);
      const set = setCookies(login);
      const session = set.get(SESSION_COOKIE)!;
      const csrf = set.get(CSRF_COOKIE)!;
      expect(identity(session)).toEqual({
        path: '/',
        httponly: true,
        samesite: 'Strict',
        secure: secureCookies,
      });
      expect(identity(csrf)).toEqual({
        path: '/',
        httponly: false,
        samesite: 'Strict',
        secure: secureCookies,
      });

      const logout = await app.inject({
        method: 'POST',
        url: '/logistics/logout',
        cookies: { [SESSION_COOKIE]: session.value, [CSRF_COOKIE]: csrf.value },
        headers: { [CSRF_HEADER]: csrf.value },
      });
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toEqual({ message: AUTH_MESSAGES.logoutSuccess });
      const cleared = setCookies(logout);
      for (const [name, atLogin] of [
        [SESSION_COOKIE, session],
        [CSRF_COOKIE, csrf],
      ] as const) {
        const clearing = cleared.get(name);
        expect({ name, identity: clearing && identity(clearing) }).toEqual({
          name,
          identity: identity(atLogin),
        });
        expect(clearing!.value).toBe('');
        expect(clearing!.attributes['max-age']).toBe('0');
        expect(new Date(String(clearing!.attributes.expires)).getTime()).toBeLessThan(Date.now());
      }
    } finally {
      await app.close();
    }
  });
});
