import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import { stubFetch, type StubbedResponse } from '../../test/fetch-stub';
import { expectMistakesNamed } from '../../test/forms';
import { LoginPage } from './LoginPage';

const RULE =
  'Password must be at least 8 characters long and include at least one uppercase letter, one lowercase letter, one number, and one special character.';

type User = ReturnType<typeof userEvent.setup>;

/** Opens the modal from the Login screen's Reset Password link, as a user does. */
async function openModal(answer: StubbedResponse = {}, user: User = userEvent.setup({ delay: null })) {
  const { calls } = stubFetch({ 'POST /reset-password': answer });
  renderWithProviders(<LoginPage />, { withNotices: false });
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reset Password' }); // its chunk loads when first opened
  return { calls, dialog, user };
}

async function fill(dialog: HTMLElement, user: User, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(within(dialog).getByLabelText(label), value);
  }
}

const VALID = {
  Username: 'asha',
  'Current Password': 'Temp#1234a',
  'New Password': 'N3w!Passw0rd',
  'Retype New Password': 'N3w!Passw0rd',
};

function submit(dialog: HTMLElement, user: User) {
  return user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
}

test.each<[string, Record<string, string>, Record<string, string>]>([
  [
    "all four fields are required: 'Please fill all fields'",
    { 'Current Password': '' },
    { 'Current Password': 'Please fill all fields' },
  ],
  [
    "new and retyped passwords must match: 'Passwords do not match'",
    { 'Retype New Password': 'N3w!Passw0rX' },
    { 'Retype New Password': 'Passwords do not match' },
  ],
  [
    'the new password must follow the password rule',
    { 'New Password': 'password1', 'Retype New Password': 'password1' },
    { 'New Password': RULE },
  ],
  [
    'every mistake at once: a missing username, a weak new password and a retype that does not match',
    { Username: '', 'New Password': 'password1', 'Retype New Password': 'password2' },
    {
      Username: 'Please fill all fields',
      'New Password': RULE,
      'Retype New Password': 'Passwords do not match',
    },
  ],
])('%s: named beside the field, nothing sent', async (_title, change, mistakes) => {
  const { dialog, user, calls } = await openModal();
  await fill(dialog, user, { ...VALID, ...change });
  await submit(dialog, user);
  await expectMistakesNamed(within(dialog).getByRole('form', { name: 'Reset Password' }), mistakes);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test("a refusal shows the server's message and keeps the modal open", async () => {
  const { dialog, user, calls } = await openModal({
    status: 401,
    body: { message: 'Invalid username or current password.' },
  });
  await fill(dialog, user, VALID);
  await submit(dialog, user);
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or current password.');
  expect(calls[0].body).toEqual({
    username: 'asha',
    currentPassword: 'Temp#1234a',
    newPassword: 'N3w!Passw0rd',
    retypePassword: 'N3w!Passw0rd',
  });
  expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
});

// The server always names its refusal; a proxy in front of it (a bad gateway) may not.
test("a failure without a message gives 'Error updating the password'", async () => {
  const { dialog, user } = await openModal({ status: 502, body: {} });
  await fill(dialog, user, VALID);
  await submit(dialog, user);
  expect(await screen.findByRole('alert')).toHaveTextContent('Error updating the password');
});

describe('on success', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("the modal closes and the server's message follows 500 ms later", async () => {
    const message = 'Password updated successfully. Please log in with your new password.';
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    const { dialog } = await openModal({ body: { message } }, user);
    await fill(dialog, user, VALID);
    await submit(dialog, user);
    // The answer arrives through promises only; no timer has to run for the modal to close.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(450);
    });
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });
});

test('Cancel closes the modal and forgets what was typed', async () => {
  const { dialog, user, calls } = await openModal();
  await fill(dialog, user, { Username: 'asha' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(within(screen.getByRole('dialog')).getByLabelText('Username')).toHaveValue('');
  expect(calls).toHaveLength(0);
});

test('the show/hide toggle reveals the three passwords', async () => {
  const { dialog, user } = await openModal();
  const passwords = ['Current Password', 'New Password', 'Retype New Password'].map((l) =>
    within(dialog).getByLabelText(l),
  );
  passwords.forEach((p) => expect(p).toHaveAttribute('type', 'password'));
  await user.click(within(dialog).getByRole('button', { name: 'Show Password' }));
  passwords.forEach((p) => expect(p).toHaveAttribute('type', 'text'));
  await user.click(within(dialog).getByRole('button', { name: 'Hide Password' }));
  await waitFor(() => passwords.forEach((p) => expect(p).toHaveAttribute('type', 'password')));
});
