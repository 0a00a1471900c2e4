import { api, tagsByRow } from '../../app/api';
import { userEndpoints as calls, type UserAccount } from '../../../shared/auth/wire';
import type { AnswerOf, BodyOf } from '../../../shared/common/endpoint';
import { wireCall } from '../../app/wire-call';

type ProfileChangeArgs = BodyOf<typeof calls.changeProfile> & { username: string };

/** The admin's Users screen: the calls of shared/auth/wire.ts's userEndpoints, typed by their schemas. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<UserAccount[], void>({
      query: () => wireCall(calls.list),
      providesTags: tagsByRow('User', (u) => u.username),
    }),
    approveUser: build.mutation<AnswerOf<typeof calls.approve>, string>({
      query: (username) => wireCall(calls.approve, { path: { username } }),
      invalidatesTags: (_r, _e, username) => [{ type: 'User', id: username }],
    }),
    deactivateUser: build.mutation<AnswerOf<typeof calls.deactivate>, string>({
      query: (username) => wireCall(calls.deactivate, { path: { username } }),
      invalidatesTags: (_r, _e, username) => [{ type: 'User', id: username }],
    }),
    changeUserProfile: build.mutation<AnswerOf<typeof calls.changeProfile>, ProfileChangeArgs>({
      query: ({ username, profile }) =>
        wireCall(calls.changeProfile, { path: { username }, body: { profile } }),
      invalidatesTags: (_r, _e, { username }) => [{ type: 'User', id: username }],
    }),
    issueTemporaryPassword: build.mutation<AnswerOf<typeof calls.temporaryPassword>, string>({
      query: (username) => wireCall(calls.temporaryPassword, { path: { username } }),
      invalidatesTags: (_r, _e, username) => [{ type: 'User', id: username }],
    }),
    deleteSignup: build.mutation<AnswerOf<typeof calls.deleteSignup>, string>({
      query: (username) => wireCall(calls.deleteSignup, { path: { username } }),
      invalidatesTags: (_r, _e, username) => [{ type: 'User', id: username }],
    }),
    deletePendingSignups: build.mutation<AnswerOf<typeof calls.deletePendingSignups>, void>({
      query: () => wireCall(calls.deletePendingSignups),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
  }),
});

export const {
  useListUsersQuery,
  useApproveUserMutation,
  useDeactivateUserMutation,
  useChangeUserProfileMutation,
  useIssueTemporaryPasswordMutation,
  useDeleteSignupMutation,
  useDeletePendingSignupsMutation,
} = usersApi;
