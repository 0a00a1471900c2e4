import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { NoticeArea } from '../ui/NoticeArea';
import type { Profile, VENDOR_PROFILE } from '../../shared/auth/profiles';

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The URL the component is rendered at (inside a memory router). */
  route?: string;
  /** The route pattern the component is mounted on, e.g. '/home/:tripId'. */
  path?: string;
  /** Extra routes, e.g. the page a navigation goes to. */
  routes?: RouteObject[];
  /** Add the notice area (pages inside the shell); Login and Signup bring their own. */
  withNotices?: boolean;
}

/** A signed-in auth state for preloadedState. */
export function signedInAs(
  profile: Profile | typeof VENDOR_PROFILE,
  username = 'tester',
): Pick<RootState, 'auth'> {
  return { auth: { isAuthenticated: true, loading: false, username, profile, sessionEnded: false } };
}

/**
 * Renders a component with the real store (optionally preloaded), a memory router and the notice
 * area, as the app would. Network calls go to fetch: tests stub `global.fetch` per call.
 */
export function renderWithProviders(ui: ReactElement, options: ExtendedRenderOptions = {}) {
  const {
    preloadedState,
    store = makeStore(preloadedState),
    route = '/',
    path = '*',
    routes = [],
    withNotices: addNotices = true,
    ...renderOptions
  } = options;
  const withNotices = (element: ReactNode) => (
    <>
      {addNotices && <NoticeArea />}
      {element}
    </>
  );
  const router = createMemoryRouter(
    [{ path, element: withNotices(ui) }, ...routes.map((r) => ({ ...r, element: withNotices(r.element) }))],
    { initialEntries: [route] },
  );
  const Wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return {
    store,
    router,
    ...render(<RouterProvider router={router} />, { wrapper: Wrapper, ...renderOptions }),
  };
}
