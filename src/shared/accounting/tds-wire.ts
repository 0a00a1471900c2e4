import { z } from 'zod';
import { tdsRuleSettingSchema } from './tds-rule';
import { settingCalls } from '../common/endpoint';

/** GET/POST /settings/tds: the admin's section 206AA switch. */
export const tdsSettingAnswer = z.object({ setting: tdsRuleSettingSchema });

/** tds-setting-routes.ts serves them, tds-setting-api.ts calls them. */
export const tdsSettingEndpoints = settingCalls('/settings/tds', tdsRuleSettingSchema, tdsSettingAnswer);
