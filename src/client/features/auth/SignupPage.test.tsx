import { screen } from '@testing-library/react';
import { user } from '../../test/user';
import { renderWithProviders } from '../../test/render-with-providers';
import { stubFetch, type StubbedResponse } from '../../test/fetch-stub';
import { expectMistakesNamed } from '../../test/forms';
import { LoginPage } from './LoginPage';
import { SignupPage } from './SignupPage';
import { roleTexts } from '../../test/tables';

const REQUIRED = 'Please select a valid profile and provide a username';

function renderSignup() {
  // '/' is the real Login screen, as in the app: the signup message must still be there after the move.
  return renderWithProviders(<SignupPage />, {
    withNotices: false,
    route: '/signup',
    path: '/signup',
    routes: [{ path: '/', element: <LoginPage /> }],
  });
}

async function signUp(answer: StubbedResponse) {
  const { calls } = stubFetch({ 'POST /signup': answer });
  const view = renderSignup();
  await user.type(screen.getByLabelText('Username'), 'ravi.k');
  await user.selectOptions(screen.getByLabelText('Profile'), 'Loading Manager');
  await user.click(screen.getByRole('button', { name: 'Signup' }));
  return { calls, ...view };
}

test("the profile dropdown starts on 'Select your profile' and offers the four profiles", () => {
  stubFetch({});
  renderSignup();
  const profile = screen.getByLabelText('Profile');
  expect(profile).toHaveDisplayValue('Select your profile');
  expect(roleTexts(profile, 'option')).toEqual([
    'Select your profile',
    'Loading Manager',
    'Unloading Manager',
    'Accountant',
    'Admin',
  ]);
});

const signupForm = () => screen.getByRole('form', { name: 'Signup' });

test('username and profile are both required: each missing one is named beside it', async () => {
  const { calls } = stubFetch({});
  renderSignup();
  await user.click(screen.getByRole('button', { name: 'Signup' }));
  await expectMistakesNamed(signupForm(), { Username: REQUIRED, Profile: REQUIRED });

  await user.type(screen.getByLabelText('Username'), 'ravi.k');
  await user.click(screen.getByRole('button', { name: 'Signup' }));
  await expectMistakesNamed(signupForm(), { Profile: REQUIRED });

  await user.clear(screen.getByLabelText('Username'));
  await user.selectOptions(screen.getByLabelText('Profile'), 'Accountant');
  await user.click(screen.getByRole('button', { name: 'Signup' }));
  await expectMistakesNamed(signupForm(), { Username: REQUIRED });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('a username against the rule is told the rule, beside the field', async () => {
  const { calls } = stubFetch({});
  renderSignup();
  await user.type(screen.getByLabelText('Username'), 'r k');
  await user.selectOptions(screen.getByLabelText('Profile'), 'Accountant');
  await user.click(screen.getByRole('button', { name: 'Signup' }));
  await expectMistakesNamed(signupForm(), {
    Username: 'Username must be 3-30 characters: letters, digits, dot, underscore or hyphen.',
  });
  expect(calls).toHaveLength(0);
});

test("a successful signup shows the server's message and returns to /", async () => {
  const message =
    'Signup successful. Your temporary password is Tq7#kP2m!x. An admin must approve your account.';
  const { calls, router } = await signUp({
    status: 201,
    body: { message, temporaryPassword: 'Tq7#kP2m!x', username: 'ravi.k', profile: 'loadingManager' },
  });
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(calls[0].body).toEqual({ username: 'ravi.k', profile: 'loadingManager' });
});

test("the server's error message is shown and the form stays", async () => {
  const { router } = await signUp({ status: 409, body: { message: 'This username is already taken.' } });
  expect(await screen.findByRole('alert')).toHaveTextContent('This username is already taken.');
  expect(router.state.location.pathname).toBe('/signup');
});

// The server always names its refusal; a proxy in front of it (a bad gateway) may not.
test('an error without a message gives the generic message', async () => {
  await signUp({ status: 502, body: {} });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'An unexpected error occurred. Please try again.',
  );
});

test('the link goes back to /', async () => {
  stubFetch({});
  const { router } = renderSignup();
  await user.click(screen.getByRole('link', { name: 'Login' }));
  expect(router.state.location.pathname).toBe('/');
});
