import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { CSRF_COOKIE, CSRF_HEADER, readCookie } from './csrf';
import { sessionExpired } from './session/auth-slice';
import { PASSWORD_CHANGE_REQUIRED } from '../../shared/auth/accounts';
import { REQUEST_ID_HEADER } from '../../shared/common/wire';
import { rememberFailedRequest } from './errors';
import { withKeptAnswer } from './revalidated-posts';

/** The API base: the app's own host followed by the logistics path segment. */
export const API_BASE = `${window.location.origin}/logistics`;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE,
  credentials: 'include',
  prepareHeaders: (headers) => {
    const token = readCookie(CSRF_COOKIE);
    if (token) headers.set(CSRF_HEADER, token);
    return headers;
  },
});

/**
 * Calls that answer 401 as part of their normal work, not because a session ran out (a wrong
 * current password of Reset Password and of the vendor portal's own password change).
 */
const AUTH_ENDPOINTS = new Set([
  'checkAuth',
  'login',
  'resetPassword',
  'portalChangePassword',
  'logout',
  'signup',
]);

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  apiCtx,
  extra,
) => {
  const result = await withKeptAnswer(args, (sent) => rawBaseQuery(sent, apiCtx, extra));
  // The auth check's 401 on every signed-out page is no failure a notice reports.
  if (result.error && apiCtx.endpoint !== 'checkAuth')
    rememberFailedRequest(result.meta?.response?.headers.get(REQUEST_ID_HEADER));
  if (result.error?.status === 401 && !AUTH_ENDPOINTS.has(apiCtx.endpoint)) {
    apiCtx.dispatch(sessionExpired());
  }
  // The password was reset to a temporary one meanwhile: back to login, which asks for a new one.
  const code = (result.error?.data as { errorCode?: string } | undefined)?.errorCode;
  if (result.error?.status === 403 && code === PASSWORD_CHANGE_REQUIRED) apiCtx.dispatch(sessionExpired());
  return result;
};
