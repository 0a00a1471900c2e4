import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import { endpointRoutes } from '../../endpoint-routes';
import { detailEndpoints as calls } from '../../../shared/details/wire';
import { detailService } from './service';

/**
 * The trip page and the bill page. A trip is read by whoever may read it (GET /api/trip's rule:
 * every date with Reports, today's otherwise); a bill by the profiles of Transactions.
 */
export async function detailRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  const details = detailService(app.db, app.config.clock);

  serve(calls.trip, 'upload', async (request) => {
    const { username, profile } = requireUser(request);
    return details.trip({ username, profile }, request.params.tripId);
  });

  serve(calls.bill, 'transactions', async (request) => details.bill(request.params.billId));
}
