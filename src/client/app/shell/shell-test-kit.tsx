import type { Profile } from '../../../shared/auth/profiles';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { RequireAuth } from '../../features/auth/guards';
import { Shell } from './Shell';

/**
 * The shell as a signed-in user sees it (behind the auth guard, as in the app), at `route`. Module bodies are not mounted (their own
 * tests cover them); '/' is a stand-in for the Login screen so a logout has somewhere to go.
 */
export function renderShell(
  profile: Profile,
  route = '/home',
  options: Parameters<typeof renderWithProviders>[1] = {},
) {
  return renderWithProviders(
    <RequireAuth>
      <Shell />
    </RequireAuth>,
    {
      preloadedState: signedInAs(profile, 'asha'),
      route,
      withNotices: false, // the shell has its own notice area
      routes: [{ path: '/', element: <p>login screen</p> }],
      ...options,
    },
  );
}
