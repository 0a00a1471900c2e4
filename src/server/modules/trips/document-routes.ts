import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isIsoDate, todayInIndia } from '../../../shared/common/dates';
import { DOCUMENT_WARNING_MESSAGES, blockingWarnings } from '../../../shared/masters/document-warnings';
import { truckNumberKey } from '../../../shared/masters/vehicle';
import { tripEndpoints as calls } from '../../../shared/trips/wire';
import { saveSettingAudited } from '../settings/public';
import { vehicleRepository } from '../vehicles/public';
import { DOCUMENT_BLOCKING_KEY, documentBlocking, truckDocumentWarnings } from './document-check';

/** The trip form's document warnings and the admin's blocking setting. */
export async function tripDocumentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // What the trip form shows before saving; the save itself checks again.
  app.get(
    calls.documentWarnings.path,
    { config: { access: 'upload' }, schema: calls.documentWarnings.schema },
    async (request) => {
      const truck = truckNumberKey(String(request.query.truckNumber ?? ''));
      const date = request.query.date && isIsoDate(request.query.date) ? request.query.date : todayInIndia();
      const vehicle = truck ? await vehicleRepository(app.db).findActive(truck) : null;
      const warnings = await truckDocumentWarnings(
        app.db,
        vehicle?.id ?? null,
        date,
        app.config.expiryWarningDays,
      );
      const blocking = blockingWarnings(warnings, await documentBlocking(app.db));
      return {
        truckNumber: vehicle?.truckNo ?? truck,
        date,
        warnings,
        blocked: blocking.map((w) => w.field_name),
      };
    },
  );

  app.get(
    calls.documentBlocking.path,
    { config: { access: 'settings' }, schema: calls.documentBlocking.schema },
    async () => ({ setting: await documentBlocking(app.db) }),
  );

  app.post(
    calls.saveDocumentBlocking.path,
    { config: { access: 'settings' }, schema: calls.saveDocumentBlocking.schema },
    async (request) => {
      const next = request.body;
      await saveSettingAudited(app.db, DOCUMENT_BLOCKING_KEY, {
        actor: requireUser(request).username,
        after: next,
        readBefore: documentBlocking,
      });
      return { message: DOCUMENT_WARNING_MESSAGES.settingSaved, setting: next };
    },
  );
}
