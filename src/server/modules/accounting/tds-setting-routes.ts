import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../endpoint-routes';
import { TDS_SETTING_MESSAGES } from '../../../shared/accounting/tds-rule';
import { tdsSettingEndpoints as calls } from '../../../shared/accounting/tds-wire';
import { saveSettingAsUser } from '../settings/public';
import { tdsRuleSetting } from '../vendors/public';

/** The section 206AA switch on Settings: read by the month-end staff, changed by the admin, audited. */
export async function tdsSettingRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);

  serve(calls.read, 'accounting', async () => ({
    setting: await tdsRuleSetting.read(app.db),
  }));

  serve(calls.save, 'settings', async (request) => {
    const next = { higherRateWithoutPan: request.body.higherRateWithoutPan };
    await saveSettingAsUser(request, tdsRuleSetting.key, next, tdsRuleSetting.read);
    return { message: TDS_SETTING_MESSAGES.saved, setting: next };
  });
}
