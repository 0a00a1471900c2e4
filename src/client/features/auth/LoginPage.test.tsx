import { screen, waitFor } from '@testing-library/react';
import { user } from '../../test/user';
import { renderWithProviders } from '../../test/render-with-providers';
import { stubFetch, type StubbedResponse } from '../../test/fetch-stub';
import { LoginPage } from './LoginPage';

// Login lands on Upload Trip Details (SPEC.md section 2); the Dashboard is one click away.
const HOME = [{ path: '/home', element: <p>home screen</p> }];

async function logIn(answer: StubbedResponse) {
  const { calls } = stubFetch({ 'POST /login': answer });
  const view = renderWithProviders(<LoginPage />, { withNotices: false, routes: HOME });
  await user.type(screen.getByLabelText('Username'), 'asha');
  await user.type(screen.getByLabelText('Password'), 'S3cret!pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return { calls, ...view };
}

test.each([
  ['both fields are required', ''],
  ['a username without a password is refused too', 'asha'],
])('%s', async (_title, username) => {
  const { calls } = stubFetch({});
  renderWithProviders(<LoginPage />, { withNotices: false });
  if (username) await user.type(screen.getByLabelText('Username'), username);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please enter username and password to login');
  expect(calls).toHaveLength(0);
});

test('a successful login goes to /home', async () => {
  document.cookie = 'XSRF-TOKEN=tok123';
  const { calls, store } = await logIn({
    body: { message: 'Login successful', username: 'asha', profile: 'accountant' },
  });
  expect(await screen.findByText('home screen')).toBeInTheDocument();
  expect(calls[0].body).toEqual({ username: 'asha', password: 'S3cret!pass' });
  expect(calls[0].headers.get('X-XSRF-TOKEN')).toBe('tok123');
  await waitFor(() =>
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, profile: 'accountant' }),
  );
});

test('a login answer without a profile shows Unauthorized access and stays', async () => {
  const { store, router } = await logIn({
    body: { message: 'Login successful', username: 'asha', profile: '' },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized access');
  expect(router.state.location.pathname).toBe('/');
  expect(store.getState().auth.isAuthenticated).toBe(false);
});

test("the server's message is shown when it refuses the login", async () => {
  await logIn({ status: 401, body: { message: 'Invalid username or password.' } });
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
  expect(screen.queryByText('home screen')).not.toBeInTheDocument();
});

const FAILURES: [string, StubbedResponse, string][] = [
  [
    'no response from the server',
    { networkError: true },
    'No response received from server. Please check your connection.',
  ],
  [
    'a failure without a message gives the generic message',
    { status: 502, body: {} },
    'An unexpected error occurred. Please try again.',
  ],
];

test.each(FAILURES)('%s', async (_title, answer, message) => {
  await logIn(answer);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
});

test('the eye icon shows and hides the password', async () => {
  stubFetch({});
  renderWithProviders(<LoginPage />, { withNotices: false });
  const password = screen.getByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password).toHaveAttribute('type', 'password');
});

test('the Signup link goes to /signup', async () => {
  stubFetch({});
  const { router } = renderWithProviders(<LoginPage />, { withNotices: false });
  await user.click(screen.getByRole('link', { name: 'Signup' }));
  expect(router.state.location.pathname).toBe('/signup');
});

test('a login with a temporary password opens Reset Password filled in, with the reason, and stays on login', async () => {
  const { store, router } = await logIn({
    body: { message: 'Login successful', username: 'asha', profile: 'accountant', mustChangePassword: true },
  });
  const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
  expect(dialog).toHaveTextContent(
    'You are using a temporary password. Please change it with Reset Password before continuing.',
  );
  expect(screen.getAllByLabelText('Username').map((i) => (i as HTMLInputElement).value)).toContain('asha');
  expect((screen.getByLabelText('Current Password') as HTMLInputElement).value).toBe('S3cret!pass');
  expect(router.state.location.pathname).toBe('/');
  expect(store.getState().auth.isAuthenticated).toBe(false);
});
