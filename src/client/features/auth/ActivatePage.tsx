import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { activateSchema } from '../../../shared/portal/portal';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { useNewPassword } from '../../ui/use-new-password';
import { AuthLayout } from './AuthLayout';
import { useActivateMutation } from './activate-api';

/**
 * The invitation link's page (/portal/activate?token=...): the vendor chooses its password (the
 * app's password rule), once; then it logs in on the normal login page.
 */
export function ActivatePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const newPassword = useNewPassword();
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [activate, { isLoading: busy }] = useActivateMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!newPassword.check()) return;
    const password = newPassword.values.newPassword;
    // The token's own rule (a link cut short); the password's was checked on its field.
    const checked = activateSchema.safeParse({ token, password });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    const result = await activate({ token, password });
    if ('error' in result) return setError(serverMessage(result.error) ?? 'Could not set the password.');
    setError(undefined);
    setDone(result.data.message);
  };

  return (
    <AuthLayout title="Vendor portal">
      {done ? (
        <>
          <p role="status">{done}</p>
          <Link to="/">Go to login</Link>
        </>
      ) : (
        <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate>
          <p>Choose the password for your vendor login.</p>
          <NewPasswordFields {...newPassword.fields} />
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
          <Button type="submit" busy={busy} busyLabel="Saving...">
            Set password
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
