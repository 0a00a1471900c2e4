import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VENDOR_MESSAGES } from '../../../shared/masters/vendor';
import { idParams, messageAnswer } from '../../../shared/common/wire';
import {
  addVendorBody,
  updateVendorBody,
  vendorListAnswer,
  vendorOptionAnswer,
  vendorSavedAnswer,
} from '../../../shared/masters/wire';
import { vendorRepository } from './repository';
import { vendorService } from './service';
import { readTdsRuleSetting } from './tds-terms';

/** Vendor screen calls (SPEC.md section 7) and the trip form's vendor look-up. */
export async function vendorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const vendors = vendorRepository(app.db);
  const service = vendorService(app.db);

  app.get(
    '/list-vendor',
    { config: { access: 'vendor' }, schema: { response: { 200: vendorListAnswer } } },
    async () => vendors.list(),
  );

  app.post(
    '/add-vendor',
    { config: { access: 'vendor' }, schema: { body: addVendorBody, response: { 201: vendorSavedAnswer } } },
    async (request, reply) => {
      const vendor = await service.create(requireUser(request).username, request.body);
      return reply.status(201).send({ message: VENDOR_MESSAGES.added, vendor });
    },
  );

  app.post(
    '/update-vendor',
    {
      config: { access: 'vendor' },
      schema: { body: updateVendorBody, response: { 200: vendorSavedAnswer } },
    },
    async (request) => {
      const { _id, id, ...input } = request.body;
      const vendor = await service.update(requireUser(request).username, _id ?? id, input);
      return { message: VENDOR_MESSAGES.updated, vendor };
    },
  );

  app.delete(
    '/delete-vendor/:id',
    { config: { access: 'vendor' }, schema: { params: idParams, response: { 200: messageAnswer } } },
    async (request) => {
      await service.remove(requireUser(request).username, request.params.id);
      return { message: VENDOR_MESSAGES.deleted };
    },
  );

  app.get(
    '/api/vendors',
    { config: { access: 'upload' }, schema: { response: { 200: z.array(vendorOptionAnswer) } } },
    async () => vendors.listOptions(await readTdsRuleSetting(app.db)),
  );
}
