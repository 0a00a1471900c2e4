import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FREIGHT_MESSAGES } from '../../../shared/masters/freight';
import { can } from '../../../shared/auth/permissions';
import { freightEndpoints as calls } from '../../../shared/masters/wire';
import { freightRepository } from './repository';
import { freightService } from './service';

/** Freight screen calls (SPEC.md section 7) and the trip form's destination look-up. */
export async function freightRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const freights = freightRepository(app.db);
  const service = freightService(app.db);

  app.get(calls.list.path, { config: { access: 'freight' }, schema: calls.list.schema }, async () =>
    freights.list(),
  );

  app.post(
    calls.add.path,
    { config: { access: 'freight' }, schema: calls.add.schema },
    async (request, reply) => {
      const freight = await service.create(requireUser(request).username, request.body);
      return reply.status(201).send({ message: FREIGHT_MESSAGES.added, freight });
    },
  );

  app.post(
    calls.update.path,
    { config: { access: 'freight' }, schema: calls.update.schema },
    async (request) => {
      await service.update(requireUser(request).username, request.body.old, request.body.new);
      return { message: FREIGHT_MESSAGES.updated };
    },
  );

  app.delete(
    calls.remove.path,
    { config: { access: 'freight' }, schema: calls.remove.schema },
    async (request) => {
      await service.remove(requireUser(request).username, request.params.id);
      return { message: FREIGHT_MESSAGES.deleted };
    },
  );

  // Rows of from, to and rate for the trip form; the rate stays on the server for managers.
  app.get(
    calls.destinations.path,
    { config: { access: 'upload' }, schema: calls.destinations.schema },
    async (request) => freights.listDestinations(can(requireUser(request).profile, 'seeFreight')),
  );
}
