import { ACCOUNTING_MESSAGES, dateRangeSchema } from '../../../shared/accounting/month-end';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useNotify } from '../../ui/use-notify';
import { useSchemaForm } from '../../ui/use-schema-form';
import { useDownloadTallyMutation } from './accounting-api';
import { TallyExportLog } from './TallyExportLog';
import { useDownloadTallyChangesMutation } from './tally-api';
import '../../ui/money-pages.css';

/** Tally Export (/tally-export): a period's vouchers, or what changed since the last export; and the log of exports. */
export function TallyExportPage() {
  const notify = useNotify();
  const form = useSchemaForm(dateRangeSchema, { startDate: '', endDate: '' });
  const [download, tally] = useDownloadTallyMutation();
  const [downloadChanges, changes] = useDownloadTallyChangesMutation();

  // Every broken rule of the period is named beside its date; only a good period is asked for.
  const submit = form.submit(async (checked) => {
    const result = await download(checked);
    if ('error' in result) notify.error(serverMessage(result.error) ?? ACCOUNTING_MESSAGES.tallyFailed);
    else notify.success(ACCOUNTING_MESSAGES.tallyDownloaded);
  });

  const exportChanges = async () => {
    const result = await downloadChanges();
    if ('error' in result) notify.error(serverMessage(result.error) ?? ACCOUNTING_MESSAGES.tallyFailed);
    else notify.success(ACCOUNTING_MESSAGES.tallyDownloaded);
  };

  return (
    <section className="month-end-page">
      <form className="card month-end-toolbar" onSubmit={submit} noValidate aria-label="Tally export">
        <Field label="Start Date" type="date" {...form.field('startDate')} />
        <Field label="End Date" type="date" {...form.field('endDate')} />
        <Button type="submit" busy={tally.isLoading} busyLabel="Making file...">
          Download Tally XML
        </Button>
        <Button type="button" onClick={exportChanges} busy={changes.isLoading} busyLabel="Making file...">
          Download Changes Since Last Export
        </Button>
      </form>
      <div className="card">
        <p>
          Each bill is a Journal voucher and each payment a Payment voucher, with the vendor ledgers (Sundry
          Creditors, bill-wise, PAN, GSTIN, address) in the same file. Every voucher keeps one identity: a
          bill revised after it was exported is sent again as an alteration of the same voucher, a cancelled
          bill or a reversed payment as a cancellation, so files can be imported again, or out of order,
          without doubling anything. The period file holds the bills and payments dated in the range; the
          changes file whatever Tally has not been sent yet, of any date. Import it in Tally with Gateway of
          Tally, Import Data, Vouchers. Ledger names and the company are set by an admin on the Settings
          screen.
        </p>
      </div>
      <TallyExportLog />
    </section>
  );
}
