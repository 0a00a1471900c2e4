import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import { endpointRoutes } from '../../endpoint-routes';
import { tripAcknowledgeEndpoints as calls } from '../../../shared/trips/acknowledge-wire';
import { EXPIRY_WARNING_DAYS } from '../../../shared/masters/vehicle';
import { AcknowledgeRefused, acknowledgeTrips } from './acknowledge';
import type { TripContext } from './trip-context';

/** Many trips acknowledged at once: who may save a trip row may do it (the row edit's area). */
export async function tripAcknowledgeRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  const ctx: TripContext = { db: app.db, clock: () => new Date(), warningDays: EXPIRY_WARNING_DAYS };

  serve(calls.acknowledge, 'tripRowEdit', async (request, reply) => {
    const { username, profile } = requireUser(request);
    try {
      return await acknowledgeTrips(ctx, { username, profile }, request.body);
    } catch (error) {
      // Nothing was stored: every refused row with its reason.
      if (error instanceof AcknowledgeRefused) return reply.status(error.statusCode).send(error.body);
      throw error;
    }
  });
}
