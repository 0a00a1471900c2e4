import { screen, waitFor, within } from '@testing-library/react';
import { user } from '../../test/user';
import { AUTH_MESSAGES } from '../../../shared/common/messages';
import { VENDOR_MESSAGES } from '../../../shared/masters/vendor';
import { PORTAL_MESSAGES } from '../../../shared/portal/portal';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { definitionPairs } from '../../test/tables';
import { PortalProfilePage } from './PortalProfilePage';

const ME = {
  username: 'smallfleet',
  vendor: {
    companyName: 'Small Fleet Transport',
    email: 'office@smallfleet.in',
    mobile: '9876543210',
    bankName: 'State Bank',
    bankAccount: '123456789012',
    ifscCode: 'SBIN0001234',
  },
  pendingRequest: null,
};
const PENDING = {
  id: 5,
  vendorId: 7,
  vendor: 'Small Fleet Transport',
  requestedBy: 'smallfleet',
  requestedAt: '2026-05-02T10:00:00.000Z',
  changes: [{ field: 'mobile', from: '9876543210', to: '9123456780' }],
  state: 'pending',
  decidedBy: null,
  decidedAt: null,
};

const render = () =>
  renderWithProviders(<PortalProfilePage />, { preloadedState: signedInAs('vendor', 'smallfleet') });

test('the details the office keeps are shown; a change request sends only the fields filled in', async () => {
  let me: typeof ME | (Omit<typeof ME, 'pendingRequest'> & { pendingRequest: typeof PENDING }) = ME;
  const { calls } = stubFetch({
    'GET /portal/me': () => ({ body: me }),
    'POST /portal/change-requests': () => {
      me = { ...ME, pendingRequest: PENDING };
      return { status: 201, body: { message: PORTAL_MESSAGES.changeRequested } };
    },
  });
  render();
  const details = await screen.findByRole('region', { name: 'My details' });
  await within(details).findByText('office@smallfleet.in');
  expect(definitionPairs(details)).toEqual([
    ['Email', 'office@smallfleet.in'],
    ['Mobile', '9876543210'],
    ['Bank Name', 'State Bank'],
    ['Bank Account', '123456789012'],
    ['IFSC Code', 'SBIN0001234'],
  ]);

  await user.type(screen.getByLabelText('New Mobile'), '9123456780');
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByText(PORTAL_MESSAGES.changeRequested)).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ mobile: '9123456780' });
  // The request now waits for the office, and the form gives way to it.
  const waiting = await screen.findByRole('region', { name: 'Waiting for approval' });
  expect(within(waiting).getByText('Mobile: 9876543210 → 9123456780')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
});

test('a request breaking the vendor form’s rule is not sent; nothing filled in is refused; the server’s refusal is shown', async () => {
  const { calls } = stubFetch({
    'GET /portal/me': { body: ME },
    'POST /portal/change-requests': { status: 409, body: { message: PORTAL_MESSAGES.changePending } },
  });
  render();
  await user.click(await screen.findByRole('button', { name: 'Send request' }));
  expect(await screen.findByText(PORTAL_MESSAGES.changeRequired)).toBeInTheDocument();
  await user.type(screen.getByLabelText('New Email'), 'not-an-address');
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByText(VENDOR_MESSAGES.email)).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  await user.clear(screen.getByLabelText('New Email'));
  await user.type(screen.getByLabelText('New Email'), 'accounts@smallfleet.in');
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByText(PORTAL_MESSAGES.changePending)).toBeInTheDocument();
});

test('the password is changed by the app’s rule with the current one; the login then ends', async () => {
  const { calls } = stubFetch({
    'GET /portal/me': { body: ME },
    'POST /reset-password': { body: { message: AUTH_MESSAGES.resetSuccess } },
  });
  const { store } = render();
  const form = await screen.findByRole('form', { name: 'Change password' });
  const submit = () => user.click(within(form).getByRole('button', { name: 'Change password' }));
  await user.type(within(form).getByLabelText('New password'), 'weak');
  await user.type(within(form).getByLabelText('Retype new password'), 'weak');
  await submit();
  expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(AUTH_MESSAGES.passwordRule);
  expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(
    AUTH_MESSAGES.resetAllFields,
  );
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  await user.type(within(form).getByLabelText('Current password'), 'Vendor@2026');
  await user.clear(within(form).getByLabelText('New password'));
  await user.type(within(form).getByLabelText('New password'), 'Better@2027');
  await user.clear(within(form).getByLabelText('Retype new password'));
  await user.type(within(form).getByLabelText('Retype new password'), 'Better@2027');
  await submit();
  expect(await screen.findByText(AUTH_MESSAGES.resetSuccess)).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    username: 'smallfleet',
    currentPassword: 'Vendor@2026',
    newPassword: 'Better@2027',
    retypePassword: 'Better@2027',
  });
  await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(false));
});

test('a wrong current password is refused in the server’s words and the login stays', async () => {
  stubFetch({
    'GET /portal/me': { body: ME },
    'POST /reset-password': { status: 401, body: { message: AUTH_MESSAGES.invalidCurrentPassword } },
  });
  const { store } = render();
  const form = await screen.findByRole('form', { name: 'Change password' });
  await user.type(within(form).getByLabelText('Current password'), 'Wrong@2026');
  await user.type(within(form).getByLabelText('New password'), 'Better@2027');
  await user.type(within(form).getByLabelText('Retype new password'), 'Better@2027');
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(AUTH_MESSAGES.invalidCurrentPassword)).toBeInTheDocument();
  expect(store.getState().auth.isAuthenticated).toBe(true);
});
