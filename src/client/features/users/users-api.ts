import { api, listAndRowTags } from '../../app/api';
import type { UserAccount } from '../../../shared/auth/accounts';
import type { Profile } from '../../../shared/auth/profiles';
import type { MessageResponse } from '../../../shared/common/wire';

/** The admin's Users screen calls. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<UserAccount[], void>({
      query: () => '/users',
      providesTags: (users = []) =>
        listAndRowTags(
          'User',
          users.map((u) => u.username),
        ),
    }),
    approveUser: build.mutation<MessageResponse, string>({
      query: (username) => ({ url: `/users/${encodeURIComponent(username)}/approve`, method: 'POST' }),
      invalidatesTags: (_r, _e, username) => [{ type: 'User', id: username }],
    }),
    deactivateUser: build.mutation<MessageResponse, string>({
      query: (username) => ({ url: `/users/${encodeURIComponent(username)}/deactivate`, method: 'POST' }),
      invalidatesTags: (_r, _e, username) => [{ type: 'User', id: username }],
    }),
    changeUserProfile: build.mutation<MessageResponse, { username: string; profile: Profile }>({
      query: ({ username, profile }) => ({
        url: `/users/${encodeURIComponent(username)}/profile`,
        method: 'POST',
        body: { profile },
      }),
      invalidatesTags: (_r, _e, { username }) => [{ type: 'User', id: username }],
    }),
    issueTemporaryPassword: build.mutation<MessageResponse & { temporaryPassword: string }, string>({
      query: (username) => ({
        url: `/users/${encodeURIComponent(username)}/temporary-password`,
        method: 'POST',
      }),
      invalidatesTags: (_r, _e, username) => [{ type: 'User', id: username }],
    }),
  }),
});

export const {
  useListUsersQuery,
  useApproveUserMutation,
  useDeactivateUserMutation,
  useChangeUserProfileMutation,
  useIssueTemporaryPasswordMutation,
} = usersApi;
