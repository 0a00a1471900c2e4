import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userEndpoints as calls } from '../../../shared/auth/wire';
import { requireUser } from '../../plugins/session';
import { userService } from './service';

/** The admin's Users screen: list, approve, deactivate, change the profile, issue a new temporary password. */
export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const users = userService(app.db);

  app.get(calls.list.path, { config: { access: 'users' }, schema: calls.list.schema }, () => users.list());

  app.post(calls.approve.path, { config: { access: 'users' }, schema: calls.approve.schema }, (request) =>
    users.approve(request.params.username, requireUser(request)),
  );

  app.post(
    calls.deactivate.path,
    { config: { access: 'users' }, schema: calls.deactivate.schema },
    (request) => users.deactivate(request.params.username, requireUser(request)),
  );

  app.post(
    calls.changeProfile.path,
    { config: { access: 'users' }, schema: calls.changeProfile.schema },
    (request) => users.changeProfile(request.params.username, request.body.profile, requireUser(request)),
  );

  app.post(
    calls.temporaryPassword.path,
    { config: { access: 'users' }, schema: calls.temporaryPassword.schema },
    (request) => users.issueTemporaryPassword(request.params.username, requireUser(request)),
  );
}
