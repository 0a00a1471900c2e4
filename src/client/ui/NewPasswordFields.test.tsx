import { render, screen } from '@testing-library/react';
import { user } from '../test/user';
import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '../../shared/common/messages';
import { NewPasswordFields } from './NewPasswordFields';
import { useNewPassword } from './use-new-password';

/** A form as the screens build one: the pair, and a submit that checks it first. */
function Form({ label }: { label?: string }) {
  const newPassword = useNewPassword();
  const [accepted, setAccepted] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAccepted(newPassword.check() ? newPassword.values.newPassword : null);
  };
  return (
    <form onSubmit={submit} noValidate>
      <NewPasswordFields {...newPassword.fields} label={label} />
      <button type="submit">Save</button>
      {accepted && <p>Accepted {accepted}</p>}
    </form>
  );
}

const save = () => user.click(screen.getByRole('button', { name: 'Save' }));

test('two password boxes for a new password, named for password managers', () => {
  render(<Form />);
  for (const name of ['Password', 'Retype password']) {
    const box = screen.getByLabelText(name);
    expect(box).toHaveAttribute('type', 'password');
    expect(box).toHaveAttribute('autocomplete', 'new-password');
  }
});

test('a copy that differs is marked on the retyped box, with the app’s message', async () => {
  render(<Form />);
  await user.type(screen.getByLabelText('Password'), 'Strong@2026');
  await user.type(screen.getByLabelText('Retype password'), 'Strong@2027');
  await save();
  expect(screen.getByLabelText('Retype password')).toHaveAccessibleDescription(
    AUTH_MESSAGES.passwordsDoNotMatch,
  );
  expect(screen.getByLabelText('Retype password')).toBeInvalid();
  expect(screen.getByLabelText('Password')).toBeValid();
  expect(screen.queryByText(/Accepted/)).not.toBeInTheDocument();
  // Correcting the box clears its mark.
  await user.type(screen.getByLabelText('Retype password'), '{Backspace}6');
  expect(screen.getByLabelText('Retype password')).toBeValid();
});

test('a weak password, even typed twice, is marked with the password rule', async () => {
  render(<Form label="New password" />);
  await user.type(screen.getByLabelText('New password'), 'password1');
  await user.type(screen.getByLabelText('Retype new password'), 'password1');
  await save();
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(AUTH_MESSAGES.passwordRule);
  expect(screen.queryByText(/Accepted/)).not.toBeInTheDocument();
});

test('a strong password typed twice passes', async () => {
  render(<Form />);
  await user.type(screen.getByLabelText('Password'), 'Strong@2026');
  await user.type(screen.getByLabelText('Retype password'), 'Strong@2026');
  await save();
  expect(screen.getByText('Accepted Strong@2026')).toBeInTheDocument();
  expect(screen.queryByText(AUTH_MESSAGES.passwordRule)).not.toBeInTheDocument();
});
