import { api } from '../../app/api';
import type {
  LoginPayload,
  ResetPasswordPayload,
  SessionUser,
  SignupPayload,
} from '../../../shared/auth/accounts';
import { signedIn, signedOut } from '../../app/session/auth-slice';
import type { MessageResponse } from '../../../shared/common/wire';

/** SPEC.md section 7, Authentication. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkAuth: build.query<SessionUser, void>({
      query: () => '/check-auth',
      providesTags: ['Auth'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // A temporary password opens nothing until it is changed (the login page asks for it).
          if (data.mustChangePassword) dispatch(signedOut());
          else dispatch(signedIn({ username: data.username, profile: data.profile }));
        } catch {
          dispatch(signedOut()); // any other result: unauthenticated, silently
        }
      },
    }),
    login: build.mutation<MessageResponse & Partial<SessionUser>, LoginPayload>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.profile && data.username && !data.mustChangePassword)
            dispatch(signedIn({ username: data.username, profile: data.profile }));
        } catch {
          /* the form shows the error */
        }
      },
    }),
    signup: build.mutation<MessageResponse & { temporaryPassword: string }, SignupPayload>({
      query: (body) => ({ url: '/signup', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordPayload>({
      query: (body) => ({ url: '/reset-password', method: 'POST', body }),
    }),
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
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
