import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileChangeSchema } from '../../../shared/auth/accounts';
import { messageAnswer } from '../../../shared/common/wire';
import { temporaryPasswordAnswer, userAccountAnswer, usernameParams } from '../../../shared/auth/wire';
import { requireUser } from '../../plugins/session';
import { userService } from './service';

/** The admin's Users screen: list, approve, deactivate, change the profile, issue a new temporary password. */
export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const byUsername = (answer: z.ZodType) => ({ params: usernameParams, response: { 200: answer } });
  const users = userService(app.db);

  app.get(
    '/users',
    { config: { access: 'users' }, schema: { response: { 200: z.array(userAccountAnswer) } } },
    () => users.list(),
  );

  app.post(
    '/users/:username/approve',
    { config: { access: 'users' }, schema: byUsername(messageAnswer) },
    (request) => users.approve(request.params.username, requireUser(request)),
  );

  app.post(
    '/users/:username/deactivate',
    { config: { access: 'users' }, schema: byUsername(messageAnswer) },
    (request) => users.deactivate(request.params.username, requireUser(request)),
  );

  app.post(
    '/users/:username/profile',
    {
      config: { access: 'users' },
      schema: { params: usernameParams, body: profileChangeSchema(), response: { 200: messageAnswer } },
    },
    (request) => users.changeProfile(request.params.username, request.body.profile, requireUser(request)),
  );

  app.post(
    '/users/:username/temporary-password',
    { config: { access: 'users' }, schema: byUsername(temporaryPasswordAnswer) },
    (request) => users.issueTemporaryPassword(request.params.username, requireUser(request)),
  );
}
