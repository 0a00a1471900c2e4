import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import sessionStorage from 'redux-persist/lib/storage/session';
import { api } from './api';
import { domainEventListeners } from './domain-events';
import { actionSanitizer, stateSanitizer } from './sanitizers';
import { uiReducer, uiReset } from './ui-slice';
import { authReducer, sessionExpired, signedIn, signedOut } from './session/auth-slice';
import { writeAuthCookie } from './session/auth-cookie';
import { rememberLastUser } from './session/last-user';
import { forgetLookups } from '../offline/lookups-age';
import { noticesReducer } from '../ui/notices-slice';
import { TRIP_DRAFT_KEY_PREFIX } from '../../shared/trips/draft';

/**
 * Only the ui slice is persisted, and only for the browser session; never the API cache. Of the
 * ui slice, exactly the active module, the trip ID and the revise-bill state (with its processed
 * flag): the top-bar search text is not written to storage on every keystroke.
 */
export const PERSISTED_UI_KEYS = ['activeModule', 'tripId', 'reviseBill', 'billSearchProcessed'] as const;
const persistedUiReducer = persistReducer(
  { key: 'ui', storage: sessionStorage, whitelist: [...PERSISTED_UI_KEYS] },
  uiReducer,
);

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authReducer,
  ui: persistedUiReducer,
  notices: noticesReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

function authListeners() {
  const listener = createListenerMiddleware();
  // The isAuthenticated cookie follows the auth state.
  listener.startListening({
    matcher: isAnyOf(signedIn, signedOut, sessionExpired),
    effect: (_action, { getState }) => writeAuthCookie((getState() as RootState).auth.isAuthenticated),
  });
  // The user who may open the app offline next time; a logout or an ended session forgets them.
  listener.startListening({
    matcher: isAnyOf(signedIn, signedOut, sessionExpired),
    effect: (action) => {
      rememberLastUser(signedIn.match(action) ? action.payload : null);
      if (!signedIn.match(action)) void forgetLookups(); // another user never sees these lists offline
    },
  });
  // Leaving the session: the active module resets to upload, session storage is cleared, and no
  // cached data of the previous user stays behind. A session that ran out keeps the trip drafts
  // (each under its user's name), so logging in again brings back the form as it was typed.
  listener.startListening({
    matcher: isAnyOf(signedOut, sessionExpired),
    effect: (action, { dispatch, getOriginalState }) => {
      const wasSignedIn = (getOriginalState() as RootState).auth.username !== null;
      if (!wasSignedIn && action.type === signedOut.type) return; // the start-up check found no session
      dispatch(uiReset());
      clearSessionStorage(action.type === sessionExpired.type ? TRIP_DRAFT_KEY_PREFIX : null);
      dispatch(api.util.resetApiState());
    },
  });
  return listener.middleware;
}

/** Empties the tab's session storage, keeping the keys that start with `keepPrefix`. */
function clearSessionStorage(keepPrefix: string | null) {
  const kept = Object.keys(window.sessionStorage)
    .filter((key) => keepPrefix !== null && key.startsWith(keepPrefix))
    .map((key) => [key, window.sessionStorage.getItem(key) ?? ''] as const);
  window.sessionStorage.clear();
  for (const [key, value] of kept) window.sessionStorage.setItem(key, value);
}

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(authListeners(), domainEventListeners())
        .concat(api.middleware),
    devTools: { name: 'Freight Back Office', actionSanitizer, stateSanitizer },
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export function persistAppStore(store: AppStore) {
  return persistStore(store);
}
