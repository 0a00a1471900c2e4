import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../endpoint-routes';
import { diskSpaceEndpoints as calls } from '../../../shared/disk-space/wire';

/** GET /disk-space: the admin's dashboard warning (the 'settings' area: admins only). */
export async function diskSpaceRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  serve(calls.read, 'settings', async () => app.diskSpace.answer());
}
