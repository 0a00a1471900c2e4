import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readAuthCookie } from './auth-cookie';

export interface AuthState {
  isAuthenticated: boolean;
  /** True until the first auth check has answered. */
  loading: boolean;
  username: string | null;
  profile: string | null;
}

export function initialAuthState(): AuthState {
  return { isAuthenticated: readAuthCookie(), loading: true, username: null, profile: null };
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
    },
    signedOut(state) {
      state.isAuthenticated = false;
      state.loading = false;
      state.username = null;
      state.profile = null;
    },
    /** Any call answered 401: the server session ended (expired, logged out elsewhere). */
    sessionExpired(state) {
      state.isAuthenticated = false;
      state.username = null;
      state.profile = null;
    },
  },
});

export const { signedIn, signedOut, sessionExpired } = authSlice.actions;
export const authReducer = authSlice.reducer;
