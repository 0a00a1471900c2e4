import type { TdsRuleSetting } from '../../../shared/accounting/tds-rule';
import { api, listTags } from '../../app/api';
import { settingEndpoints } from './setting-endpoints';

const tdsSetting = settingEndpoints<TdsRuleSetting, 'setting'>('/settings/tds', 'setting', {
  provides: [{ type: 'Vendor', id: 'TDS_RULE' }],
  invalidates: [{ type: 'Vendor', id: 'TDS_RULE' }, ...listTags('Vendor', 'Audit')],
});

/** The section 206AA switch (Settings). Changing it changes the rate the trip form shows for vendors without a valid PAN. */
export const tdsSettingApi = api.injectEndpoints({
  endpoints: (build) => ({
    tdsSetting: build.query<TdsRuleSetting, void>(tdsSetting.read),
    saveTdsSetting: build.mutation<{ message: string; setting: TdsRuleSetting }, TdsRuleSetting>(
      tdsSetting.save,
    ),
  }),
});

export const { useTdsSettingQuery, useSaveTdsSettingMutation } = tdsSettingApi;
