import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '../../../shared/common/messages';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { useNewPassword } from '../../ui/use-new-password';
import { useNotify } from '../../ui/use-notify';
import { usePortalChangePasswordMutation } from './portal-api';

/**
 * The vendor changes its own password: the current one, then the new one twice (the app's rule).
 * Every session of the login ends with it, so the vendor logs in again with the new one.
 */
export function PortalPasswordCard({ username }: { username: string }) {
  const [current, setCurrent] = useState('');
  const [currentError, setCurrentError] = useState<string | undefined>();
  const newPassword = useNewPassword();
  const [change, { isLoading }] = usePortalChangePasswordMutation();
  const notify = useNotify();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCurrentError(current ? undefined : AUTH_MESSAGES.resetAllFields);
    if (!newPassword.check() || !current) return;
    const result = await change({
      username,
      currentPassword: current,
      newPassword: newPassword.values.newPassword,
      retypePassword: newPassword.values.retypePassword,
    });
    if ('error' in result) return notify.error(serverMessage(result.error) ?? AUTH_MESSAGES.resetFailed);
    setCurrent('');
    newPassword.reset();
    notify.success(result.data.message);
  };

  return (
    <form
      className="portal-card portal-form"
      aria-label="Change password"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <strong>Change password</strong>
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        error={currentError}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <NewPasswordFields {...newPassword.fields} label="New password" />
      <Button type="submit" busy={isLoading} busyLabel="Saving...">
        Change password
      </Button>
    </form>
  );
}
