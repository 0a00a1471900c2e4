/**
 * @jest-environment-options {"url": "http://192.168.1.20:8080/"}
 */
import { signedIn, signedOut } from './auth-slice';
import { makeStore } from '../store';
import { readAuthCookie } from './auth-cookie';

// Served over plain http on an office network: the flag must still be written (without Secure).
test('on plain http the cookie is still written on sign-in and removed on sign-out', () => {
  const store = makeStore();
  store.dispatch(signedIn({ username: 'asha', profile: 'accountant' }));
  expect(document.cookie).toBe('isAuthenticated=true');
  expect(readAuthCookie()).toBe(true);
  store.dispatch(signedOut());
  expect(document.cookie).toBe('');
});
