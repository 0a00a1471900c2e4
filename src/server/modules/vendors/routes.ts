import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VENDOR_MESSAGES } from '../../../shared/masters/vendor';
import { vendorEndpoints as calls } from '../../../shared/masters/wire';
import { vendorRepository } from './repository';
import { vendorService } from './service';
import { readTdsRuleSetting } from './tds-terms';

/** Vendor screen calls (SPEC.md section 7) and the trip form's vendor look-up. */
export async function vendorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const vendors = vendorRepository(app.db);
  const service = vendorService(app.db);

  app.get(calls.list.path, { config: { access: 'vendor' }, schema: calls.list.schema }, async () =>
    vendors.list(),
  );

  app.post(
    calls.add.path,
    { config: { access: 'vendor' }, schema: calls.add.schema },
    async (request, reply) => {
      const vendor = await service.create(requireUser(request).username, request.body);
      return reply.status(201).send({ message: VENDOR_MESSAGES.added, vendor });
    },
  );

  app.post(
    calls.update.path,
    { config: { access: 'vendor' }, schema: calls.update.schema },
    async (request) => {
      const { _id, id, ...input } = request.body;
      const vendor = await service.update(requireUser(request).username, _id ?? id, input);
      return { message: VENDOR_MESSAGES.updated, vendor };
    },
  );

  app.delete(
    calls.remove.path,
    { config: { access: 'vendor' }, schema: calls.remove.schema },
    async (request) => {
      await service.remove(requireUser(request).username, request.params.id);
      return { message: VENDOR_MESSAGES.deleted };
    },
  );

  app.get(calls.options.path, { config: { access: 'upload' }, schema: calls.options.schema }, async () =>
    vendors.listOptions(await readTdsRuleSetting(app.db)),
  );
}
