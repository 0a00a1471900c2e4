import {
  compose,
  type Action,
  type Reducer,
  type StoreEnhancer,
  type StoreEnhancerStoreCreator,
} from '@reduxjs/toolkit';
import { stubFetch } from '../test/fetch-stub';

type Sanitizer = (value: unknown) => unknown;
interface Recorded {
  action: unknown;
  state: unknown;
}

/**
 * A stand-in for the Redux DevTools browser extension: it records what the extension would be
 * sent, i.e. every action and state after passing through the store's sanitizers.
 */
function installFakeDevTools() {
  const recorded: Recorded[] = [];
  (window as unknown as Record<string, unknown>).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    (options: { actionSanitizer?: Sanitizer; stateSanitizer?: Sanitizer }) =>
    (...enhancers: StoreEnhancer[]) => {
      // Wraps the reducer, so every action the store reduces is seen with the state it produced.
      const recording = ((next: StoreEnhancerStoreCreator) => (reducer: Reducer, preloaded: unknown) =>
        next((state: unknown, action: Action) => {
          const after = reducer(state, action);
          const sanitizeAction = options.actionSanitizer ?? ((a) => a);
          const sanitizeState = options.stateSanitizer ?? ((s) => s);
          recorded.push({ action: sanitizeAction(action), state: sanitizeState(after) });
          return after;
        }, preloaded)) as unknown as StoreEnhancer;
      return (compose as (...fns: StoreEnhancer[]) => StoreEnhancer)(recording, ...enhancers);
    };
  return recorded;
}

/** The store and auth calls, loaded after the fake extension is in place (RTK looks for it at load). */
function loadApp() {
  const recorded = installFakeDevTools();
  let modules!: {
    store: typeof import('./store');
    authApi: typeof import('../features/auth/auth-api');
    notices: typeof import('../ui/notices-slice');
  };
  jest.isolateModules(() => {
    modules = {
      store: jest.requireActual('./store'),
      authApi: jest.requireActual('../features/auth/auth-api'),
      notices: jest.requireActual('../ui/notices-slice'),
    };
  });
  return { recorded, ...modules };
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
});

test("a login action's password never reaches DevTools", async () => {
  const { recorded, store, authApi } = loadApp();
  stubFetch({
    'POST /login': { body: { message: 'Login successful', username: 'asha', profile: 'accountant' } },
  });
  const app = store.makeStore();
  await app.dispatch(authApi.authApi.endpoints.login.initiate({ username: 'asha', password: 'S3cret!pass' }));

  const pending = recorded
    .map(
      (r) => r.action as { type: string; meta?: { arg?: { endpointName?: string; originalArgs?: unknown } } },
    )
    .find((a) => a.type === 'api/executeMutation/pending' && a.meta?.arg?.endpointName === 'login');
  expect(pending?.meta?.arg?.originalArgs).toEqual({ username: 'asha', password: '[redacted]' });
  expect(JSON.stringify(recorded)).not.toContain('S3cret!pass');
  expect(app.getState().auth).toMatchObject({ isAuthenticated: true, username: 'asha' }); // the app itself is unaffected
});

test("a signup answer's temporary password never reaches DevTools, nor the notice that shows it", async () => {
  const { recorded, store, authApi, notices } = loadApp();
  const message =
    'Signup successful. Your temporary password is Tq7#kP2m!x. An admin must approve your account.';
  stubFetch({
    'POST /signup': {
      status: 201,
      body: { message, temporaryPassword: 'Tq7#kP2m!x', username: 'ravi.k', profile: 'loadingManager' },
    },
  });
  const app = store.makeStore();
  const result = await app.dispatch(
    authApi.authApi.endpoints.signup.initiate({ username: 'ravi.k', profile: 'loadingManager' }),
  );
  app.dispatch(notices.noticeShown('success', message, { sticky: true })); // as the Signup screen does

  const fulfilled = recorded
    .map((r) => r.action as { type: string; payload?: unknown; meta?: { arg?: { endpointName?: string } } })
    .find((a) => a.type === 'api/executeMutation/fulfilled' && a.meta?.arg?.endpointName === 'signup');
  expect(fulfilled?.payload).toEqual({
    message: '[redacted]',
    temporaryPassword: '[redacted]',
    username: 'ravi.k',
    profile: 'loadingManager',
  });
  expect(JSON.stringify(recorded)).not.toContain('Tq7#kP2m!x');
  expect(result.data?.temporaryPassword).toBe('Tq7#kP2m!x'); // the screen still gets it
});

test('the reset-password passwords never reach DevTools', async () => {
  const { recorded, store, authApi } = loadApp();
  stubFetch({ 'POST /reset-password': { body: { message: 'Password updated successfully.' } } });
  const app = store.makeStore();
  await app.dispatch(
    authApi.authApi.endpoints.resetPassword.initiate({
      username: 'asha',
      currentPassword: 'Temp#1234a',
      newPassword: 'N3w!Passw0rd',
      retypePassword: 'N3w!Passw0rd',
    }),
  );
  const text = JSON.stringify(recorded);
  expect(text).toContain('api/executeMutation/fulfilled');
  expect(text).not.toContain('Temp#1234a');
  expect(text).not.toContain('N3w!Passw0rd');
});
