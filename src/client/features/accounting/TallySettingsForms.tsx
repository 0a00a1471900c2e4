import { useMemo } from 'react';
import { MAX_LEDGER_NAME, type LedgerNames } from '../../../shared/accounting/month-end';
import {
  MAX_TALLY_COMPANY,
  MAX_VENDOR_ADDRESS,
  tallyCompanySchema,
  vendorLedgerInputSchema,
  vendorLedgerNameProblem,
  type TallyCompany,
  type VendorLedger,
  type VendorLedgerInput,
} from '../../../shared/accounting/tally';
import { Button } from '../../ui/Button';
import { SettingForm } from '../../ui/SettingCard';
import { Field } from '../../ui/Field';
import { useSettingForm } from '../../ui/use-setting-form';
import {
  useSaveTallyCompanyMutation,
  useSaveVendorLedgerMutation,
  useTallyCompanyQuery,
  useVendorLedgersQuery,
} from './tally-api';
import { useLedgersQuery } from './accounting-api';

/** The Tally company the export files are for (SVCURRENTCOMPANY). */
export function TallyCompanyForm() {
  const stored = useTallyCompanyQuery();
  if (stored.isLoading) return null;
  // Mounted once the stored name is known: the form starts from it.
  return <TallyCompanyFields companyName={stored.data?.companyName ?? ''} />;
}

function TallyCompanyFields({ companyName }: TallyCompany) {
  const save = useSaveTallyCompanyMutation();
  return (
    <SettingForm
      label="Tally company"
      title="Tally company"
      saveLabel="Save Company"
      schema={tallyCompanySchema}
      stored={{ companyName }}
      save={save}
      failed="Failed to save the Tally company."
    >
      {(form) => (
        <Field label="Tally company name" maxLength={MAX_TALLY_COMPANY} {...form.field('companyName')} />
      )}
    </SettingForm>
  );
}

/**
 * The row's schema: the shared input rules, then the shared name rule against the books' own
 * ledgers, Tally's predefined groups and the other vendors' ledgers (the server checks the same).
 */
function vendorLedgerFormSchema(ledgers: LedgerNames | undefined, vendors: readonly VendorLedger[]) {
  return vendorLedgerInputSchema.superRefine((input, ctx) => {
    if (!ledgers) return;
    const problem = vendorLedgerNameProblem(input.ledgerName, input.vendor, ledgers, vendors);
    if (problem) ctx.addIssue({ code: 'custom', path: ['ledgerName'], message: problem });
  });
}

function VendorLedgerRow({
  vendor,
  vendors,
  ledgers,
}: {
  vendor: VendorLedger;
  vendors: readonly VendorLedger[];
  ledgers: LedgerNames | undefined;
}) {
  const [save, saving] = useSaveVendorLedgerMutation();
  // Rebuilt when the names load or change; the form checks with the schema of its latest render.
  const schema = useMemo(() => vendorLedgerFormSchema(ledgers, vendors), [ledgers, vendors]);
  const stored: VendorLedgerInput = {
    vendor: vendor.vendor,
    ledgerName: vendor.ledgerName,
    address: vendor.address,
  };
  const { form, onSubmit } = useSettingForm(schema, stored, save, 'Failed to save the vendor ledger.');
  return (
    <form
      className="vendor-ledger-row"
      onSubmit={onSubmit}
      noValidate
      aria-label={`Tally ledger of ${vendor.vendor}`}
    >
      <Field label={`Ledger of ${vendor.vendor}`} maxLength={MAX_LEDGER_NAME} {...form.field('ledgerName')} />
      <Field
        label={`Address of ${vendor.vendor}`}
        maxLength={MAX_VENDOR_ADDRESS}
        {...form.field('address')}
      />
      <Button type="submit" busy={saving.isLoading} busyLabel="Saving...">
        Save Ledger
      </Button>
    </form>
  );
}

/**
 * Each billed vendor's Tally ledger name (the vendor's name unless set; its own, in any case, and
 * none of Tally's predefined groups) and address; PAN and GSTIN come from the vendor master.
 */
export function VendorLedgersForm() {
  const vendors = useVendorLedgersQuery();
  const ledgers = useLedgersQuery();
  return (
    <div className="card">
      <h2 className="card__title">Vendor ledgers in Tally (Sundry Creditors)</h2>
      {vendors.data?.length === 0 && <p>No billed vendors yet.</p>}
      {vendors.data?.map((v) => (
        <VendorLedgerRow key={v.vendor} vendor={v} vendors={vendors.data ?? []} ledgers={ledgers.data} />
      ))}
    </div>
  );
}
