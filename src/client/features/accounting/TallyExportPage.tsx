import { useState } from 'react';
import { ACCOUNTING_MESSAGES, dateRangeSchema } from '../../../shared/accounting';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useNotify } from '../../ui/useNotify';
import { useSchemaSubmit } from '../../ui/useSchemaSubmit';
import { useDownloadTallyMutation } from './accountingApi';
import '../../ui/money-pages.css';

/** Tally Export (/tally-export): one XML file of journal vouchers (bills) and payment vouchers for a date range. */
export function TallyExportPage() {
  const notify = useNotify();
  const [range, setRange] = useState({ startDate: '', endDate: '' });
  const [download, tally] = useDownloadTallyMutation();

  const submit = useSchemaSubmit(dateRangeSchema, range, async (checked) => {
    const result = await download(checked);
    if ('error' in result) notify.error(serverMessage(result.error) ?? ACCOUNTING_MESSAGES.tallyFailed);
    else notify.success(ACCOUNTING_MESSAGES.tallyDownloaded);
  });

  return (
    <section className="month-end-page">
      <form className="card month-end-toolbar" onSubmit={submit} noValidate aria-label="Tally export">
        <Field label="Start Date" type="date" value={range.startDate} onChange={(e) => setRange((r) => ({ ...r, startDate: e.target.value }))} />
        <Field label="End Date" type="date" value={range.endDate} onChange={(e) => setRange((r) => ({ ...r, endDate: e.target.value }))} />
        <Button type="submit" busy={tally.isLoading} busyLabel="Making file...">
          Download Tally XML
        </Button>
      </form>
      <div className="card">
        <p>
          The file holds a Journal voucher for each live bill dated in the range (its latest revision; cancelled bills are left out) and a Payment
          voucher for each payment not reversed. Import it in Tally with Gateway of Tally, Import Data, Vouchers. The vendor ledgers are the vendor
          names; the other ledger names are set by an admin on the Settings screen.
        </p>
      </div>
    </section>
  );
}
