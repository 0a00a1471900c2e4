import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../endpoint-routes';
import { isIsoDate, todayInIndia } from '../../../shared/common/dates';
import { DOCUMENT_WARNING_MESSAGES, blockingWarnings } from '../../../shared/masters/document-warnings';
import { truckNumberKey } from '../../../shared/masters/vehicle';
import { tripEndpoints as calls } from '../../../shared/trips/wire';
import { saveSettingAsUser } from '../settings/public';
import { vehicleRepository } from '../vehicles/public';
import { documentBlockingSetting, truckDocumentWarnings } from './document-check';

/** The trip form's document warnings and the admin's blocking setting. */
export async function tripDocumentRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  // What the trip form shows before saving; the save itself checks again.
  serve(calls.documentWarnings, 'upload', async (request) => {
    const truck = truckNumberKey(String(request.query.truckNumber ?? ''));
    const date = request.query.date && isIsoDate(request.query.date) ? request.query.date : todayInIndia();
    const vehicle = truck ? await vehicleRepository(app.db).findActive(truck) : null;
    const warnings = await truckDocumentWarnings(
      app.db,
      vehicle?.id ?? null,
      date,
      app.config.expiryWarningDays,
    );
    const blocking = blockingWarnings(warnings, await documentBlockingSetting.read(app.db));
    return {
      truckNumber: vehicle?.truckNo ?? truck,
      date,
      warnings,
      blocked: blocking.map((w) => w.field_name),
    };
  });

  serve(calls.documentBlocking, 'settings', async () => ({
    setting: await documentBlockingSetting.read(app.db),
  }));

  serve(calls.saveDocumentBlocking, 'settings', async (request) => {
    const next = request.body;
    await saveSettingAsUser(request, documentBlockingSetting.key, next, documentBlockingSetting.read);
    return { message: DOCUMENT_WARNING_MESSAGES.settingSaved, setting: next };
  });
}
