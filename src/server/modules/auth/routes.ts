import type { FastifyInstance } from 'fastify';
import { loginSchema, resetPasswordSchema, signupSchema } from '../../../shared/auth';
import { AUTH_MESSAGES, USER_MESSAGES } from '../../../shared/messages';
import { parseInput, unauthorized } from '../../http-errors';
import { SESSION_COOKIE } from '../../plugins/cookies';
import { endSession, startSession } from '../../plugins/session';
import { authService } from './service';

/** SPEC.md section 7, Authentication. */
export async function authRoutes(app: FastifyInstance) {
  const auth = authService(app.db);

  app.get('/check-auth', { config: { access: 'public' } }, async (request) => {
    if (!request.user) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
    const { username, profile, mustChangePassword } = request.user;
    return mustChangePassword ? { username, profile, mustChangePassword } : { username, profile };
  });

  app.post('/signup', { config: { access: 'public' } }, async (request, reply) => {
    const { account, temporaryPassword } = await auth.signup(parseInput(signupSchema, request.body), request.ip, app.config.signupMaxPerHour);
    return reply.status(201).send({
      message: USER_MESSAGES.signupSuccess(temporaryPassword),
      temporaryPassword,
      username: account.username,
      profile: account.profile,
    });
  });

  app.post('/login', { config: { access: 'public' } }, async (request, reply) => {
    const user = await auth.login(parseInput(loginSchema, request.body), request.ip);
    // A new session id on every login (no session fixation); the old one, if any, ends.
    await endSession(app, request.cookies[SESSION_COOKIE], reply);
    await startSession(app, reply, user.id);
    const answer = { message: AUTH_MESSAGES.loginSuccess, username: user.username, profile: user.profile };
    // Beside SPEC's shape: a temporary password must be changed before anything else.
    return user.mustChangePassword ? { ...answer, mustChangePassword: true } : answer;
  });

  app.post('/reset-password', { config: { access: 'public' } }, async (request, reply) => {
    await auth.resetPassword(parseInput(resetPasswordSchema, request.body), request.ip);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: AUTH_MESSAGES.resetSuccess };
  });

  app.post('/logout', { config: { access: 'public' } }, async (request, reply) => {
    await endSession(app, request.cookies[SESSION_COOKIE], reply);
    return { message: AUTH_MESSAGES.logoutSuccess };
  });
}
