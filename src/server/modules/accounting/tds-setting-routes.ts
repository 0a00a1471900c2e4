import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TDS_SETTING_MESSAGES } from '../../../shared/accounting/tds-rule';
import { tdsSettingEndpoints as calls } from '../../../shared/accounting/tds-wire';
import { requireUser } from '../../plugins/session';
import { saveSettingAudited } from '../settings/public';
import { TDS_RULE_SETTING_KEY, readTdsRuleSetting } from '../vendors/public';

/** The section 206AA switch on Settings: read by the month-end staff, changed by the admin, audited. */
export async function tdsSettingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(calls.read.path, { config: { access: 'accounting' }, schema: calls.read.schema }, async () => ({
    setting: await readTdsRuleSetting(app.db),
  }));

  app.post(
    calls.save.path,
    { config: { access: 'settings' }, schema: calls.save.schema },
    async (request) => {
      const next = { higherRateWithoutPan: request.body.higherRateWithoutPan };
      await saveSettingAudited(app.db, TDS_RULE_SETTING_KEY, {
        actor: requireUser(request).username,
        after: next,
        readBefore: readTdsRuleSetting,
      });
      return { message: TDS_SETTING_MESSAGES.saved, setting: next };
    },
  );
}
