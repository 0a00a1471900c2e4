import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../endpoint-routes';
import { userEndpoints as calls } from '../../../shared/auth/wire';
import { requireUser } from '../../plugins/session';
import { userService } from './service';

/** The admin's Users screen: list, approve, deactivate, change the profile, issue a new temporary password. */
export async function userRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  const users = userService(app.db);

  serve(calls.list, 'users', () => users.list());

  serve(calls.approve, 'users', (request) => users.approve(request.params.username, requireUser(request)));

  serve(calls.deactivate, 'users', (request) =>
    users.deactivate(request.params.username, requireUser(request)),
  );

  serve(calls.changeProfile, 'users', (request) =>
    users.changeProfile(request.params.username, request.body.profile, requireUser(request)),
  );

  serve(calls.temporaryPassword, 'users', (request) =>
    users.issueTemporaryPassword(request.params.username, requireUser(request)),
  );
}
