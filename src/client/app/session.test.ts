import { PASSWORD_CHANGE_REQUIRED } from '../../shared/auth/accounts';
import { stubFetch } from '../test/fetch-stub';
import { api } from './api';
import { downloadFileEndpoint } from './download';
import { signedIn, signedOut } from './session/auth-slice';
import { makeStore } from './store';

/** Two calls of the one API: a data read, and a call named like an auth call. */
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    vendorsProbe: build.query<{ names: string[] }, void>({ query: () => '/api/vendors-probe' }),
    expiringProbe: build.query<{ count: number }, void>({ query: () => '/api/expiring-probe' }),
  }),
});

function signedInStore() {
  const store = makeStore();
  store.dispatch(signedIn({ username: 'asha', profile: 'accountant' }));
  return store;
}

const cachedQueries = (store: ReturnType<typeof makeStore>) => Object.keys(store.getState().api.queries);

test('a data call answered 401 ends the session and drops the cached data of the user', async () => {
  stubFetch({
    'GET /api/vendors-probe': { body: { names: ['Laxmi Transport'] } },
    'GET /api/expiring-probe': { status: 401, body: { message: 'Not authenticated' } },
  });
  const store = signedInStore();
  await store.dispatch(probeApi.endpoints.vendorsProbe.initiate());
  expect(cachedQueries(store)).toHaveLength(1);

  await store.dispatch(probeApi.endpoints.expiringProbe.initiate());

  expect(store.getState().auth).toMatchObject({ isAuthenticated: false, username: null, profile: null });
  await waitForCacheReset(store);
});

test('403 "change your temporary password" also ends the session', async () => {
  stubFetch({
    'GET /api/expiring-probe': {
      status: 403,
      body: { message: 'Change your password.', errorCode: PASSWORD_CHANGE_REQUIRED },
    },
  });
  const store = signedInStore();
  await store.dispatch(probeApi.endpoints.expiringProbe.initiate());
  expect(store.getState().auth.isAuthenticated).toBe(false);
});

test('any other refusal keeps the session', async () => {
  stubFetch({
    'GET /api/expiring-probe': { status: 403, body: { message: 'You do not have access to this section' } },
  });
  const store = signedInStore();
  await store.dispatch(probeApi.endpoints.expiringProbe.initiate());
  expect(store.getState().auth).toMatchObject({ isAuthenticated: true, username: 'asha' });
});

test('signing out leaves no cached data of the previous user in memory', async () => {
  stubFetch({ 'GET /api/vendors-probe': { body: { names: ['Laxmi Transport'] } } });
  const store = signedInStore();
  await store.dispatch(probeApi.endpoints.vendorsProbe.initiate());
  expect(JSON.stringify(store.getState().api)).toContain('Laxmi Transport');

  store.dispatch(signedOut());

  await waitForCacheReset(store);
  expect(JSON.stringify(store.getState().api)).not.toContain('Laxmi Transport');
});

test.each([
  ['a trip attachment', '/api/download/17/LoadingAdvice'],
  ['a vehicle document', '/download/MH12KL1111/insurance'],
])('a download (%s) answered 401 ends the session like any call', async (_what, url) => {
  stubFetch({ [`GET ${url}`]: { status: 401, body: { message: 'Not authenticated' } } });
  const store = signedInStore();
  const result = await store.dispatch(downloadFileEndpoint.initiate({ url, fallbackName: 'file.pdf' }));
  expect('error' in result).toBe(true);
  expect(store.getState().auth.isAuthenticated).toBe(false);
});

/** The reset runs in a listener right after the action: wait for it, not for a fixed time. */
async function waitForCacheReset(store: ReturnType<typeof makeStore>) {
  const deadline = Date.now() + 2000;
  while (cachedQueries(store).length > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 5));
  expect(cachedQueries(store)).toEqual([]);
}
