import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import { masterRoutes } from '../../master-routes';
import { FREIGHT_MESSAGES } from '../../../shared/masters/freight';
import { can } from '../../../shared/auth/permissions';
import { freightEndpoints as calls } from '../../../shared/masters/wire';
import { freightRepository } from './repository';
import { freightService } from './service';

/** Freight screen calls (SPEC.md section 7) and the trip form's destination look-up. */
export async function freightRoutes(app: FastifyInstance) {
  const service = freightService(app.db);
  const rows = freightRepository(app.db);
  const serve = masterRoutes(app, 'freight', calls, { rows, service, key: 'freight' }, FREIGHT_MESSAGES);

  serve(calls.update, 'freight', async (request) => {
    await service.update(requireUser(request).username, request.body.old, request.body.new);
    return { message: FREIGHT_MESSAGES.updated };
  });

  // Rows of from, to and rate for the trip form; the rate stays on the server for managers.
  serve(calls.destinations, 'upload', async (request) =>
    rows.listDestinations(can(requireUser(request).profile, 'seeFreight')),
  );
}
