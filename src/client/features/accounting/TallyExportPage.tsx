import { useWatch } from 'react-hook-form';
import { ACCOUNTING_MESSAGES, dateRangeSchema } from '../../../shared/accounting/month-end';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { DateRangeFields } from '../../ui/DateRangeFields';
import { useNotify } from '../../ui/use-notify';
import { useSchemaForm } from '../../ui/use-schema-form';
import { useDownloadTallyMutation } from './accounting-api';
import { TallyExportLog } from './TallyExportLog';
import { useDownloadTallyFileMutation, useMakeTallyChangeSetMutation } from './tally-api';
import '../../ui/money-pages.css';

/** Tally Export (/tally-export): a period's vouchers, or a change set of what Tally does not hold yet; and the numbered exports. */
export function TallyExportPage() {
  const notify = useNotify();
  const form = useSchemaForm(dateRangeSchema, { startDate: '', endDate: '' });
  const period = useWatch({ control: form.control });
  const [download, tally] = useDownloadTallyMutation();
  const [makeChangeSet, changes] = useMakeTallyChangeSetMutation();
  const [downloadFile] = useDownloadTallyFileMutation();

  // Every broken rule of the period is named beside its date; only a good period is asked for.
  const submit = form.submit(async (checked) => {
    const result = await download(checked);
    if ('error' in result) notify.error(serverMessage(result.error) ?? ACCOUNTING_MESSAGES.tallyFailed);
    else notify.success(ACCOUNTING_MESSAGES.tallyDownloaded);
  });

  // The set is made by a command; its vouchers file is then downloaded like any other, and can be again.
  const exportChanges = async () => {
    const made = await makeChangeSet();
    if ('error' in made) {
      notify.error(serverMessage(made.error) ?? ACCOUNTING_MESSAGES.tallyFailed);
      return;
    }
    const saved = await downloadFile({ sequence: made.data.export.id, part: 'vouchers' });
    if ('error' in saved) notify.error(serverMessage(saved.error) ?? ACCOUNTING_MESSAGES.tallyFailed);
    else notify.success(made.data.message);
  };

  return (
    <section className="month-end-page">
      <form className="card month-end-toolbar" onSubmit={submit} noValidate aria-label="Tally export">
        <DateRangeFields
          range={{ startDate: period.startDate ?? '', endDate: period.endDate ?? '' }}
          errors={{ startDate: form.errorOf('startDate'), endDate: form.errorOf('endDate') }}
          // After a Submit that named a mistake, each change checks the period again.
          onChange={(part, value) =>
            form.setValue(part, value, { shouldValidate: form.formState.isSubmitted })
          }
        />
        <Button type="submit" busy={tally.isLoading} busyLabel="Making file...">
          Download Tally XML
        </Button>
        <Button type="button" onClick={exportChanges} busy={changes.isLoading} busyLabel="Making file...">
          Make Change Set
        </Button>
      </form>
      <div className="card">
        <p>
          Each bill is a Journal voucher and each payment a Payment voucher (with its UTR or cheque number as
          the bank allocation). Every export is numbered and keeps two files, both offered again on its row
          below: import the masters file first (Import Masters: the books' own ledgers and the vendor ledgers,
          with PAN, GSTIN, address), then the vouchers file (Import Vouchers). Vouchers go as create-or-alter
          by their identity, so a file fills an empty company as well as it updates one; a cancelled bill or a
          reversed payment goes as a cancellation. The period file holds the bills and payments dated in the
          range; a change set what Tally is not known to hold yet, of any date.
        </p>
        <p>
          Once a file is imported, press Mark Imported on its row: until then its vouchers are in the next
          change set too, so a lost download loses nothing. Importing an older file after a newer one brings
          the older amounts back: the list says which files are superseded; import those only before the file
          that supersedes them. Ledger names and the company are set by an admin on the Settings screen.
        </p>
      </div>
      <TallyExportLog />
    </section>
  );
}
