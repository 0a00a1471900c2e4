import type { ReactNode } from 'react';
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
import type { TransactionRow, TransactionTripRow } from '../../../../shared/billing/wire';

interface Column<Row> {
  header: string;
  numeric?: boolean;
  render: (r: Row) => ReactNode;
  /** Its figure on the total row: the server's sum of this field over every bill of the search. */
  total?: TransactionTotalField;
  /** The server's sort key of this column (src/shared/lists/sorting.ts), when it sorts. */
  sort?: BillSortKey;
  /** The server's filter key of this text column (src/shared/lists/column-filters.ts), when it filters. */
  filter?: BillFilterKey;
}

/** A bill's columns (its current revision's totals). */
export const TRANSACTION_COLUMNS: Column<TransactionRow>[] = [
  { header: 'Vendor', sort: 'vendor', filter: 'vendor', render: (r) => r.vendor },
  {
    header: 'Trips',
    numeric: true,
    render: (r) => <span title={r.trip_ids.join(', ')}>{r.trip_ids.length}</span>,
  },
  { header: 'Weight', numeric: true, total: 'weight', sort: 'weight', render: (r) => weightText(r.weight) },
  {
    header: 'Actual Weight',
    numeric: true,
    total: 'actual_weight',
    sort: 'actual_weight',
    render: (r) => weightText(r.actual_weight),
  },
  {
    header: 'Freight',
    numeric: true,
    total: 'freight',
    sort: 'freight',
    render: (r) => formatINR(r.freight),
  },
  { header: 'TDS', numeric: true, total: 'tds', sort: 'tds', render: (r) => formatINR(r.tds) },
  { header: 'Diesel', numeric: true, total: 'diesel', sort: 'diesel', render: (r) => formatINR(r.diesel) },
  {
    header: 'Advance',
    numeric: true,
    total: 'advance',
    sort: 'advance',
    render: (r) => formatINR(r.advance),
  },
  { header: 'Toll', numeric: true, total: 'toll', sort: 'toll', render: (r) => formatINR(r.toll) },
  { header: 'Short', numeric: true, total: 'short', sort: 'short', render: (r) => formatINR(r.short) },
  { header: 'Amount', numeric: true, total: 'amount', sort: 'amount', render: (r) => formatINR(r.amount) },
  { header: 'Remarks', render: (r) => r.remarks },
  {
    header: 'Remarks Amount',
    numeric: true,
    total: 'remarks_amount',
    sort: 'remarks_amount',
    render: (r) => formatINR(r.remarks_amount),
  },
  {
    header: 'GST Amount',
    numeric: true,
    total: 'gst_amount',
    sort: 'gst_amount',
    render: (r) => formatINR(r.gst_amount),
  },
  {
    header: 'Final Amount',
    numeric: true,
    total: 'final_amount',
    sort: 'final_amount',
    render: (r) => <strong>{formatINR(r.final_amount)}</strong>,
  },
  {
    header: 'Revision',
    numeric: true,
    sort: 'revision',
    render: (r) => `${r.revision} (${formatIndianDate(r.revised_at)})`,
  },
  { header: 'Created By', filter: 'username', render: (r) => r.username },
  // Payments
  { header: 'Status', render: (r) => <PaymentStatusBadge status={r.payment_status} /> },
  { header: 'Outstanding', numeric: true, render: (r) => formatINR(r.outstanding) },
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

/** One bill: its row with the actions, then its trips (and what changed since its revision). */
export function TransactionBillRows({
  row,
  width,
  downloading,
  onDownload,
  onDelete,
}: TransactionBillRowsProps) {
  const tripsCaption = `Trips of ${row.billing_id}`;
  return (
    <>
      <tr className={row.out_of_date ? 'out-of-date' : undefined}>
        <th scope="row" className="sticky-col sticky-col--last">
          {row.billing_id}
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
            <Button
              variant="secondary"
              className="btn--small btn--danger-text"
              aria-label={`Delete ${row.billing_id}`}
              onClick={() => onDelete(row)}
            >
              Delete
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
          <table className="data-table trip-subtable" aria-label={tripsCaption}>
            <thead>
              <HeaderRow
                lead={<th scope="col">Trip ID</th>}
                headers={TRIP_LINE_COLUMNS.map((c) => c.header)}
                isNumeric={(_h, i) => Boolean(TRIP_LINE_COLUMNS[i].numeric)}
              />
            </thead>
            <tbody>
              {row.trips.map((trip) => (
                <tr key={trip.trip_id}>
                  <th scope="row">{trip.trip_id}</th>
                  {TRIP_LINE_COLUMNS.map((c) => (
                    <td key={c.header} className={numClass(c)}>
                      {c.render(trip)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </td>
      </tr>
    </>
  );
}
