import { waitFor } from '@testing-library/react';
import { stubFetch } from '../../test/fetch-stub';
import { makeStore } from '../../app/store';
import { authApi } from './auth-api';

test('after logout the app asks check-auth again: that GET hands out the fresh CSRF token the next login needs', async () => {
  const { calls } = stubFetch({
    'GET /check-auth': { body: { username: 'asha', profile: 'accountant' } },
    'POST /logout': { body: { message: 'Logged out successfully' } },
  });
  const store = makeStore();
  const subscription = store.dispatch(authApi.endpoints.checkAuth.initiate()); // the app keeps this one open
  await subscription;
  await store.dispatch(authApi.endpoints.logout.initiate());
  await waitFor(() =>
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /check-auth',
      'POST /logout',
      'GET /check-auth',
    ]),
  );
  subscription.unsubscribe();
});
