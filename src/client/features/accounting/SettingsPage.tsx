import {
  LEDGER_KEYS,
  LEDGER_LABELS,
  MAX_LEDGER_NAME,
  ledgerNamesSchema,
  type LedgerNames,
} from '../../../shared/accounting/month-end';
import { SettingCard } from '../../ui/SettingCard';
import { Field } from '../../ui/Field';
import { useSettingForm } from '../../ui/use-setting-form';
import { useLedgersQuery, useSaveLedgersMutation } from './accounting-api';
import { DocumentBlockingForm } from './DocumentBlockingForm';
import { TallyCompanyForm, VendorLedgersForm } from './TallySettingsForms';
import { TdsRuleSetting } from './TdsRuleSetting';
import '../../ui/money-pages.css';
import { CardLoading } from '../../ui/LoadingScreen';

/** Settings (/settings, admin only): the Tally ledger names the export uses. */
export function SettingsPage() {
  const stored = useLedgersQuery();
  if (!stored.data) return <CardLoading failed={stored.isError} />;
  return (
    <section className="month-end-page">
      <LedgerNamesForm stored={stored.data} />
      <TallyCompanyForm />
      <VendorLedgersForm />
      <DocumentBlockingForm />
      <TdsRuleSetting />
    </section>
  );
}

/** The ledger names, starting from what is stored; every empty or long one is named beside it. */
function LedgerNamesForm({ stored }: { stored: LedgerNames }) {
  const [save, saving] = useSaveLedgersMutation();
  const { form, onSubmit } = useSettingForm(
    ledgerNamesSchema,
    stored,
    save,
    'Failed to save the ledger names.',
  );

  return (
    <SettingCard
      label="Tally ledgers"
      title="Tally ledger names"
      onSubmit={onSubmit}
      saving={saving.isLoading}
    >
      <div className="settings-form">
        {LEDGER_KEYS.map((key) => (
          <Field key={key} label={LEDGER_LABELS[key]} maxLength={MAX_LEDGER_NAME} {...form.field(key)} />
        ))}
      </div>
    </SettingCard>
  );
}
