import type { FastifyInstance } from 'fastify';
import { VENDOR_MESSAGES, vendorInputSchema } from '../../../shared/vendor';
import { parseInput } from '../../http-errors';
import { vendorRepository } from './repository';
import { vendorService } from './service';

interface UpdateBody {
  _id?: unknown;
  id?: unknown;
}

/** Vendor screen calls (SPEC.md section 7) and the trip form's vendor look-up. */
export async function vendorRoutes(app: FastifyInstance) {
  const vendors = vendorRepository(app.db);
  const service = vendorService(app.db);

  app.get('/list-vendor', { config: { access: 'vendor' } }, async () => vendors.list());

  app.post('/add-vendor', { config: { access: 'vendor' } }, async (request, reply) => {
    const input = parseInput(vendorInputSchema, request.body);
    const vendor = await service.create(request.user!.username, input);
    return reply.status(201).send({ message: VENDOR_MESSAGES.added, vendor });
  });

  app.post('/update-vendor', { config: { access: 'vendor' } }, async (request) => {
    const body = (request.body ?? {}) as UpdateBody;
    const input = parseInput(vendorInputSchema, body);
    const vendor = await service.update(request.user!.username, body._id ?? body.id, input);
    return { message: VENDOR_MESSAGES.updated, vendor };
  });

  app.delete<{ Params: { id: string } }>('/delete-vendor/:id', { config: { access: 'vendor' } }, async (request) => {
    await service.remove(request.user!.username, request.params.id);
    return { message: VENDOR_MESSAGES.deleted };
  });

  app.get('/api/vendors', { config: { access: 'upload' } }, async () => vendors.listOptions());
}
