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
    return { username: request.user.username, profile: request.user.profile };
  });

  app.post('/signup', { config: { access: 'public' } }, async (request, reply) => {
    const { account, temporaryPassword } = await auth.signup(parseInput(signupSchema, request.body));
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
    return { message: AUTH_MESSAGES.loginSuccess, username: user.username, profile: user.profile };
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
