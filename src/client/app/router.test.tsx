import { act, render, screen } from '@testing-library/react';
import { user } from '../test/user';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { deferred, stubFetch, type StubbedResponse } from '../test/fetch-stub';
import { NoticeArea } from '../ui/NoticeArea';
import { AuthCheck } from './App';
import { appRoutes } from './router';
import { makeStore } from './store';

const ASHA = { body: { username: 'asha', profile: 'accountant' } };
const NO_SESSION = { status: 401, body: { message: 'Please log in to continue.' } };
/** What the screens behind the guard load: empty lists (and the settings) in the shapes the server sends. */
const EMPTY_SCREENS = {
  'GET /api/reports': { body: { tableData: [], totalCount: 0 } },
  'GET /vehicle-settings': { body: { expiryWarningDays: 5 } },
  '*': { body: [] },
};

/** The app as index.tsx starts it (auth check + the real routes), in a memory router at `url`. */
function startApp(
  url: string,
  checkAuth: StubbedResponse | (() => Promise<StubbedResponse>),
  screens: Record<string, StubbedResponse> = EMPTY_SCREENS,
) {
  // The module screens behind the guard load their own data; empty lists are enough here.
  const { calls } = stubFetch({ 'GET /check-auth': checkAuth, ...screens });
  const store = makeStore();
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  render(
    <Provider store={store}>
      <NoticeArea />
      <AuthCheck />
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, calls };
}

// The screens load on demand (React.lazy); loading their modules first keeps each test's wait short.
beforeAll(async () => {
  await Promise.all([
    import('../features/trips/TripFormPage'),
    import('../features/trips/ReportsPage'),
    import('../features/trips/TodayListPage'),
  ]);
});

afterEach(() => {
  document.cookie = 'isAuthenticated=; Max-Age=0; Path=/';
});

test('a visitor opening a protected route is sent to /', async () => {
  const { router } = startApp('/today-list', NO_SESSION);
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // the failed check is silent
});

async function logInAs(username: string) {
  stubFetch({
    'POST /login': { body: { message: 'Login successful', username, profile: 'accountant' } },
    'GET /check-auth': { body: { username, profile: 'accountant' } },
    ...EMPTY_SCREENS,
  });
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), 'S3cret!pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

// SPEC.md section 2: on success the app navigates to /home.
test('a visitor who was not signed in lands on /home after login, whatever address was opened', async () => {
  const { router } = startApp('/reports?startDate=2026-11-01&endDate=2026-11-05', NO_SESSION);
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(screen.queryByText('Your session ended; log in again.')).not.toBeInTheDocument();
  await logInAs('asha');
  expect(await screen.findByRole('heading', { name: 'Upload Trip Details' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/home');
});

test('a session that ends under the user says so on the login page, and login returns to the page it ended on, filters included', async () => {
  // Signed in at first; then the search the page makes is answered 401 (the server session has
  // ended), and so is every later auth check.
  let checks = 0;
  const { router } = startApp(
    '/reports?startDate=2026-11-01&endDate=2026-11-05',
    async () => (checks++ === 0 ? ASHA : NO_SESSION),
    { ...EMPTY_SCREENS, 'GET /api/reports': NO_SESSION },
  );
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Your session ended; log in again.');
  await logInAs('asha');
  expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
  expect(router.state.location.pathname + router.state.location.search).toBe(
    '/reports?startDate=2026-11-01&endDate=2026-11-05',
  );
});

test('a deliberate logout is no ended session: the next login lands on /home', async () => {
  const { router, store } = startApp('/today-list', ASHA);
  expect(await screen.findByRole('heading', { name: "Today's List" })).toBeInTheDocument();
  stubFetch({
    'POST /logout': { body: { message: 'Logged out' } },
    'GET /check-auth': NO_SESSION,
    ...EMPTY_SCREENS,
  });
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  await user.click(await screen.findByRole('button', { name: 'Yes, Logout' }));
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(store.getState().auth.sessionEnded).toBe(false);
  expect(screen.queryByText('Your session ended; log in again.')).not.toBeInTheDocument();
  await logInAs('asha');
  expect(await screen.findByRole('heading', { name: 'Upload Trip Details' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/home');
});

test.each(['/home/T00012', '/revise-bill', '/users'])('%s is protected too', async (url) => {
  const { router } = startApp(url, NO_SESSION);
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
});

// SPEC.md section 2: a signed-in user lands on /home (Upload Trip Details).
test.each(['/', '/signup'])('%s sends a signed-in user to /home', async (url) => {
  const { router, store } = startApp(url, ASHA);
  expect(await screen.findByRole('heading', { name: 'Upload Trip Details' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/home');
  expect(store.getState().auth).toMatchObject({
    isAuthenticated: true,
    username: 'asha',
    profile: 'accountant',
  });
});

test('a signed-in user reaches the protected route they opened', async () => {
  const { router } = startApp('/today-list', ASHA);
  expect(await screen.findByRole('heading', { name: "Today's List" })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/today-list');
});

test('an unknown route goes to /', async () => {
  const { router } = startApp('/no-such-screen', NO_SESSION);
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
});

describe('while the auth check runs, a loading screen is shown', () => {
  test('on a protected route', async () => {
    const check = deferred();
    const { router } = startApp('/vehicle', check.handler);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
    await act(async () => check.resolve(ASHA));
    expect(await screen.findByRole('heading', { name: 'Vehicle' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vehicle');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  test('on the Login route', async () => {
    const check = deferred();
    startApp('/', check.handler);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    await act(async () => check.resolve(NO_SESSION));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  test('when the isAuthenticated cookie says so, and the check then refuses the session', async () => {
    document.cookie = 'isAuthenticated=true; Path=/';
    const check = deferred();
    const { router, store } = startApp('/freight', check.handler);
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, loading: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    await act(async () => check.resolve(NO_SESSION));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(document.cookie).not.toContain('isAuthenticated=true');
  });
});

test('a route the profile may not use shows the access message inside the shell', async () => {
  startApp('/users', { body: { username: 'kiran', profile: 'loadingManager' } });
  expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('You do not have access to this section.');
});
