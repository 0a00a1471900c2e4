import { useState, type FormEvent } from 'react';
import { TDS_SETTING_MESSAGES } from '../../../shared/tdsRule';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { useNotify } from '../../ui/useNotify';
import { useSaveTdsSettingMutation, useTdsSettingQuery } from './tdsSettingApi';

/** Settings: the section 206AA switch. Off is allowed (it is audited) but the screen says what it costs. */
export function TdsRuleSetting() {
  const notify = useNotify();
  const stored = useTdsSettingQuery();
  const [edited, setEdited] = useState<boolean | null>(null);
  const [save, saving] = useSaveTdsSettingMutation();
  const on = edited ?? stored.data?.higherRateWithoutPan ?? true;
  const savedOn = stored.data?.higherRateWithoutPan ?? true;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await save({ higherRateWithoutPan: on });
    if ('error' in result) notify.error(serverMessage(result.error) ?? TDS_SETTING_MESSAGES.saveFailed);
    else {
      setEdited(null);
      notify.success(result.data.message);
    }
  }

  if (!stored.data) return null;
  return (
    <form className="card" onSubmit={submit} noValidate aria-label="TDS rule">
      <h2 className="card__title">TDS rule</h2>
      <label className="settings-toggle">
        <input type="checkbox" checked={on} onChange={(e) => setEdited(e.target.checked)} /> {TDS_SETTING_MESSAGES.label}
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
