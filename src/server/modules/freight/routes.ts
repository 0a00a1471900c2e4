import type { FastifyInstance } from 'fastify';
import { FREIGHT_MESSAGES, freightPayloadSchema } from '../../../shared/freight';
import { can } from '../../../shared/permissions';
import { parseInput } from '../../http-errors';
import { freightRepository } from './repository';
import { freightService, type FreightRef } from './service';

interface UpdateBody {
  old?: FreightRef;
  new?: unknown;
}

/** Freight screen calls (SPEC.md section 7) and the trip form's destination look-up. */
export async function freightRoutes(app: FastifyInstance) {
  const freights = freightRepository(app.db);
  const service = freightService(app.db);

  app.get('/list-freight', { config: { access: 'freight' } }, async () => freights.list());

  app.post('/add-freight', { config: { access: 'freight' } }, async (request, reply) => {
    const input = parseInput(freightPayloadSchema, request.body);
    const freight = await service.create(request.user!.username, input);
    return reply.status(201).send({ message: FREIGHT_MESSAGES.added, freight });
  });

  app.post<{ Body: UpdateBody }>('/update-freight', { config: { access: 'freight' } }, async (request) => {
    const body = (request.body ?? {}) as UpdateBody;
    const input = parseInput(freightPayloadSchema, body.new);
    await service.update(request.user!.username, body.old, input);
    return { message: FREIGHT_MESSAGES.updated };
  });

  app.delete<{ Params: { id: string } }>('/delete-freight/:id', { config: { access: 'freight' } }, async (request) => {
    await service.remove(request.user!.username, request.params.id);
    return { message: FREIGHT_MESSAGES.deleted };
  });

  // Rows of from, to and rate for the trip form; the rate stays on the server for managers.
  app.get('/api/destination', { config: { access: 'upload' } }, async (request) =>
    freights.listDestinations(can(request.user!.profile, 'seeFreight')),
  );
}
