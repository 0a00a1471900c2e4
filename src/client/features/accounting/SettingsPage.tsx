import { useState } from 'react';
import { LEDGER_KEYS, LEDGER_LABELS, ledgerNamesSchema, type LedgerNames } from '../../../shared/accounting';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useNotify } from '../../ui/useNotify';
import { useSchemaSubmit } from '../../ui/useSchemaSubmit';
import { useLedgersQuery, useSaveLedgersMutation } from './accountingApi';
import { DocumentBlockingForm } from './DocumentBlockingForm';
import { TallyCompanyForm, VendorLedgersForm } from './TallySettingsForms';
import { TdsRuleSetting } from './TdsRuleSetting';
import '../../ui/money-pages.css';

/** Settings (/settings, admin only): the Tally ledger names the export uses. */
export function SettingsPage() {
  const notify = useNotify();
  const stored = useLedgersQuery();
  // The admin's edit, else what is stored.
  const [edited, setForm] = useState<LedgerNames | null>(null);
  const form = edited ?? stored.data ?? null;
  const [save, saving] = useSaveLedgersMutation();

  const submit = useSchemaSubmit(ledgerNamesSchema, form, async (ledgers) => {
    const result = await save(ledgers);
    if ('error' in result) notify.error(serverMessage(result.error) ?? 'Failed to save the ledger names.');
    else notify.success(result.data.message);
  });

  if (!form) return <p className="card empty-state">{stored.isError ? 'Error fetching data. Please try again later.' : 'Loading...'}</p>;
  return (
    <section className="month-end-page">
      <form className="card" onSubmit={submit} noValidate aria-label="Tally ledgers">
        <h2 className="card__title">Tally ledger names</h2>
        <div className="settings-form">
          {LEDGER_KEYS.map((key) => (
            <Field key={key} label={LEDGER_LABELS[key]} value={form[key]} maxLength={60} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
          ))}
        </div>
        <Button type="submit" busy={saving.isLoading} busyLabel="Saving...">
          Save
        </Button>
      </form>
      <TallyCompanyForm />
      <VendorLedgersForm />
      <DocumentBlockingForm />
      <TdsRuleSetting />
    </section>
  );
}
