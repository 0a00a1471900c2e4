import { useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { billingEndpoints } from '../../../shared/billing/wire';
import { pathOf } from '../../../shared/common/endpoint';
import { formatAuditTime } from '../../../shared/audit/audit-display';
import { formatIndianDate } from '../../../shared/common/dates';
import { GENERIC_MESSAGES, SEARCH_MESSAGES } from '../../../shared/common/messages';
import { formatINR } from '../../../shared/common/money';
import type { BillDetail } from '../../../shared/details/wire';
import { useDownloadFileMutation } from '../../app/download';
import { serverMessage } from '../../app/errors';
import { DataTable } from '../../ui/DataTable';
import { Facts } from '../../ui/Facts';
import { PaymentStatusBadge } from '../../ui/PaymentStatusBadge';
import { TripLink } from '../../ui/RecordLink';
import { useNotify } from '../../ui/use-notify';
import { PaymentRows } from './PaymentRows';
import { BillSending } from '../../mail/DocumentSharing';
import { BillRevisions } from './BillRevisions';
import { useBillDetailQuery } from './details-api';
import './details.css';

const TALLY_WORDS: Record<BillDetail['tally']['state'], string> = {
  'not-sent': 'Not sent yet',
  sent: 'Sent, not yet marked imported',
  imported: 'Imported',
};

/** /bills/{billId}: one bill with its trips, each revision, its payments, TDS rows and Tally state. */
export function BillDetailPage() {
  const { billId = '' } = useParams();
  const detail = useBillDetailQuery(billId || skipToken);
  if (detail.isError)
    return (
      <section className="card empty-state empty-state--error" role="alert">
        {serverMessage(detail.error) ?? SEARCH_MESSAGES.billFetchFailed}
      </section>
    );
  if (!detail.data) return <p className="card empty-state">Loading bill {billId}…</p>;
  return <BillDetailView bill={detail.data} />;
}

function BillDetailView({ bill }: { bill: BillDetail }) {
  const { money, tally } = bill;
  return (
    <section className="record-page" aria-labelledby="bill-page-title">
      <h2 id="bill-page-title">
        Bill {bill.billId} <small>{bill.vendor}</small>
      </h2>
      <Facts
        className="card record-facts"
        aria-label="Bill summary"
        facts={[
          ['Vendor', bill.vendor],
          ['Bill Date', formatIndianDate(bill.billDate)],
          ['Revision', String(bill.currentRevision)],
          ['Net Payable', formatINR(money.net)],
          ['Paid', formatINR(money.paid)],
          ['Outstanding', formatINR(money.outstanding)],
          ['Status', <PaymentStatusBadge status={money.status} />],
          [
            'Tally',
            tally.exportSequence === null
              ? TALLY_WORDS[tally.state]
              : `${TALLY_WORDS[tally.state]} (export ${tally.exportSequence})`,
          ],
          ...(bill.cancelledAt ? [['Cancelled', formatAuditTime(bill.cancelledAt)] as const] : []),
        ]}
      />
      {money.outOfDate && (
        <p className="card" role="status">
          Trips on this bill were edited since revision {bill.currentRevision}; payments count against the
          stored net until the bill is updated.
        </p>
      )}
      <section className="card" aria-labelledby="bill-trips-title">
        <h3 id="bill-trips-title">Trips</h3>
        <DataTable
          label="Trips on the bill"
          head={
            <tr>
              <th>Trip ID</th>
              <th>Date</th>
              <th>Truck</th>
              <th>From</th>
              <th>To</th>
              <th className="num">Weight</th>
              <th className="num">Actual Wt</th>
              <th className="num">Freight</th>
              <th className="num">TDS</th>
              <th className="num">Amount</th>
            </tr>
          }
        >
          {bill.trips.map((t) => (
            <tr key={t.tripId}>
              <td>
                <TripLink tripId={t.tripId} />
              </td>
              <td>{formatIndianDate(t.localDate)}</td>
              <td>{t.truckNumber}</td>
              <td>{t.destinationFrom}</td>
              <td>{t.destinationTo}</td>
              <td className="num">{t.weight ?? '-'}</td>
              <td className="num">{t.actualWeight ?? '-'}</td>
              <td className="num">{formatINR(t.freight)}</td>
              <td className="num">{formatINR(t.tds)}</td>
              <td className="num">{formatINR(t.amount)}</td>
            </tr>
          ))}
        </DataTable>
      </section>
      <BillRevisions bill={bill} pdfButton={<CurrentPdfButton billId={bill.billId} />} />
      {!bill.cancelledAt && <BillSending billId={bill.billId} vendor={bill.vendor} />}
      <section className="card" aria-labelledby="bill-payments-title">
        <h3 id="bill-payments-title">Payments</h3>
        <PaymentRows payments={bill.payments} />
      </section>
      <BillTdsRows bill={bill} />
    </section>
  );
}

/** The current revision's PDF, as Transactions downloads it (earlier revisions have no PDF call). */
function CurrentPdfButton({ billId }: { billId: string }) {
  const [download, state] = useDownloadFileMutation();
  const notify = useNotify();
  const url = pathOf(billingEndpoints.transactionBillPdf, { billId });
  return (
    <button
      type="button"
      disabled={state.isLoading}
      onClick={() =>
        download({ url, fallbackName: `GeneratedTransactionBill-${billId}.pdf` })
          .unwrap()
          .catch(() => notify.error(GENERIC_MESSAGES.downloadFailed))
      }
    >
      Download PDF
    </button>
  );
}

function BillTdsRows({ bill }: { bill: BillDetail }) {
  return (
    <section className="card" aria-labelledby="bill-tds-title">
      <h3 id="bill-tds-title">TDS</h3>
      <DataTable
        label="TDS rows"
        head={
          <tr>
            <th>Revision</th>
            <th>Booked on</th>
            <th className="num">Rate</th>
            <th>Section 206AA</th>
            <th>PAN</th>
            <th className="num">TDS</th>
            <th className="num">of it on charges</th>
          </tr>
        }
      >
        {bill.tds.map((row) => (
          <tr key={row.revision}>
            <td>{row.revision}</td>
            <td>{formatIndianDate(row.bookedOn)}</td>
            <td className="num">{row.rate === null ? '-' : `${row.rate}%`}</td>
            <td>{row.section206AA ? 'Yes' : 'No'}</td>
            <td>{row.panStatus ?? '-'}</td>
            <td className="num">{formatINR(row.tds)}</td>
            <td className="num">{formatINR(row.chargesTds)}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
