import { Link, useNavigate } from 'react-router-dom';
import { signupSchema, type SignupPayload } from '../../../shared/auth/accounts';
import { AUTH_MESSAGES } from '../../../shared/common/messages';
import { PROFILE_LABELS, PROFILES } from '../../../shared/auth/profiles';
import { serverMessage } from '../../app/errors';
import { SelectField } from '../../ui/Field';
import { useNotify } from '../../ui/use-notify';
import { useSchemaForm } from '../../ui/use-schema-form';
import { AuthForm, AuthLayout } from './AuthLayout';
import { useSignupMutation } from './auth-api';

const PROFILE_OPTIONS = PROFILES.map((p) => ({ value: p, label: PROFILE_LABELS[p] }));

/** Adds a user: a username and a profile, each told beside it what is missing or wrong. */
export function SignupPage() {
  const form = useSchemaForm<{ username: string; profile: string }, SignupPayload>(signupSchema as never, {
    username: '',
    profile: '',
  });
  const [signup, { isLoading }] = useSignupMutation();
  const notify = useNotify();
  const navigate = useNavigate();

  async function save(payload: SignupPayload) {
    const result = await signup(payload);
    if ('error' in result) return notify.error(serverMessage(result.error) ?? AUTH_MESSAGES.unexpected);
    // Sticky: the message carries the temporary password the user must copy.
    notify.success(result.data.message, { sticky: true });
    navigate('/');
  }

  return (
    <AuthLayout title="Signup">
      <AuthForm
        label="Signup"
        onSubmit={form.submit(save)}
        usernameField={form.field('username')}
        button={{ label: 'Signup', busy: isLoading, busyLabel: 'Signing up...' }}
        links={
          <span>
            Already have an account? <Link to="/">Login</Link>
          </span>
        }
      >
        <SelectField
          label="Profile"
          placeholder="Select your profile"
          options={PROFILE_OPTIONS}
          {...form.field('profile')}
        />
      </AuthForm>
    </AuthLayout>
  );
}
