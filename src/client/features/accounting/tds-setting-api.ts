import type { TdsRuleChoice } from '../../../shared/accounting/tds-rule';
import { tdsSettingEndpoints as calls } from '../../../shared/accounting/tds-wire';
import type { AnswerOf } from '../../../shared/common/endpoint';
import { api, listTags } from '../../app/api';
import { settingEndpoints } from './setting-endpoints';

const tdsSetting = settingEndpoints(calls.read, calls.save, 'setting', {
  provides: [{ type: 'Vendor', id: 'TDS_RULE' }],
  invalidates: [{ type: 'Vendor', id: 'TDS_RULE' }, ...listTags('Vendor', 'Audit')],
});

/** The section 206AA switch (Settings). Changing it changes the rate the trip form shows for vendors without a valid PAN. */
export const tdsSettingApi = api.injectEndpoints({
  endpoints: (build) => ({
    tdsSetting: build.query<TdsRuleChoice, void>(tdsSetting.read),
    saveTdsSetting: build.mutation<AnswerOf<typeof calls.save>, TdsRuleChoice>(tdsSetting.save),
  }),
});

export const { useTdsSettingQuery, useSaveTdsSettingMutation } = tdsSettingApi;
