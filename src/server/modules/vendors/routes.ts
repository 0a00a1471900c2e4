import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import { masterRoutes } from '../../master-routes';
import { VENDOR_MESSAGES } from '../../../shared/masters/vendor';
import { vendorEndpoints as calls } from '../../../shared/masters/wire';
import { vendorRepository } from './repository';
import { vendorService } from './service';
import { tdsRuleSetting } from './tds-terms';

/** Vendor screen calls (SPEC.md section 7) and the trip form's vendor look-up. */
export async function vendorRoutes(app: FastifyInstance) {
  const service = vendorService(app.db);
  const rows = vendorRepository(app.db);
  const serve = masterRoutes(app, 'vendor', calls, { rows, service, key: 'vendor' }, VENDOR_MESSAGES);

  serve(calls.update, 'vendor', async (request) => {
    const { _id, id, ...input } = request.body;
    const vendor = await service.update(requireUser(request).username, _id ?? id, input);
    return { message: VENDOR_MESSAGES.updated, vendor };
  });

  serve(calls.options, 'upload', async () => rows.listOptions(await tdsRuleSetting.read(app.db)));
}
