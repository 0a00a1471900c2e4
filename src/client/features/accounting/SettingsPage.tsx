import {
  LEDGER_KEYS,
  LEDGER_LABELS,
  MAX_LEDGER_NAME,
  ledgerNamesSchema,
  type LedgerNames,
} from '../../../shared/accounting/month-end';
import { Field } from '../../ui/Field';
import { WhenLoaded } from '../../ui/LoadingScreen';
import { SettingForm } from '../../ui/SettingCard';
import { useLedgersQuery, useSaveLedgersMutation } from './accounting-api';
import { BackupsCard } from './BackupsCard';
import { DocumentBlockingForm } from './DocumentBlockingForm';
import { TallyCompanyForm, VendorLedgersForm } from './TallySettingsForms';
import { TdsRuleSetting } from './TdsRuleSetting';
import '../../ui/money-pages.css';

/** Settings (/settings, admin only): the Tally ledger names the export uses, the other admin settings, and the backups' state. */
export function SettingsPage() {
  return (
    <WhenLoaded query={useLedgersQuery()}>
      {(stored) => (
        <section className="month-end-page">
          <LedgerNamesForm stored={stored} />
          <TallyCompanyForm />
          <VendorLedgersForm />
          <DocumentBlockingForm />
          <TdsRuleSetting />
          <BackupsCard />
        </section>
      )}
    </WhenLoaded>
  );
}

/** The ledger names, starting from what is stored; every empty or long one is named beside it. */
function LedgerNamesForm({ stored }: { stored: LedgerNames }) {
  const save = useSaveLedgersMutation();
  return (
    <SettingForm
      label="Tally ledgers"
      title="Tally ledger names"
      schema={ledgerNamesSchema}
      stored={stored}
      save={save}
      failed="Failed to save the ledger names."
    >
      {(form) => (
        <div className="settings-form">
          {LEDGER_KEYS.map((key) => (
            <Field key={key} label={LEDGER_LABELS[key]} maxLength={MAX_LEDGER_NAME} {...form.field(key)} />
          ))}
        </div>
      )}
    </SettingForm>
  );
}
