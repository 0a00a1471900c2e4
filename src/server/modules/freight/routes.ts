import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import { endpointRoutes } from '../../endpoint-routes';
import { FREIGHT_MESSAGES } from '../../../shared/masters/freight';
import { can } from '../../../shared/auth/permissions';
import { freightEndpoints as calls } from '../../../shared/masters/wire';
import { freightRepository } from './repository';
import { freightService } from './service';

/** Freight screen calls (SPEC.md section 7) and the trip form's destination look-up. */
export async function freightRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  const freights = freightRepository(app.db);
  const service = freightService(app.db);

  serve(calls.list, 'freight', async () => freights.list());

  serve(calls.add, 'freight', async (request, reply) => {
    const freight = await service.create(requireUser(request).username, request.body);
    return reply.status(201).send({ message: FREIGHT_MESSAGES.added, freight });
  });

  serve(calls.update, 'freight', async (request) => {
    await service.update(requireUser(request).username, request.body.old, request.body.new);
    return { message: FREIGHT_MESSAGES.updated };
  });

  serve(calls.remove, 'freight', async (request) => {
    await service.remove(requireUser(request).username, request.params.id);
    return { message: FREIGHT_MESSAGES.deleted };
  });

  // Rows of from, to and rate for the trip form; the rate stays on the server for managers.
  serve(calls.destinations, 'upload', async (request) =>
    freights.listDestinations(can(requireUser(request).profile, 'seeFreight')),
  );
}
