import { z } from 'zod';
import { tdsRuleSettingSchema } from './tds-rule';
import { endpoint } from '../common/endpoint';
import { messageAnswer } from '../common/wire';

/** GET/POST /settings/tds: the admin's section 206AA switch. */
export const tdsSettingAnswer = z.object({ setting: tdsRuleSettingSchema });
export const tdsSettingSavedAnswer = messageAnswer.extend(tdsSettingAnswer.shape);

/** tds-setting-routes.ts serves them, tds-setting-api.ts calls them. */
export const tdsSettingEndpoints = {
  read: endpoint('GET', '/settings/tds', { response: { 200: tdsSettingAnswer } }),
  save: endpoint('POST', '/settings/tds', {
    body: tdsRuleSettingSchema,
    response: { 200: tdsSettingSavedAnswer },
  }),
};
