import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tripPaperEndpoints as calls } from '../../../shared/trips/papers-wire';
import { PAPERS_MESSAGES } from '../../../shared/trips/papers';
import { endpointRoutes } from '../../endpoint-routes';
import { requireUser } from '../../plugins/session';
import { readMultipart } from '../files/public';
import type { TripActor, TripContext } from './trip-context';
import { myTripsToday, saveTripPapers } from './trip-papers';

/** A trip's papers after it is stored, and the list of one's own trips of today to add them from. */
export async function tripPaperRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  const ctx: TripContext = {
    db: app.db,
    clock: () => new Date(),
    warningDays: app.config.expiryWarningDays,
  };
  const actorOf = (request: FastifyRequest): TripActor => {
    const { username, profile } = requireUser(request);
    return { username, profile };
  };

  // Multipart: the four papers by field name; each must be a PDF of at most 1 MB (413/415 otherwise).
  serve(calls.save, 'tripPapers', async (request) => {
    const { files } = await readMultipart(request);
    const result = await saveTripPapers(ctx, actorOf(request), request.params.tripId, files);
    return { message: PAPERS_MESSAGES.saved(result.tripId), TripID: result.tripId, saved: result.saved };
  });

  serve(calls.myTripsToday, 'tripCreate', async (request) => ({
    trips: await myTripsToday(ctx, actorOf(request)),
  }));
}
