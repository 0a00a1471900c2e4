import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readAuthCookie } from './auth-cookie';

export interface AuthState {
  isAuthenticated: boolean;
  /** True until the first auth check has answered. */
  loading: boolean;
  username: string | null;
  profile: string | null;
  /** The server ended the session under the user (not a logout): the login page says so and returns. */
  sessionEnded: boolean;
}

export function initialAuthState(): AuthState {
  return {
    isAuthenticated: readAuthCookie(),
    loading: true,
    username: null,
    profile: null,
    sessionEnded: false,
  };
}

/** The signed-in user. The auth calls (authApi.ts) dispatch these events. */
const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signedIn(state, action: PayloadAction<{ username: string; profile: string }>) {
      state.isAuthenticated = true;
      state.loading = false;
      state.username = action.payload.username;
      state.profile = action.payload.profile;
      state.sessionEnded = false;
    },
    signedOut(state) {
      // A logout ends the story; the auth check that follows an ended session (answered 401) does not.
      if (state.username !== null) state.sessionEnded = false;
      state.isAuthenticated = false;
      state.loading = false;
      state.username = null;
      state.profile = null;
    },
    /** Any call answered 401: the server session ended (expired, logged out elsewhere). */
    sessionExpired(state) {
      state.sessionEnded = state.username !== null || state.sessionEnded;
      state.isAuthenticated = false;
      state.username = null;
      state.profile = null;
    },
  },
});

export const { signedIn, signedOut, sessionExpired } = authSlice.actions;
export const authReducer = authSlice.reducer;
