import { useWatch } from 'react-hook-form';
import { TDS_SETTING_MESSAGES, tdsRuleSettingSchema } from '../../../shared/accounting/tds-rule';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { useNotify } from '../../ui/use-notify';
import { useSchemaForm } from '../../ui/use-schema-form';
import { useSaveTdsSettingMutation, useTdsSettingQuery } from './tds-setting-api';

interface TdsRule {
  higherRateWithoutPan: boolean;
}

/** Settings: the section 206AA switch. Off is allowed (it is audited) but the screen says what it costs. */
export function TdsRuleSetting() {
  const stored = useTdsSettingQuery();
  if (!stored.data) return null;
  // Mounted once the stored switch is known: the form starts from it.
  return <TdsRuleForm savedOn={stored.data.higherRateWithoutPan} />;
}

function TdsRuleForm({ savedOn }: { savedOn: boolean }) {
  const notify = useNotify();
  const form = useSchemaForm<TdsRule>(tdsRuleSettingSchema, { higherRateWithoutPan: savedOn });
  const on = useWatch({ control: form.control, name: 'higherRateWithoutPan' });
  const [save, saving] = useSaveTdsSettingMutation();

  async function submit(setting: TdsRule) {
    const result = await save(setting);
    if ('error' in result) notify.error(serverMessage(result.error) ?? TDS_SETTING_MESSAGES.saveFailed);
    else {
      form.reset(setting);
      notify.success(result.data.message);
    }
  }

  return (
    <form className="card" onSubmit={form.submit(submit)} noValidate aria-label="TDS rule">
      <h2 className="card__title">TDS rule</h2>
      <label className="settings-toggle">
        <input type="checkbox" {...form.register('higherRateWithoutPan')} /> {TDS_SETTING_MESSAGES.label}
      </label>
      {!on && (
        <p className="pan-missing" role="alert">
          {TDS_SETTING_MESSAGES.offWarning}
        </p>
      )}
      <Button type="submit" busy={saving.isLoading} busyLabel="Saving..." disabled={on === savedOn}>
        Save TDS rule
      </Button>
    </form>
  );
}
