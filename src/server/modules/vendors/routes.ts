import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import { masterRoutes } from '../../master-routes';
import { VENDOR_MESSAGES } from '../../../shared/masters/vendor';
import { vendorEndpoints as calls } from '../../../shared/masters/wire';
import { vendorRepository } from './repository';
import { vendorService } from './service';
import { tdsRuleSetting } from './tds-terms';
import { attachDeclaration, declarationDocument, declarationsOf } from './declarations';
import { readMultipart, sendStoredFile } from '../files/public';
import { badRequest } from '../../http-errors';
import { VENDOR_TDS_MESSAGES } from '../../../shared/masters/vendor-tds';

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

  // Every tax year's transporter's declaration, and the PDF of each signed one.
  serve(calls.declarations, 'vendor', async (request) => ({
    declarations: await declarationsOf(app.db, request.params.id),
  }));

  serve(calls.attachDeclaration, 'vendor', async (request) => {
    const { files } = await readMultipart(request);
    if (!files.file) throw badRequest(VENDOR_TDS_MESSAGES.declarationFileRequired);
    const { id, receivedOn } = request.params;
    await attachDeclaration(app.db, requireUser(request).username, id, receivedOn, files.file);
    return { message: VENDOR_TDS_MESSAGES.declarationAttached };
  });

  serve(calls.declarationDocument, 'vendor', async (request, reply) => {
    const { id, receivedOn } = request.params;
    return sendStoredFile(reply, await declarationDocument(app.db, id, receivedOn));
  });
}
