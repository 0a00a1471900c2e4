import { Link } from 'react-router-dom';
import { billPdfFileName } from '../../../../shared/billing/file';
import { formatIndianDate } from '../../../../shared/common/dates';
import { BILLING_MESSAGES } from '../../../../shared/billing';
import { formatINR } from '../../../../shared/common/money';
import { API_BASE } from '../../../app/base-query';
import { withReason } from '../../../app/errors';
import { useAppSelector } from '../../../app/hooks';
import { selectPermissions } from '../../../permissions/selectors';
import { Button } from '../../../ui/Button';
import { useNotify } from '../../../ui/use-notify';
import { useDownloadTransactionBillMutation } from './billing-api';
import { Facts } from '../../../ui/Facts';
import type { ShownBill } from './use-bill-in-address';
import { BillMail } from '../../../mail/BillMail';

/** Where a bill's PDF opens in the browser's own viewer (a new tab), not as a download. */
export const billPdfViewUrl = (billId: string) =>
  `${API_BASE}/generate-pdf-by-bill-id-transaction/${encodeURIComponent(billId)}?disposition=inline`;

interface BillResultPanelProps {
  /** The bill (its trips and revision are known when it was just made on this page). */
  bill: ShownBill;
  /** 'generated' after Generate Bill, 'updated' after Update Bill. */
  outcome: 'generated' | 'updated';
  onClose: () => void;
}

/**
 * What a bill just made is: its id, vendor, trips and net, with the next steps (open or download
 * its PDF, record a payment, see it on Transactions). It stays until closed or the next bill,
 * whatever happens to the list it came from.
 */
export function BillResultPanel({ bill, outcome, onClose }: BillResultPanelProps) {
  const permissions = useAppSelector(selectPermissions);
  const notify = useNotify();
  const [download, downloading] = useDownloadTransactionBillMutation();
  const title =
    outcome === 'generated'
      ? `Bill ${bill.billId} generated`
      : `Bill ${bill.billId} updated${bill.revision === undefined ? '' : ` (revision ${bill.revision})`}`;

  async function save() {
    const result = await download(bill.billId);
    if ('error' in result) notify.error(withReason(BILLING_MESSAGES.transactionDownloadFailed, result.error));
  }

  return (
    <section className="card bill-result" aria-labelledby="bill-result-title">
      <div className="bill-result__head">
        <h2 id="bill-result-title" className="bill-result__title">
          {title}
        </h2>
        <button type="button" className="notice__close" aria-label="Close bill summary" onClick={onClose}>
          ×
        </button>
      </div>
      <Facts
        className="bill-result__facts"
        facts={[
          ['Bill ID', bill.billId],
          ['Vendor', bill.vendor],
          ...(bill.trips === undefined ? [] : [['Trips', bill.trips.toLocaleString('en-IN')] as const]),
          ['Net payable', <>₹ {formatINR(bill.net)}</>],
          ['Bill date', formatIndianDate(bill.billDate)],
          ...(bill.revision === undefined
            ? []
            : [['File', billPdfFileName(bill.billId, bill.revision)] as const]),
        ]}
      />
      <BillMail billId={bill.billId} />
      <div className="bill-result__actions">
        {permissions.transactions && (
          <a
            className="btn btn--primary"
            href={billPdfViewUrl(bill.billId)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open PDF
          </a>
        )}
        {permissions.transactions && (
          <Button variant="secondary" onClick={save} busy={downloading.isLoading} busyLabel="Downloading...">
            Download
          </Button>
        )}
        {permissions.payments && (
          <Link className="btn btn--secondary" to={`/payments?billId=${encodeURIComponent(bill.billId)}`}>
            Record payment
          </Link>
        )}
        {permissions.transactions && (
          <Link
            className="btn btn--secondary"
            to={`/transactions?startDate=${bill.billDate}&endDate=${bill.billDate}`}
          >
            Go to Transactions
          </Link>
        )}
      </div>
    </section>
  );
}
