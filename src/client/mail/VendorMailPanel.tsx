import { useId, useState } from 'react';
import { todayInIndia } from '../../shared/common/dates';
import { BILL_MAIL_MODES, BILL_MAIL_MODE_LABELS, type BillMailMode } from '../../shared/mail/mail';
import { Button } from '../ui/Button';
import { SelectField } from '../ui/Field';
import { DateRangeFields } from '../ui/DateRangeFields';
import { announceSaved, useNotify } from '../ui/use-notify';
import {
  MAIL_POLL_MS,
  useEmailStatementMutation,
  useMailStatusQuery,
  useOutboxQuery,
  useSaveVendorMailSettingsMutation,
  useVendorMailSettingsQuery,
} from './mail-api';
import { MessagesTable } from './MessagesTable';
import { SharedLinks } from './SharedLinks';
import { ShareOnWhatsApp } from './ShareOnWhatsApp';
import { useShareStatementMutation } from './share-api';

interface VendorChoice {
  id: string;
  companyName: string;
}

/**
 * Mail to one vendor (Vendor screen, accountant and admin): how its bills go out, a statement each
 * month or now for a period, and the messages it was sent.
 */
export function VendorMailPanel({ vendors }: { vendors: readonly VendorChoice[] }) {
  const titleId = useId();
  const status = useMailStatusQuery();
  const [vendorId, setVendorId] = useState('');
  return (
    <section className="card vendor-mail" aria-labelledby={titleId}>
      <h2 className="card__title" id={titleId}>
        Mail to vendors
      </h2>
      {status.data?.configured === false && <p role="note">{status.data.message}</p>}
      <SelectField
        label="Mail of"
        value={vendorId}
        options={[
          { value: '', label: 'Choose a vendor' },
          ...vendors.map((v) => ({ value: v.id, label: v.companyName })),
        ]}
        onChange={(e) => setVendorId(e.target.value)}
      />
      {vendorId !== '' && <VendorMail key={vendorId} vendorId={vendorId} />}
    </section>
  );
}

function VendorMail({ vendorId }: { vendorId: string }) {
  const settings = useVendorMailSettingsQuery(vendorId);
  const messages = useOutboxQuery({ vendorId, limit: 20 }, { pollingInterval: MAIL_POLL_MS });
  if (!settings.data) return null;
  const { vendor, email } = settings.data;
  return (
    <>
      <p>
        {email ? `E-mail address: ${email}` : `${vendor} has no e-mail address: add one in the table above.`}
      </p>
      <SettingsForm
        vendorId={vendorId}
        bills={settings.data.bills}
        monthly={settings.data.monthlyStatement}
      />
      <StatementForm vendorId={vendorId} vendor={vendor} />
      <SharedLinks query={{ vendorId }} label={`Statements shared with ${vendor}`} />
      <MessagesTable
        label={`Messages to ${vendor}`}
        messages={messages.data?.messages ?? []}
        query={messages}
      />
    </>
  );
}

function SettingsForm({
  vendorId,
  bills,
  monthly,
}: {
  vendorId: string;
  bills: BillMailMode;
  monthly: boolean;
}) {
  const notify = useNotify();
  const [mode, setMode] = useState(bills);
  const [monthlyStatement, setMonthly] = useState(monthly);
  const [save, saving] = useSaveVendorMailSettingsMutation();
  return (
    <form
      className="vendor-mail__form"
      aria-label="Mail settings"
      onSubmit={async (e) => {
        e.preventDefault();
        announceSaved(
          notify,
          await save({ vendorId, bills: mode, monthlyStatement }),
          'Failed to save the mail settings.',
        );
      }}
    >
      <SelectField
        label="Bills are e-mailed"
        value={mode}
        options={BILL_MAIL_MODES.map((m) => ({ value: m, label: BILL_MAIL_MODE_LABELS[m] }))}
        onChange={(e) => setMode(e.target.value as BillMailMode)}
      />
      <label className="vendor-mail__toggle">
        <input type="checkbox" checked={monthlyStatement} onChange={(e) => setMonthly(e.target.checked)} />{' '}
        Statement each month
      </label>
      <Button type="submit" busy={saving.isLoading} busyLabel="Saving...">
        Save mail settings
      </Button>
    </form>
  );
}

function StatementForm({ vendorId, vendor }: { vendorId: string; vendor: string }) {
  const notify = useNotify();
  const today = todayInIndia();
  const [range, setRange] = useState({ startDate: `${today.slice(0, 8)}01`, endDate: today });
  const [send, sending] = useEmailStatementMutation();
  const [share, sharing] = useShareStatementMutation();
  return (
    <form
      className="vendor-mail__form"
      aria-label="Statement by e-mail"
      onSubmit={async (e) => {
        e.preventDefault();
        announceSaved(notify, await send({ vendorId, ...range }), 'Failed to queue the statement.');
      }}
    >
      <DateRangeFields range={range} onChange={(part, value) => setRange((r) => ({ ...r, [part]: value }))} />
      <Button type="submit" variant="secondary" busy={sending.isLoading} busyLabel="Queuing...">
        Email statement
      </Button>
      <ShareOnWhatsApp
        label={`Share on WhatsApp: statement of ${vendor}`}
        vendor={vendor}
        share={() => share({ vendorId, ...range })}
        busy={sharing.isLoading}
      />
    </form>
  );
}
