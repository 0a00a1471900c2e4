import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { signupSchema } from '../../../shared/auth';
import { AUTH_MESSAGES } from '../../../shared/messages';
import { PROFILE_LABELS, PROFILES } from '../../../shared/profiles';
import { serverMessage } from '../../app/errors';
import { SelectField } from '../../ui/Field';
import { useNotify } from '../../ui/useNotify';
import { useSchemaSubmit } from '../../ui/useSchemaSubmit';
import { AuthForm, AuthLayout } from './AuthLayout';
import { useSignupMutation } from './authApi';

const PROFILE_OPTIONS = PROFILES.map((p) => ({ value: p, label: PROFILE_LABELS[p] }));

export function SignupPage() {
  const [username, setUsername] = useState('');
  const [profile, setProfile] = useState('');
  const [signup, { isLoading }] = useSignupMutation();
  const notify = useNotify();
  const navigate = useNavigate();

  const submit = useSchemaSubmit(signupSchema, { username, profile }, async () => {
    const result = await signup({ username: username.trim(), profile: profile as (typeof PROFILES)[number] });
    if ('error' in result) return notify.error(serverMessage(result.error) ?? AUTH_MESSAGES.unexpected);
    // Sticky: the message carries the temporary password the user must copy.
    notify.success(result.data.message, { sticky: true });
    navigate('/');
  });

  return (
    <AuthLayout title="Signup">
      <AuthForm onSubmit={submit} username={username} onUsername={setUsername} button={{ label: 'Signup', busy: isLoading, busyLabel: 'Signing up...' }}
        links={
          <span>
            Already have an account? <Link to="/">Login</Link>
          </span>
        }
      >
        <SelectField
          label="Profile"
          name="profile"
          value={profile}
          placeholder="Select your profile"
          options={PROFILE_OPTIONS}
          onChange={(e) => setProfile(e.target.value)}
        />
      </AuthForm>
    </AuthLayout>
  );
}
