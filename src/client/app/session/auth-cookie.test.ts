/**
 * @jest-environment-options {"url": "https://backoffice.example.in/"}
 */
import { signedIn, signedOut, sessionExpired } from './auth-slice';
import { makeStore } from '../store';
import { AUTH_COOKIE, authCookieString, readAuthCookie, writeAuthCookie } from './auth-cookie';

// SPEC.md section 4: signing in writes the isAuthenticated cookie (secure, strict same-site, 1 day);
// signing out removes it. jsdom keeps a Secure cookie only on https, as browsers do off localhost.

afterEach(() => writeAuthCookie(false));

test('the cookie is written on sign-in and removed on sign-out', () => {
  const store = makeStore();
  expect(readAuthCookie()).toBe(false);
  store.dispatch(signedIn({ username: 'asha', profile: 'accountant' }));
  expect(document.cookie).toContain(`${AUTH_COOKIE}=true`);
  expect(readAuthCookie()).toBe(true);
  store.dispatch(signedOut());
  expect(document.cookie).not.toContain(AUTH_COOKIE);
  expect(readAuthCookie()).toBe(false);
});

test('a session that ran out removes the cookie too', () => {
  const store = makeStore();
  store.dispatch(signedIn({ username: 'asha', profile: 'accountant' }));
  store.dispatch(sessionExpired());
  expect(readAuthCookie()).toBe(false);
});

test('a new store starts authenticated (and loading) when the cookie says so', () => {
  writeAuthCookie(true);
  expect(makeStore().getState().auth).toEqual({
    isAuthenticated: true,
    loading: true,
    username: null,
    profile: null,
    sessionEnded: false,
  });
  writeAuthCookie(false);
  expect(makeStore().getState().auth).toEqual({
    isAuthenticated: false,
    loading: true,
    username: null,
    profile: null,
    sessionEnded: false,
  });
});

test('the cookie is secure, strict same-site and lasts one day', () => {
  const attributes = (value: string) => value.split(';').map((a) => a.trim());
  expect(attributes(authCookieString(true))).toEqual([
    'isAuthenticated=true',
    'Max-Age=86400',
    'Path=/',
    'SameSite=Strict',
    'Secure',
  ]);
  expect(attributes(authCookieString(false))).toEqual([
    'isAuthenticated=',
    'Max-Age=0',
    'Path=/',
    'SameSite=Strict',
    'Secure',
  ]);
});

test('Secure is left out only on plain http away from localhost, where a browser would drop the cookie', () => {
  expect(authCookieString(true, { protocol: 'http:', hostname: 'localhost' })).toContain('; Secure');
  expect(authCookieString(true, { protocol: 'http:', hostname: '127.0.0.1' })).toContain('; Secure');
  expect(authCookieString(true, { protocol: 'https:', hostname: '10.0.0.5' })).toContain('; Secure');
  expect(authCookieString(true, { protocol: 'http:', hostname: '192.168.1.20' })).not.toContain('Secure');
});
