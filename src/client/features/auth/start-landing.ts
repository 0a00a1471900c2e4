import { authApi } from './auth-api';
import { readAuthCookie } from '../../app/session/auth-cookie';
import { MODULE_SCREENS } from '../../app/routes';
import type { AppStore } from '../../app/store';

/** The trip form, where a loading manager lands (SPEC.md's route table: /home). */
const TRIP_FORM_PATH = '/home';

/**
 * Before the first render: what the landing screen waits for starts at once, side by side,
 * instead of one after the other as the screens render (the auth check once the persisted state
 * was read, the trip form's chunk once the shell rendered, its look-ups once the form rendered).
 * On a slow phone the main chunk runs for seconds; the network works meanwhile. The queries are
 * started without a subscription: the screens' own hooks subscribe and reuse them. The trip
 * form's module is run here too, so the shell shows the form in its first render.
 */
export function startLanding(store: AppStore, path = window.location.pathname) {
  if (!readAuthCookie()) return; // the login page: nobody to ask about yet
  void store.dispatch(authApi.endpoints.checkAuth.initiate(undefined, { subscribe: false }));
  if (path !== TRIP_FORM_PATH) return;
  // The same chunk as the trip form's screen (routes.tsx), preloaded by index.html.
  void import(/* webpackChunkName: "trip-form" */ '../../lookups/master-options').then((lookups) =>
    lookups.startTripLookups(store.dispatch),
  );
  // A chunk that fails here is fetched again when the screen is shown, which then says so.
  MODULE_SCREENS.upload.preload().catch(() => undefined);
}
