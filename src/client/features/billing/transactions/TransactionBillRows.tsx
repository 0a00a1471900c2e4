import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { formatIndianDate } from '../../../../shared/common/dates';
import { formatINR } from '../../../../shared/common/money';
import type { TransactionTotalField } from '../../../../shared/lists/paging';
import type { BillSortKey } from '../../../../shared/lists/sorting';
import type { BillFilterKey } from '../../../../shared/lists/column-filters';
import { Button } from '../../../ui/Button';
import { HeaderRow } from '../../../ui/HeaderRow';
import { numClass } from '../../../lists/list-columns';
import { PaymentStatusBadge } from '../../../ui/PaymentStatusBadge';
import { BillChanges, OutOfDateBadge } from '../../../ui/BillChanges';
import { moneyText, weightText } from '../common/bill-trip-columns';
import { withReason } from '../../../app/errors';
import { BILLING_MESSAGES } from '../../../../shared/billing';
import { useTransactionTripsQuery } from '../common/billing-api';
import { BillMail } from '../../../mail/BillMail';
import { ShareBillButton } from '../../../mail/DocumentSharing';
import type { TransactionRow, TransactionTripRow } from '../../../../shared/billing/wire';
import { BillLink } from '../../../ui/RecordLink';

interface Column<Row> {
  header: string;
  numeric?: boolean;
  /** A name that may take a second line. */
  wraps?: true;
  render: (r: Row) => ReactNode;
  /** Its figure on the total row: the server's sum of this field over every bill of the search. */
  total?: TransactionTotalField;
  /** The server's sort key of this column (src/shared/lists/sorting.ts), when it sorts. */
  sort?: BillSortKey;
  /** The server's filter key of this text column (src/shared/lists/column-filters.ts), when it filters. */
  filter?: BillFilterKey;
}

type SummedMoneyField = TransactionTotalField & BillSortKey & keyof TransactionRow;

/** A money column that sorts and totals on the server under the field's own name. */
const summedMoney = (header: string, field: SummedMoneyField): Column<TransactionRow> => ({
  header,
  numeric: true,
  total: field,
  sort: field,
  render: (r) => formatINR(r[field]),
});

/**
 * A bill's columns (its current revision's totals): the money, then the payment's status and what
 * is outstanding, then the weights, the remarks text, the revision and who created it, so at
 * 1366 px every money column is in view beside the Bill ID and the pinned Actions.
 */
export const TRANSACTION_COLUMNS: Column<TransactionRow>[] = [
  { header: 'Vendor', sort: 'vendor', filter: 'vendor', wraps: true, render: (r) => r.vendor },
  {
    header: 'Trips',
    numeric: true,
    render: (r) => <span title={r.trip_ids.join(', ')}>{r.trip_ids.length}</span>,
  },
  summedMoney('Freight', 'freight'),
  summedMoney('TDS', 'tds'),
  summedMoney('Diesel', 'diesel'),
  summedMoney('Advance', 'advance'),
  summedMoney('Toll', 'toll'),
  summedMoney('Short', 'short'),
  summedMoney('Amount', 'amount'),
  summedMoney('Remarks Amount', 'remarks_amount'),
  summedMoney('GST Amount', 'gst_amount'),
  {
    header: 'Final Amount',
    numeric: true,
    total: 'final_amount',
    sort: 'final_amount',
    render: (r) => <strong>{formatINR(r.final_amount)}</strong>,
  },
  // Payments
  { header: 'Status', render: (r) => <PaymentStatusBadge status={r.payment_status} /> },
  { header: 'Outstanding', numeric: true, render: (r) => formatINR(r.outstanding) },
  { header: 'Weight', numeric: true, total: 'weight', sort: 'weight', render: (r) => weightText(r.weight) },
  {
    header: 'Actual Weight',
    numeric: true,
    total: 'actual_weight',
    sort: 'actual_weight',
    render: (r) => weightText(r.actual_weight),
  },
  { header: 'Remarks', wraps: true, render: (r) => r.remarks },
  {
    header: 'Revision',
    numeric: true,
    sort: 'revision',
    render: (r) => `${r.revision} (${formatIndianDate(r.revised_at)})`,
  },
  { header: 'Created By', filter: 'username', render: (r) => r.username },
];

/** A trip under its bill: SPEC.md section 3's transaction-row trip fields, as billed. */
const TRIP_LINE_COLUMNS: Column<TransactionTripRow>[] = [
  { header: 'Truck No', render: (t) => t.truck_no },
  { header: 'Driver Name', render: (t) => t.driver_name },
  { header: 'DO Number', render: (t) => t.do_number },
  { header: 'From', render: (t) => t.destination_from },
  { header: 'To', render: (t) => t.destination_to },
  { header: 'Truck Type', render: (t) => t.truck_type },
  { header: 'Status', render: (t) => t.transaction_status },
  { header: 'Diesel Slip No', render: (t) => t.diesel_slip_number },
  { header: 'Weight', numeric: true, render: (t) => weightText(t.weight) },
  { header: 'Difference Weight', numeric: true, render: (t) => weightText(t.difference_weight) },
  { header: 'Diesel Amount', numeric: true, render: (t) => moneyText(t.diesel_amount) },
  { header: 'GST Amount', numeric: true, render: (t) => moneyText(t.gst_amount) },
  { header: 'Amount', numeric: true, render: (t) => moneyText(t.amount) },
];

interface TransactionBillRowsProps {
  row: TransactionRow;
  width: number;
  downloading: boolean;
  onDownload: (row: TransactionRow) => void;
  onDelete: (row: TransactionRow) => void;
}

/** A bill's trips are read this many at a time when it is opened (about 50 KB a page). */
export const BILL_TRIPS_PAGE_SIZE = 100;

/**
 * One bill: its row with the actions, then what changed since its revision and its trips, read a
 * page at a time once the bill is opened (a page of bills with every trip inline was megabytes).
 */
export function TransactionBillRows({
  row,
  width,
  downloading,
  onDownload,
  onDelete,
}: TransactionBillRowsProps) {
  const [open, setOpen] = useState(false);
  const tripCount = row.trip_ids.length;
  return (
    <>
      <tr className={row.out_of_date ? 'out-of-date' : undefined}>
        <th scope="row" className="sticky-col sticky-col--last">
          <BillLink billId={row.billing_id} />
          {row.out_of_date && <OutOfDateBadge />}
        </th>
        {TRANSACTION_COLUMNS.map((c) => (
          <td key={c.header} className={numClass(c)}>
            {c.render(row)}
          </td>
        ))}
        <td className="sticky-right">
          <div className="bill-table__row-actions">
            <Button
              variant="secondary"
              className="btn--small"
              aria-label={`Download PDF ${row.billing_id}`}
              busy={downloading}
              busyLabel="Downloading..."
              onClick={() => onDownload(row)}
            >
              Download PDF
            </Button>
          </div>
        </td>
      </tr>
      <tr className="transaction-trips">
        <td colSpan={width}>
          <BillChanges
            billId={row.billing_id}
            changes={row.changes}
            action={
              <Link
                className="btn btn--small"
                to={`/revise-bill?bill_id=${encodeURIComponent(row.billing_id)}`}
              >
                Update Bill
              </Link>
            }
          />
          <BillMail billId={row.billing_id} />
          <ShareBillButton billId={row.billing_id} vendor={row.vendor} />
          <Button
            variant="secondary"
            className="btn--small"
            aria-expanded={open}
            aria-label={`${open ? 'Hide trips' : `Show trips (${tripCount})`} of ${row.billing_id}`}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'Hide trips' : `Show trips (${tripCount})`}
          </Button>
          {/* Away from Download PDF: a slip of the mouse there must not ask to delete the bill. */}
          <Button
            variant="secondary"
            className="btn--small btn--danger-text transaction-delete"
            aria-label={`Delete bill ${row.billing_id}`}
            onClick={() => onDelete(row)}
          >
            Delete bill
          </Button>
          {open && <BillTrips billId={row.billing_id} />}
        </td>
      </tr>
    </>
  );
}

/** An opened bill's trips: the first page, and each further page when asked for. */
function BillTrips({ billId }: { billId: string }) {
  const [pages, setPages] = useState(1);
  return (
    <table className="data-table trip-subtable" aria-label={`Trips of ${billId}`}>
      <thead>
        <HeaderRow
          lead={<th scope="col">Trip ID</th>}
          headers={TRIP_LINE_COLUMNS.map((c) => c.header)}
          isNumeric={(_h, i) => Boolean(TRIP_LINE_COLUMNS[i].numeric)}
        />
      </thead>
      {Array.from({ length: pages }, (_, page) => (
        <BillTripPage
          key={page}
          billId={billId}
          offset={page * BILL_TRIPS_PAGE_SIZE}
          last={page === pages - 1}
          onMore={() => setPages(page + 2)}
        />
      ))}
    </table>
  );
}

interface BillTripPageProps {
  billId: string;
  offset: number;
  /** The last page read so far: it offers the next one, or says it is loading or failed. */
  last: boolean;
  onMore: () => void;
}

function BillTripPage({ billId, offset, last, onMore }: BillTripPageProps) {
  const { data, error, isFetching, refetch } = useTransactionTripsQuery({
    billId,
    limit: BILL_TRIPS_PAGE_SIZE,
    offset,
  });
  const width = TRIP_LINE_COLUMNS.length + 1;
  const shown = offset + (data?.rows.length ?? 0);
  const status = (content: ReactNode) => (
    <tr>
      <td colSpan={width}>{content}</td>
    </tr>
  );
  return (
    <tbody>
      {data?.rows.map((trip) => (
        <tr key={trip.trip_id}>
          <th scope="row">{trip.trip_id}</th>
          {TRIP_LINE_COLUMNS.map((c) => (
            <td key={c.header} className={numClass(c)}>
              {c.render(trip)}
            </td>
          ))}
        </tr>
      ))}
      {isFetching &&
        status(
          <span role="status" className="trip-subtable__status">
            {BILLING_MESSAGES.billTripsLoading(billId)}
          </span>,
        )}
      {!isFetching &&
        error &&
        status(
          <span role="alert" className="trip-subtable__status">
            {withReason(BILLING_MESSAGES.billTripsFailed(billId), error)}{' '}
            <Button variant="secondary" className="btn--small" onClick={() => void refetch()}>
              Try again
            </Button>
          </span>,
        )}
      {last &&
        !isFetching &&
        data &&
        shown < data.totalCount &&
        status(
          <Button variant="secondary" className="btn--small" onClick={onMore}>
            {`Show more trips (${shown} of ${data.totalCount})`}
          </Button>,
        )}
    </tbody>
  );
}
