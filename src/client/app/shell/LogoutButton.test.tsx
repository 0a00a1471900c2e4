import { act, screen, waitFor, within } from '@testing-library/react';
import { persistAppStore } from '../store';
import { billSearched } from '../ui-slice';
import { user } from '../../test/user';
import { deferred, stubFetch, type StubbedResponse } from '../../test/fetch-stub';
import { renderShell } from './shell-test-kit';

function setup(logout: StubbedResponse | (() => Promise<StubbedResponse>), route = '/freight') {
  const { calls } = stubFetch({ 'POST /logout': logout, 'GET /notify-trucks': { body: [] } });
  return { calls, ...renderShell('admin', route) };
}

async function openConfirm() {
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }));
  return screen.getByRole('dialog', { name: 'Confirm Logout' });
}

afterEach(() => window.sessionStorage.clear());

test("Logout asks 'Are you sure you want to logout?' and Cancel closes without logging out", async () => {
  const { calls, router } = setup({ body: { message: 'Logged out successfully' } });
  const dialog = await openConfirm();
  expect(dialog).toHaveTextContent('Are you sure you want to logout?');
  expect(within(dialog).getByRole('button', { name: 'Yes, Logout' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.filter((c) => c.path === '/logout')).toHaveLength(0);
  expect(router.state.location.pathname).toBe('/freight');
});

test("'Yes, Logout' shows 'Logging out...', then returns to / with session storage and the ui slice cleared", async () => {
  const answer = deferred();
  const { calls, router, store } = setup(answer.handler);
  expect(store.getState().ui.activeModule).toBe('freight');
  window.sessionStorage.setItem('persist:ui', '{"activeModule":"\\"freight\\""}');
  window.sessionStorage.setItem('something-else', 'x');

  const dialog = await openConfirm();
  await user.click(within(dialog).getByRole('button', { name: 'Yes, Logout' }));
  const busy = within(dialog).getByRole('button', { name: 'Logging out...' });
  expect(busy).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

  await act(async () => answer.resolve({ body: { message: 'Logged out successfully' } }));
  expect(await screen.findByText('login screen')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
  const logoutCall = calls.find((c) => c.path === '/logout');
  expect(logoutCall?.method).toBe('POST');
  expect(logoutCall?.body).toBeUndefined(); // SPEC: empty body
  expect(window.sessionStorage.length).toBe(0);
  expect(store.getState().ui.activeModule).toBe('upload');
  expect(store.getState().auth).toMatchObject({ isAuthenticated: false, username: null, profile: null });
});

test("a failed logout shows the server's message and keeps the user in", async () => {
  const { router, store } = setup({ status: 500, body: { message: 'Could not end the session.' } });
  const dialog = await openConfirm();
  await user.click(within(dialog).getByRole('button', { name: 'Yes, Logout' }));
  expect(await screen.findByText('Could not end the session.')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/freight');
  expect(store.getState().auth.isAuthenticated).toBe(true);
});

test('a failed logout without a message gives the generic message', async () => {
  setup({ networkError: true });
  const dialog = await openConfirm();
  await user.click(within(dialog).getByRole('button', { name: 'Yes, Logout' }));
  expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
});

test('with the ui slice persisting, nothing of the session is left in session storage after logout', async () => {
  const { store } = setup({ body: { message: 'Logged out successfully' } });
  window.sessionStorage.setItem('something-else', 'x');
  const persistor = persistAppStore(store);
  store.dispatch(billSearched('B00007'));
  await waitFor(() => expect(window.sessionStorage.getItem('persist:ui')).toContain('B00007'));

  const dialog = await openConfirm();
  await user.click(within(dialog).getByRole('button', { name: 'Yes, Logout' }));
  expect(await screen.findByText('login screen')).toBeInTheDocument();
  await act(() => persistor.flush());
  // redux-persist may write the reset ui slice back; what it holds is the fresh state, nothing else.
  await waitFor(() => {
    expect(Object.keys(window.sessionStorage).filter((k) => k !== 'persist:ui')).toEqual([]);
    const left = JSON.parse(window.sessionStorage.getItem('persist:ui') ?? '{}');
    expect(JSON.parse(left.activeModule ?? '"upload"')).toBe('upload');
    expect(JSON.parse(left.reviseBill ?? 'null')).toBeNull();
  });
});
