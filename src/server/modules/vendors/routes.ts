import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import { endpointRoutes } from '../../endpoint-routes';
import { VENDOR_MESSAGES } from '../../../shared/masters/vendor';
import { vendorEndpoints as calls } from '../../../shared/masters/wire';
import { vendorRepository } from './repository';
import { vendorService } from './service';
import { tdsRuleSetting } from './tds-terms';

/** Vendor screen calls (SPEC.md section 7) and the trip form's vendor look-up. */
export async function vendorRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  const vendors = vendorRepository(app.db);
  const service = vendorService(app.db);

  serve(calls.list, 'vendor', async () => vendors.list());

  serve(calls.add, 'vendor', async (request, reply) => {
    const vendor = await service.create(requireUser(request).username, request.body);
    return reply.status(201).send({ message: VENDOR_MESSAGES.added, vendor });
  });

  serve(calls.update, 'vendor', async (request) => {
    const { _id, id, ...input } = request.body;
    const vendor = await service.update(requireUser(request).username, _id ?? id, input);
    return { message: VENDOR_MESSAGES.updated, vendor };
  });

  serve(calls.remove, 'vendor', async (request) => {
    await service.remove(requireUser(request).username, request.params.id);
    return { message: VENDOR_MESSAGES.deleted };
  });

  serve(calls.options, 'upload', async () => vendors.listOptions(await tdsRuleSetting.read(app.db)));
}
