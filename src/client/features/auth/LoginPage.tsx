import { lazy, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { loginSchema } from '../../../shared/auth/accounts';
import { AUTH_MESSAGES, OPS_MESSAGES } from '../../../shared/common/messages';
import { isNoResponse, serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { ChunkBoundary } from '../../ui/ChunkBoundary';
import { Field } from '../../ui/Field';
import { useNotify } from '../../ui/use-notify';
import { useSchemaSubmit } from '../../ui/use-schema-submit';
import { AuthForm, AuthLayout } from './AuthLayout';
import { useLoginMutation } from './auth-api';
import { PasswordToggle } from './PasswordToggle';
import { landingFor, useEndedSession, useLandingPath } from './landing';

// The dialog and its form library load when it is first opened: the login screen stays light.
const ResetPasswordModal = lazy(() =>
  import(/* webpackChunkName: "reset-password" */ './ResetPasswordModal').then((m) => ({
    default: m.ResetPasswordModal,
  })),
);

export function LoginPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  /** Set when the login used a temporary password: the modal opens with it filled in and says why. */
  const [forcedReset, setForcedReset] = useState<{ username: string; currentPassword: string } | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const notify = useNotify();
  const navigate = useNavigate();
  const landing = useLandingPath();
  const ended = useEndedSession();

  const submit = useSchemaSubmit(loginSchema, { username, password }, async () => {
    const result = await login({ username: username.trim(), password });
    if ('error' in result) {
      const message = serverMessage(result.error);
      if (message) notify.error(message);
      else if (isNoResponse(result.error)) notify.error(AUTH_MESSAGES.noResponse);
      else notify.error(AUTH_MESSAGES.unexpected);
      return;
    }
    if (!result.data.profile) return notify.error(AUTH_MESSAGES.unauthorizedAccess);
    if (result.data.mustChangePassword) {
      setForcedReset({ username: username.trim(), currentPassword: password });
      setPassword('');
      return;
    }
    navigate(landingFor(result.data.profile, landing), { replace: true });
  });

  return (
    <AuthLayout title="Login">
      {ended && (
        <p className="auth-card__session-ended" role="status">
          {AUTH_MESSAGES.sessionEnded}
        </p>
      )}
      <AuthForm
        label="Login"
        onSubmit={submit}
        usernameField={{ value: username, onChange: (e) => setUsername(e.target.value) }}
        button={{ label: 'Login', busy: isLoading, busyLabel: 'Logging in...' }}
        links={
          <>
            <Button variant="link" onClick={() => setResetOpen(true)}>
              Reset Password
            </Button>
            <span>
              New here? <Link to="/signup">Signup</Link>
            </span>
          </>
        }
      >
        <Field
          label="Password"
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          adornment={<PasswordToggle visible={showPassword} onToggle={() => setShowPassword((v) => !v)} />}
        />
      </AuthForm>
      <ChunkBoundary variant="inline">
        {resetOpen && <ResetPasswordModal open onClose={() => setResetOpen(false)} />}
        {forcedReset && (
          <ResetPasswordModal
            open
            onClose={() => setForcedReset(null)}
            initial={forcedReset}
            notice={OPS_MESSAGES.passwordChangeRequired}
          />
        )}
      </ChunkBoundary>
    </AuthLayout>
  );
}
