import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FREIGHT_MESSAGES, freightPayloadSchema } from '../../../shared/masters/freight';
import { can } from '../../../shared/auth/permissions';
import { idParams, messageAnswer } from '../../../shared/common/wire';
import {
  destinationAnswer,
  freightAddedAnswer,
  freightAnswer,
  freightRefBody,
} from '../../../shared/masters/wire';
import { freightRepository } from './repository';
import { freightService } from './service';

const updateFreightBody = z.object({ old: freightRefBody.optional(), new: freightPayloadSchema });

/** Freight screen calls (SPEC.md section 7) and the trip form's destination look-up. */
export async function freightRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const freights = freightRepository(app.db);
  const service = freightService(app.db);

  app.get(
    '/list-freight',
    { config: { access: 'freight' }, schema: { response: { 200: z.array(freightAnswer) } } },
    async () => freights.list(),
  );

  app.post(
    '/add-freight',
    {
      config: { access: 'freight' },
      schema: { body: freightPayloadSchema, response: { 201: freightAddedAnswer } },
    },
    async (request, reply) => {
      const freight = await service.create(requireUser(request).username, request.body);
      return reply.status(201).send({ message: FREIGHT_MESSAGES.added, freight });
    },
  );

  app.post(
    '/update-freight',
    { config: { access: 'freight' }, schema: { body: updateFreightBody, response: { 200: messageAnswer } } },
    async (request) => {
      await service.update(requireUser(request).username, request.body.old, request.body.new);
      return { message: FREIGHT_MESSAGES.updated };
    },
  );

  app.delete(
    '/delete-freight/:id',
    { config: { access: 'freight' }, schema: { params: idParams, response: { 200: messageAnswer } } },
    async (request) => {
      await service.remove(requireUser(request).username, request.params.id);
      return { message: FREIGHT_MESSAGES.deleted };
    },
  );

  // Rows of from, to and rate for the trip form; the rate stays on the server for managers.
  app.get(
    '/api/destination',
    { config: { access: 'upload' }, schema: { response: { 200: z.array(destinationAnswer) } } },
    async (request) => freights.listDestinations(can(requireUser(request).profile, 'seeFreight')),
  );
}
