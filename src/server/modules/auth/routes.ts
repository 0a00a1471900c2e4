import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpointRoutes } from '../../endpoint-routes';
import { authEndpoints as calls } from '../../../shared/auth/wire';
import { AUTH_MESSAGES, USER_MESSAGES } from '../../../shared/common/messages';
import { unauthorized } from '../../http-errors';
import { SESSION_COOKIE } from '../../plugins/cookies';
import { clearSessionCookie, endSession, startSession } from '../../plugins/session';
import { authService } from './service';
import { DEVICE_COOKIE, deviceCookieOptions, withKnownDevice } from './known-devices';
import { logSecurityEvent } from '../../security-log';

const signInOrigin = (request: FastifyRequest) => ({
  address: request.ip,
  deviceCookie: request.cookies[DEVICE_COOKIE],
});

/** SPEC.md section 7, Authentication. */
export async function authRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  const auth = authService(app.db, app.config.loginWait);

  serve(calls.checkAuth, 'public', async (request) => {
    if (!request.user) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
    const { username, profile, mustChangePassword } = request.user;
    return mustChangePassword
      ? { username, profile, mustChangePassword: true as const }
      : { username, profile };
  });

  serve(calls.signup, 'public', async (request, reply) => {
    const { account, temporaryPassword } = await auth.signup(request.body, request.ip, {
      perAddress: app.config.signupMaxPerHour,
      total: app.config.signupMaxPerHourTotal,
    });
    return reply.status(201).send({
      message: USER_MESSAGES.signupSuccess(temporaryPassword),
      temporaryPassword,
      username: account.username,
      profile: account.profile,
    });
  });

  serve(calls.login, 'public', async (request, reply) => {
    const user = await auth.login(request.body, signInOrigin(request));
    // A new session id on every login (no session fixation); the old one, if any, ends.
    await endSession(app, request.cookies[SESSION_COOKIE], reply);
    await startSession(app, reply, user.id);
    const known = withKnownDevice(request.cookies[DEVICE_COOKIE], user.username, user.passwordHash);
    reply.setCookie(DEVICE_COOKIE, known, deviceCookieOptions(app.config, request));
    const answer = { message: AUTH_MESSAGES.loginSuccess, username: user.username, profile: user.profile };
    // Beside SPEC's shape: a temporary password must be changed before anything else.
    return user.mustChangePassword ? { ...answer, mustChangePassword: true as const } : answer;
  });

  serve(calls.resetPassword, 'public', async (request, reply) => {
    await auth.resetPassword(request.body, signInOrigin(request));
    logSecurityEvent(request, 'password-reset', 'changed their own password', request.body.username);
    clearSessionCookie(app, reply);
    return { message: AUTH_MESSAGES.resetSuccess };
  });

  serve(calls.logout, 'public', async (request, reply) => {
    await endSession(app, request.cookies[SESSION_COOKIE], reply);
    return { message: AUTH_MESSAGES.logoutSuccess };
  });
}
