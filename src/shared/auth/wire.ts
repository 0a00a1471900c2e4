import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  loginSchema,
  profileChangeSchema,
  resetPasswordSchema,
  signupSchema,
} from './accounts';
import { endpoint } from '../common/endpoint';
import { idText, messageAnswer } from '../common/wire';
import { backupStatusAnswer } from '../ops/backup-status-wire';

/** Sign-in, accounts and health answers. */
export const sessionUserAnswer = z.object({
  username: z.string(),
  profile: z.string(),
  /** Present (true) when the user signed in with a temporary password that must be changed first. */
  mustChangePassword: z.literal(true).optional(),
});
/** What the auth check and login answer about the signed-in user. */
export type SessionUser = z.infer<typeof sessionUserAnswer>;
export const loginAnswer = sessionUserAnswer.extend({ message: z.string() });
export const temporaryPasswordAnswer = messageAnswer.extend({ temporaryPassword: z.string() });
export const signupAnswer = temporaryPasswordAnswer.extend({ username: z.string(), profile: z.string() });

export const usernameParams = z.object({ username: idText });
export const userAccountAnswer = z.object({
  username: z.string(),
  profile: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
});
export type UserAccount = z.infer<typeof userAccountAnswer>;

/** `backups` only for an admin's session (the embedded database's backups); everyone else gets `status` alone. */
export const healthAnswer = z.object({ status: z.string(), backups: backupStatusAnswer.optional() });

/** Sign-in calls (SPEC section 7); auth/routes.ts serves them, auth-api.ts calls them. */
export const authEndpoints = {
  checkAuth: endpoint('GET', '/check-auth', { response: { 200: sessionUserAnswer } }),
  signup: endpoint('POST', '/signup', { body: signupSchema, response: { 201: signupAnswer } }),
  login: endpoint('POST', '/login', { body: loginSchema, response: { 200: loginAnswer } }),
  resetPassword: endpoint('POST', '/reset-password', {
    body: resetPasswordSchema,
    response: { 200: messageAnswer },
  }),
  logout: endpoint('POST', '/logout', { response: { 200: messageAnswer } }),
};

/** The admin's Users screen; users/routes.ts serves them, users-api.ts calls them. */
export const userEndpoints = {
  list: endpoint('GET', '/users', { response: { 200: z.array(userAccountAnswer) } }),
  approve: endpoint('POST', '/users/:username/approve', {
    params: usernameParams,
    response: { 200: messageAnswer },
  }),
  deactivate: endpoint('POST', '/users/:username/deactivate', {
    params: usernameParams,
    response: { 200: messageAnswer },
  }),
  changeProfile: endpoint('POST', '/users/:username/profile', {
    params: usernameParams,
    body: profileChangeSchema(),
    response: { 200: messageAnswer },
  }),
  temporaryPassword: endpoint('POST', '/users/:username/temporary-password', {
    params: usernameParams,
    response: { 200: temporaryPasswordAnswer },
  }),
  /** Beside SPEC's calls: a signup nobody will approve (a flood, a typo) goes before its 7 days are up. */
  deleteSignup: endpoint('DELETE', '/users/:username', {
    params: usernameParams,
    response: { 200: messageAnswer },
  }),
  deletePendingSignups: endpoint('DELETE', '/pending-signups', { response: { 200: messageAnswer } }),
};

/** GET /logistics/health for load balancers: 200 with the database reachable, else 503. */
export const healthEndpoints = {
  health: endpoint('GET', '/health', { response: { 200: healthAnswer, 503: messageAnswer } }),
};
