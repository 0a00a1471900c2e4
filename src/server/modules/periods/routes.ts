import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../endpoint-routes';
import { requireUser } from '../../plugins/session';
import { periodEndpoints as calls } from '../../../shared/accounting/periods-wire';
import { periodService } from './service';
import { logSecurityEvent } from '../../security-log';

/** Quarters that close: the accountant (or admin) closes, only an admin reopens, with a reason. */
export async function periodRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  const periods = periodService(app.db, app.config.clock, app.mail);

  serve(calls.list, 'accounting', async () => ({
    periods: await periods.list(),
  }));

  serve(calls.close, 'accounting', async (request) => {
    return periods.close(requireUser(request).username, request.body.fy, request.body.quarter);
  });

  // Reopening undoes a filed quarter: the admin's alone (the 'settings' area), with the reason audited.
  serve(calls.reopen, 'settings', async (request) => {
    const { fy, quarter, reason } = request.body;
    const answer = await periods.reopen(requireUser(request).username, fy, quarter, reason);
    logSecurityEvent(request, 'quarter-reopened', `reopened ${fy} ${quarter}: ${reason}`);
    return answer;
  });
}
