import { api, bodyMutation } from '../../app/api';
import { authEndpoints as calls } from '../../../shared/auth/wire';
import type { AnswerOf, BodyOf } from '../../../shared/common/endpoint';
import { signedIn, signedOut } from '../../app/session/auth-slice';
import { readLastUser } from '../../app/session/last-user';
import { isNoResponse } from '../../app/errors';
import { wireCall } from '../../app/wire-call';

/** SPEC.md section 7, Authentication: the calls of shared/auth/wire.ts, typed by their schemas. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkAuth: build.query<AnswerOf<typeof calls.checkAuth>, void>({
      query: () => wireCall(calls.checkAuth),
      providesTags: ['Auth'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // A temporary password opens nothing until it is changed (the login page asks for it).
          if (data.mustChangePassword) dispatch(signedOut());
          else dispatch(signedIn({ username: data.username, profile: data.profile }));
        } catch (failure) {
          // No network at all: the user signed in last on this phone works offline (last-user.ts).
          const lastUser = isNoResponse((failure as { error?: unknown }).error) ? readLastUser() : null;
          if (lastUser) dispatch(signedIn(lastUser));
          else dispatch(signedOut()); // any other result: unauthenticated, silently
        }
      },
    }),
    login: build.mutation<AnswerOf<typeof calls.login>, BodyOf<typeof calls.login>>({
      query: (body) => wireCall(calls.login, { body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // A login answer with no profile opens nothing (SPEC: 'Unauthorized access').
          if (data.profile && data.username && !data.mustChangePassword)
            dispatch(signedIn({ username: data.username, profile: data.profile }));
        } catch {
          /* the form shows the error */
        }
      },
    }),
    signup: build.mutation(bodyMutation(calls.signup)),
    resetPassword: build.mutation(bodyMutation(calls.resetPassword)),
    logout: build.mutation<AnswerOf<typeof calls.logout>, void>({
      query: () => wireCall(calls.logout),
      // Logout clears the CSRF cookie; asking check-auth again (a GET) fetches a fresh one for the next login.
      invalidatesTags: ['Auth'],
    }),
  }),
});

export const {
  useCheckAuthQuery,
  useLoginMutation,
  useSignupMutation,
  useResetPasswordMutation,
  useLogoutMutation,
} = authApi;
