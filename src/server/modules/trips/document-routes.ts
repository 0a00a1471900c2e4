import type { FastifyInstance } from 'fastify';
import { isIsoDate, todayInIndia } from '../../../shared/dates';
import { DOCUMENT_WARNING_MESSAGES, blockingWarnings, documentBlockingSchema, type DocumentBlocking } from '../../../shared/documentWarnings';
import { truckNumberKey } from '../../../shared/vehicle';
import { parseInput } from '../../http-errors';
import { accountingRepository } from '../accounting/repository';
import { recordAudit } from '../audit/repository';
import { vehicleRepository } from '../vehicles/repository';
import { DOCUMENT_BLOCKING_KEY, documentBlocking, truckDocumentWarnings } from './document-check';

/** Issue 13: the trip form's document warnings and the admin's blocking setting. */
export async function tripDocumentRoutes(app: FastifyInstance) {
  // What the trip form shows before saving; the save itself checks again.
  app.get<{ Querystring: { truckNumber?: string; date?: string } }>(
    '/api/truck-document-warnings',
    { config: { access: 'upload' } },
    async (request) => {
      const truck = truckNumberKey(String(request.query.truckNumber ?? ''));
      const date = isIsoDate(request.query.date) ? request.query.date : todayInIndia();
      const vehicle = truck ? await vehicleRepository(app.db).findActive(truck) : null;
      const warnings = await truckDocumentWarnings(app.db, vehicle?.id ?? null, date, app.config.expiryWarningDays);
      const blocking = blockingWarnings(warnings, await documentBlocking(app.db));
      return { truckNumber: vehicle?.truckNo ?? truck, date, warnings, blocked: blocking.map((w) => w.field_name) };
    },
  );

  app.get('/settings/document-blocking', { config: { access: 'settings' } }, async () => ({ setting: await documentBlocking(app.db) }));

  app.post('/settings/document-blocking', { config: { access: 'settings' } }, async (request) => {
    const next: DocumentBlocking = parseInput(documentBlockingSchema, request.body);
    const before = await documentBlocking(app.db);
    await app.db.transaction().execute(async (trx) => {
      await accountingRepository(trx).saveSetting(DOCUMENT_BLOCKING_KEY, next, request.user!.username);
      await recordAudit(trx, { actor: request.user!.username, entity: 'settings', entityId: DOCUMENT_BLOCKING_KEY, action: 'update', before, after: next });
    });
    return { message: DOCUMENT_WARNING_MESSAGES.settingSaved, setting: next };
  });
}
