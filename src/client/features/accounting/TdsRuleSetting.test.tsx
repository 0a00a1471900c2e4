import { screen } from '@testing-library/react';
import { user } from '../../test/user';
import { TDS_SETTING_MESSAGES } from '../../../shared/accounting/tds-rule';
import { stubFetch } from '../../test/fetch-stub';
import { bodySentWith } from '../../test/forms';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { TdsRuleSetting } from './TdsRuleSetting';

test('turning section 206AA off shows the warning and saves the switch; turning it on again hides the warning', async () => {
  let stored = true;
  const { calls } = stubFetch({
    'GET /settings/tds': () => ({ body: { setting: { higherRateWithoutPan: stored } } }),
    'POST /settings/tds': ({ body }) => {
      stored = (body as { higherRateWithoutPan: boolean }).higherRateWithoutPan;
      return { body: { message: TDS_SETTING_MESSAGES.saved, setting: body } };
    },
  });
  renderWithProviders(<TdsRuleSetting />, { preloadedState: signedInAs('admin') });
  const toggle = await screen.findByRole('checkbox', { name: TDS_SETTING_MESSAGES.label });
  expect(toggle).toBeChecked();
  expect(screen.queryByText(TDS_SETTING_MESSAGES.offWarning)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save TDS rule' })).toBeDisabled();

  await user.click(toggle);
  expect(screen.getByRole('alert')).toHaveTextContent(TDS_SETTING_MESSAGES.offWarning);
  await user.click(screen.getByRole('button', { name: 'Save TDS rule' }));
  expect(await bodySentWith(calls, TDS_SETTING_MESSAGES.saved)).toEqual({ higherRateWithoutPan: false });
  expect(await screen.findByRole('checkbox', { name: TDS_SETTING_MESSAGES.label })).not.toBeChecked();
  expect(screen.getByText(TDS_SETTING_MESSAGES.offWarning)).toBeInTheDocument();

  await user.click(screen.getByRole('checkbox', { name: TDS_SETTING_MESSAGES.label }));
  expect(screen.queryByText(TDS_SETTING_MESSAGES.offWarning)).not.toBeInTheDocument();
});
