import { z } from 'zod';
import { tdsRuleSettingSchema } from './tds-rule';

/** GET/POST /settings/tds: the admin's section 206AA switch. */
export const tdsSettingAnswer = z.object({ setting: tdsRuleSettingSchema });
export const tdsSettingSavedAnswer = z.object({ message: z.string(), setting: tdsRuleSettingSchema });
