import { screen } from '@testing-library/react';
import { user } from '../../test/user';
import { AUTH_MESSAGES } from '../../../shared/common/messages';
import { PORTAL_MESSAGES } from '../../../shared/portal/portal';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { ActivatePage } from './ActivatePage';

const TOKEN = '12.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCd';
const render = () => renderWithProviders(<ActivatePage />, { route: `/portal/activate?token=${TOKEN}` });
const type = async (password: string, retype: string) => {
  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), password);
  await user.clear(screen.getByLabelText('Retype password'));
  await user.type(screen.getByLabelText('Retype password'), retype);
  await user.click(screen.getByRole('button', { name: 'Set password' }));
};

test('the invitation link sets a password by the app’s rule, checked on the boxes before it is sent', async () => {
  const { calls } = stubFetch({
    'POST /portal/activate': {
      body: { message: PORTAL_MESSAGES.activated('smallfleet'), username: 'smallfleet' },
    },
  });
  render();
  await type('Strong@2026', 'Strong@2027');
  expect(screen.getByLabelText('Retype password')).toHaveAccessibleDescription(
    AUTH_MESSAGES.passwordsDoNotMatch,
  );
  await type('weakpassword', 'weakpassword');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(AUTH_MESSAGES.passwordRule);
  expect(calls).toHaveLength(0);

  await type('Strong@2026', 'Strong@2026');
  expect(await screen.findByRole('status')).toHaveTextContent(PORTAL_MESSAGES.activated('smallfleet'));
  expect(calls.map((c) => c.body)).toEqual([{ token: TOKEN, password: 'Strong@2026' }]);
  expect(screen.getByRole('link', { name: 'Go to login' })).toBeInTheDocument();
});

test('a used link is refused in the server’s words', async () => {
  stubFetch({ 'POST /portal/activate': { status: 410, body: { message: PORTAL_MESSAGES.tokenUsed } } });
  render();
  await type('Strong@2026', 'Strong@2026');
  expect(await screen.findByText(PORTAL_MESSAGES.tokenUsed)).toBeInTheDocument();
});
