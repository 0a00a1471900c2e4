import type { TdsRuleSetting } from '../../../shared/tdsRule';
import { api, listTags } from '../../app/api';

/** The section 206AA switch (Settings). Changing it changes the rate the trip form shows for vendors without a valid PAN. */
export const tdsSettingApi = api.injectEndpoints({
  endpoints: (build) => ({
    tdsSetting: build.query<TdsRuleSetting, void>({
      query: () => '/settings/tds',
      transformResponse: (response: { setting: TdsRuleSetting }) => response.setting,
      providesTags: [{ type: 'Vendor', id: 'TDS_RULE' }],
    }),
    saveTdsSetting: build.mutation<{ message: string; setting: TdsRuleSetting }, TdsRuleSetting>({
      query: (body) => ({ url: '/settings/tds', method: 'POST', body }),
      invalidatesTags: [{ type: 'Vendor', id: 'TDS_RULE' }, ...listTags('Vendor', 'Audit')],
    }),
  }),
});

export const { useTdsSettingQuery, useSaveTdsSettingMutation } = tdsSettingApi;
