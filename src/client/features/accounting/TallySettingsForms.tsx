import { useState } from 'react';
import { tallyCompanySchema, vendorLedgerInputSchema, type VendorLedger } from '../../../shared/tally';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useNotify } from '../../ui/useNotify';
import { useSchemaSubmit } from '../../ui/useSchemaSubmit';
import { useSaveTallyCompanyMutation, useSaveVendorLedgerMutation, useTallyCompanyQuery, useVendorLedgersQuery } from './tallyApi';

/** The Tally company the export files are for (SVCURRENTCOMPANY). */
export function TallyCompanyForm() {
  const notify = useNotify();
  const stored = useTallyCompanyQuery();
  const [edited, setEdited] = useState<string | null>(null);
  const companyName = edited ?? stored.data?.companyName ?? '';
  const [save, saving] = useSaveTallyCompanyMutation();
  const submit = useSchemaSubmit(tallyCompanySchema, { companyName }, async (checked) => {
    const result = await save(checked);
    if ('error' in result) notify.error(serverMessage(result.error) ?? 'Failed to save the Tally company.');
    else notify.success(result.data.message);
  });
  return (
    <form className="card" onSubmit={submit} noValidate aria-label="Tally company">
      <h2 className="card__title">Tally company</h2>
      <Field label="Tally company name" value={companyName} maxLength={100} onChange={(e) => setEdited(e.target.value)} />
      <Button type="submit" busy={saving.isLoading} busyLabel="Saving...">
        Save Company
      </Button>
    </form>
  );
}

function VendorLedgerRow({ vendor }: { vendor: VendorLedger }) {
  const notify = useNotify();
  const [form, setForm] = useState({ vendor: vendor.vendor, ledgerName: vendor.ledgerName, address: vendor.address });
  const [save, saving] = useSaveVendorLedgerMutation();
  const submit = useSchemaSubmit(vendorLedgerInputSchema, form, async (checked) => {
    const result = await save(checked);
    if ('error' in result) notify.error(serverMessage(result.error) ?? 'Failed to save the vendor ledger.');
    else notify.success(result.data.message);
  });
  return (
    <form className="month-end-toolbar" onSubmit={submit} noValidate aria-label={`Tally ledger of ${vendor.vendor}`}>
      <Field label={`Ledger of ${vendor.vendor}`} value={form.ledgerName} maxLength={60} onChange={(e) => setForm({ ...form, ledgerName: e.target.value })} />
      <Field label={`Address of ${vendor.vendor}`} value={form.address} maxLength={200} onChange={(e) => setForm({ ...form, address: e.target.value })} />
      <Button type="submit" busy={saving.isLoading} busyLabel="Saving...">
        Save Ledger
      </Button>
    </form>
  );
}

/** Each billed vendor's Tally ledger name (the vendor's name unless set) and address; PAN and GSTIN come from the vendor master. */
export function VendorLedgersForm() {
  const vendors = useVendorLedgersQuery();
  return (
    <div className="card">
      <h2 className="card__title">Vendor ledgers in Tally (Sundry Creditors)</h2>
      {vendors.data?.length === 0 && <p>No billed vendors yet.</p>}
      {vendors.data?.map((v) => <VendorLedgerRow key={v.vendor} vendor={v} />)}
    </div>
  );
}
