import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../endpoint-routes';
import { userEndpoints as calls } from '../../../shared/auth/wire';
import { requireUser } from '../../plugins/session';
import { userService } from './service';
import { logSecurityEvent } from '../../security-log';

/** The admin's Users screen: list, approve, deactivate, change the profile, issue a new temporary password, delete signups. */
export async function userRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  const users = userService(app.db);

  serve(calls.list, 'users', () => users.list());

  serve(calls.approve, 'users', async (request) => {
    const answer = await users.approve(request.params.username, requireUser(request));
    logSecurityEvent(request, 'signup-approved', `approved ${request.params.username}`);
    return answer;
  });

  serve(calls.deactivate, 'users', async (request) => {
    const answer = await users.deactivate(request.params.username, requireUser(request));
    logSecurityEvent(request, 'account-deactivated', `deactivated ${request.params.username}`);
    return answer;
  });

  serve(calls.deleteSignup, 'users', async (request) => {
    const answer = await users.deleteSignup(request.params.username, requireUser(request));
    logSecurityEvent(request, 'signup-deleted', `deleted the signup of ${request.params.username}`);
    return answer;
  });

  serve(calls.deletePendingSignups, 'users', async (request) => {
    const answer = await users.deletePendingSignups(requireUser(request));
    logSecurityEvent(request, 'signup-deleted', answer.message);
    return answer;
  });

  serve(calls.changeProfile, 'users', (request) =>
    users.changeProfile(request.params.username, request.body.profile, requireUser(request)),
  );

  serve(calls.temporaryPassword, 'users', async (request) => {
    const answer = await users.issueTemporaryPassword(request.params.username, requireUser(request));
    logSecurityEvent(
      request,
      'temporary-password',
      `issued a temporary password to ${request.params.username}`,
    );
    return answer;
  });
}
