import { useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { formatAuditTime } from '../../../shared/audit/audit-display';
import { formatIndianDate } from '../../../shared/common/dates';
import { GENERIC_MESSAGES, SEARCH_MESSAGES } from '../../../shared/common/messages';
import { formatINR } from '../../../shared/common/money';
import type { TripDetail } from '../../../shared/details/wire';
import { TRIP_FIELD_LABELS, TRIP_FILE_FIELDS } from '../../../shared/trips/record';
import type { TripRecord } from '../../../shared/trips';
import { useDownloadTripFile } from '../../app/download';
import { serverMessage } from '../../app/errors';
import { DataTable } from '../../ui/DataTable';
import { Facts } from '../../ui/Facts';
import { PaymentStatusBadge } from '../../ui/PaymentStatusBadge';
import { BillLink } from '../../ui/RecordLink';
import { useNotify } from '../../ui/use-notify';
import { PaymentRows } from './PaymentRows';
import { useTripDetailQuery } from './details-api';
import './details.css';

const SHOWN_FIELDS = [
  'TruckNumber',
  'DONumber',
  'DriverName',
  'Vendor',
  'DestinationFrom',
  'DestinationTo',
  'TruckType',
  'TransactionStatus',
  'Weight',
  'ActualWeight',
  'DifferenceInWeight',
  'Freight',
  'Rate',
  'DieselAmount',
  'DieselSlipNumber',
  'TDS_Rate',
  'Short',
  'Advance',
  'Toll',
  'Adblue',
  'Greasing',
] as const satisfies readonly (keyof TripRecord)[];

/** /trips/{tripId}: one trip with its papers, its status history, its bill and the bill's payments. */
export function TripDetailPage() {
  const { tripId = '' } = useParams();
  const detail = useTripDetailQuery(tripId || skipToken);
  if (detail.isError)
    return (
      <section className="card empty-state empty-state--error" role="alert">
        {serverMessage(detail.error) ?? SEARCH_MESSAGES.tripFetchFailed}
      </section>
    );
  if (!detail.data) return <p className="card empty-state">Loading trip {tripId}…</p>;
  return <TripDetailView detail={detail.data} />;
}

function TripDetailView({ detail }: { detail: TripDetail }) {
  const { trip, history, bill, payments } = detail;
  // Left out of the record (Freight, Rate) for the profiles that may not see them.
  const facts = SHOWN_FIELDS.filter((name) => name in trip).map(
    (name) => [TRIP_FIELD_LABELS[name], String(trip[name] ?? '-')] as const,
  );
  return (
    <section className="record-page" aria-labelledby="trip-page-title">
      <h2 id="trip-page-title">
        Trip {trip.TripID}{' '}
        <small>
          {formatIndianDate(trip.localDate)} {trip.localTime}
        </small>
      </h2>
      <Facts className="card record-facts" aria-label="Trip" facts={facts} />
      <TripPapers trip={trip} />
      <section className="card" aria-labelledby="trip-history-title">
        <h3 id="trip-history-title">Status history</h3>
        <DataTable
          label="Status changes"
          head={
            <tr>
              <th>When</th>
              <th>Who</th>
              <th>What</th>
              <th>Status after</th>
            </tr>
          }
        >
          {history.map((h, i) => (
            <tr key={i}>
              <td>{formatAuditTime(h.at)}</td>
              <td>{h.actor}</td>
              <td>{h.what}</td>
              <td>{h.status ?? '-'}</td>
            </tr>
          ))}
        </DataTable>
      </section>
      {bill && (
        <section className="card" aria-labelledby="trip-bill-title">
          <h3 id="trip-bill-title">Bill</h3>
          <Facts
            className="record-facts"
            aria-label="Bill summary"
            facts={[
              ['Bill ID', <BillLink billId={bill.billId} />],
              ['Bill Date', formatIndianDate(bill.billDate)],
              ['Net Payable', formatINR(bill.net)],
              ['Paid', formatINR(bill.paid)],
              ['Outstanding', formatINR(bill.outstanding)],
              ['Status', <PaymentStatusBadge status={bill.status} />],
            ]}
          />
          <PaymentRows payments={payments} />
        </section>
      )}
      {!bill && trip.BillId === null && <p className="card">Not on a bill.</p>}
    </section>
  );
}

/** The four papers: each stored one downloads under its own name. */
function TripPapers({ trip }: { trip: TripRecord }) {
  const download = useDownloadTripFile();
  const notify = useNotify();
  return (
    <section className="card" aria-labelledby="trip-papers-title">
      <h3 id="trip-papers-title">Papers</h3>
      <ul className="record-papers">
        {TRIP_FILE_FIELDS.map((field) => {
          const paper = trip[field];
          return (
            <li key={field}>
              {TRIP_FIELD_LABELS[field]}:{' '}
              {paper ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => download(paper).catch(() => notify.error(GENERIC_MESSAGES.downloadFailed))}
                >
                  {paper.originalname}
                </button>
              ) : (
                'not uploaded'
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
