import { screen, waitFor, within } from '@testing-library/react';
import { user } from '../../test/user';
import type { UserAccount } from '../../../shared/auth/wire';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { stubFetch } from '../../test/fetch-stub';
import { columnPrefsKey } from '../../lists/table/column-prefs';
import { expectMistakesUnsent } from '../../test/forms';
import { UsersPage } from './UsersPage';

const ADMIN: UserAccount = { username: 'admin', profile: 'admin', status: 'active', createdAt: '2025-04-01' };
const RAVI: UserAccount = {
  username: 'ravi.k',
  profile: 'loadingManager',
  status: 'pending',
  createdAt: '2025-04-03',
};

function renderUsers(routes: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(routes);
  const view = renderWithProviders(<UsersPage />, {
    preloadedState: signedInAs('admin', 'admin'),
    route: '/users',
  });
  return { ...stub, ...view };
}

function rowOf(username: string) {
  return screen.getByRole('cell', { name: username }).closest('tr')!;
}

test('lists the accounts with profile, status and creation date', async () => {
  renderUsers({ 'GET /users': { body: [ADMIN, RAVI] } });
  expect(await screen.findByRole('cell', { name: 'ravi.k' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Username',
    'Profile',
    'Status',
    'Created',
    'Actions',
  ]);
  const ravi = within(rowOf('ravi.k'));
  expect(ravi.getByText('Loading Manager')).toBeInTheDocument();
  expect(ravi.getByText('Awaiting approval')).toBeInTheDocument();
  expect(ravi.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  // The signed-in admin cannot deactivate themself, and an active account needs no approval.
  const admin = within(rowOf('admin'));
  expect(admin.getByText('Active')).toBeInTheDocument();
  expect(admin.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  expect(admin.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
});

test("Approve calls POST /users/{username}/approve, shows the server's message and refreshes the list", async () => {
  let approved = false;
  const { calls } = renderUsers({
    'GET /users': () => ({ body: [ADMIN, { ...RAVI, status: approved ? 'active' : 'pending' }] }),
    'POST /users/ravi.k/approve': () => {
      approved = true;
      return { body: { message: 'User ravi.k approved.' } };
    },
  });
  await screen.findByRole('cell', { name: 'ravi.k' });
  await user.click(within(rowOf('ravi.k')).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('User ravi.k approved.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/users/ravi.k/approve']);
  await waitFor(() => expect(within(rowOf('ravi.k')).getByText('Active')).toBeInTheDocument());
  expect(calls.filter((c) => c.path === '/users')).toHaveLength(2);
});

test("a refused approval shows the server's message", async () => {
  renderUsers({
    'GET /users': { body: [ADMIN, RAVI] },
    'POST /users/ravi.k/approve': { status: 409, body: { message: 'This account is already active.' } },
  });
  await screen.findByRole('cell', { name: 'ravi.k' });
  await user.click(within(rowOf('ravi.k')).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This account is already active.');
});

describe('the Columns menu', () => {
  beforeEach(() => window.localStorage.clear());

  test('a hidden column leaves the table and stays hidden on the next visit; the username is pinned', async () => {
    const { unmount } = renderUsers({ 'GET /users': { body: [ADMIN, RAVI] } });
    await screen.findByRole('cell', { name: 'ravi.k' });
    await user.click(screen.getByText('Columns'));
    expect(screen.queryByRole('checkbox', { name: 'Username' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Show Created column' }));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Username',
      'Profile',
      'Status',
      'Actions',
    ]);
    expect(JSON.parse(window.localStorage.getItem(columnPrefsKey('admin', 'users'))!)).toEqual({
      createdAt: false,
    });
    unmount();

    renderUsers({ 'GET /users': { body: [ADMIN, RAVI] } });
    await screen.findByRole('cell', { name: 'ravi.k' });
    expect(screen.getByText('Columns (1 hidden)')).toBeInTheDocument();
    expect(within(rowOf('ravi.k')).queryByText(/2025/)).not.toBeInTheDocument();
  });
});

describe('Edit user', () => {
  test("changes the profile: the same profile is named beside Profile; a good one is sent, the server's message shown, the list refreshed", async () => {
    let profile = 'loadingManager';
    const { calls } = renderUsers({
      'GET /users': () => ({ body: [ADMIN, { ...RAVI, status: 'active', profile }] }),
      'POST /users/ravi.k/profile': ({ body }) => {
        profile = (body as { profile: string }).profile;
        return {
          body: { message: 'Profile of ravi.k changed to Accountant. They sign in again to use it.' },
        };
      },
    });
    await screen.findByRole('cell', { name: 'ravi.k' });
    // One's own account has no Edit: an admin keeps their profile.
    expect(within(rowOf('admin')).queryByRole('button', { name: 'Edit admin' })).not.toBeInTheDocument();
    await user.click(within(rowOf('ravi.k')).getByRole('button', { name: 'Edit ravi.k' }));
    const form = screen.getByRole('form', { name: 'Edit user' });
    expect(within(form).getByLabelText('Profile')).toHaveValue('loadingManager');

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await expectMistakesUnsent(calls, form, { Profile: 'The user already has this profile.' });

    await user.selectOptions(within(form).getByLabelText('Profile'), 'Accountant');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Profile of ravi.k changed to Accountant. They sign in again to use it.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/users/ravi.k/profile', { profile: 'accountant' }],
    ]);
    expect(screen.queryByRole('form', { name: 'Edit user' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('ravi.k')).getByText('Accountant')).toBeInTheDocument());
  });

  test("a refusal keeps the form open with the server's reason", async () => {
    renderUsers({
      'GET /users': { body: [ADMIN, { ...RAVI, status: 'active' }] },
      'POST /users/ravi.k/profile': { status: 404, body: { message: 'User not found.' } },
    });
    await screen.findByRole('cell', { name: 'ravi.k' });
    await user.click(within(rowOf('ravi.k')).getByRole('button', { name: 'Edit ravi.k' }));
    const form = screen.getByRole('form', { name: 'Edit user' });
    await user.selectOptions(within(form).getByLabelText('Profile'), 'Admin');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User not found.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit user' })).toBeInTheDocument();
  });
});

describe('signups awaiting approval', () => {
  const SITA: UserAccount = { ...RAVI, username: 'sita.p' };

  test('Delete on a waiting signup asks first, then calls DELETE /users/{username} and shows the message', async () => {
    let deleted = false;
    const { calls } = renderUsers({
      'GET /users': () => ({ body: deleted ? [ADMIN] : [ADMIN, RAVI] }),
      'DELETE /users/ravi.k': () => {
        deleted = true;
        return { body: { message: 'Signup of ravi.k deleted.' } };
      },
    });
    await screen.findByRole('cell', { name: 'ravi.k' });
    // An approved account has no Delete: it is deactivated instead.
    expect(within(rowOf('admin')).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(rowOf('ravi.k')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Delete the signup of ravi.k? The account is removed; they may sign up again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Shown in the dialog while it closes, then on the page.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Signup of ravi.k deleted.'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/users/ravi.k']);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'ravi.k' })).not.toBeInTheDocument());
  });

  test('Delete all awaiting approval names how many wait and calls DELETE /pending-signups', async () => {
    let cleared = false;
    const { calls } = renderUsers({
      'GET /users': () => ({ body: cleared ? [ADMIN] : [ADMIN, RAVI, SITA] }),
      'DELETE /pending-signups': () => {
        cleared = true;
        return { body: { message: 'Deleted 2 signups awaiting approval.' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete all awaiting approval (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete every signup awaiting approval (2)?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete all' }));
    // Shown in the dialog while it closes, then on the page.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Deleted 2 signups awaiting approval.'),
    );
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/pending-signups']);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Delete all awaiting approval/ })).not.toBeInTheDocument(),
    );
  });

  test("a refused call's notice shows the server's message as sent, and its reference beside it", async () => {
    renderUsers({
      'GET /users': { body: [ADMIN, RAVI] },
      'POST /users/ravi.k/approve': {
        status: 409,
        body: { message: 'This account is already active.' },
        requestId: '7f3a9c01',
      },
    });
    await screen.findByRole('cell', { name: 'ravi.k' });
    await user.click(within(rowOf('ravi.k')).getByRole('button', { name: 'Approve' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This account is already active.')).toHaveClass('notice__text');
    expect(within(alert).getByText('Reference 7f3a9c01')).toBeInTheDocument();
  });
});
