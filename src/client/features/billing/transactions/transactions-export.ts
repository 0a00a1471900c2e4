import { fromPaise, toKilograms, toPaise } from '../../../../shared/common/money';
import type { AppDispatch } from '../../../app/store';
import type { PagedExportSpec } from '../../../exports/paged-export';
import { periodAndFilters } from '../../../exports/sheet-title';
import type { CellValue, ExportColumn } from '../../../exports/workbook';
import { fetchLargePage } from '../../../lists/export-pages';
import { TRANSACTIONS_PAGE_SIZE } from '../../../lists/paging';
import { TRANSACTION_TRIPS_SOURCE, TRANSACTIONS_SOURCE, type TransactionsQuery } from '../common/billing-api';
import type { TransactionRow, TransactionTripRow } from '../../../../shared/billing/wire';

/**
 * One line of Transactions.xlsx: a bill (its own amounts: remarks, TDS on charges, GST, final,
 * paid, outstanding) or one of its trips (the trip's money as billed). Each amount is on one kind
 * of line only, so SUM() of any column counts every trip once and every bill once: the TDS
 * column's total is the TDS deducted (trips and charges), as the TDS register has it.
 */
export type TransactionExportRow =
  { bill: TransactionRow; trip: null } | { bill: TransactionRow; trip: TransactionTripRow };

type Line = TransactionExportRow;
const ofTrip = (pick: (trip: TransactionTripRow) => CellValue) => (r: Line) => (r.trip ? pick(r.trip) : null);
const ofBill = (pick: (bill: TransactionRow) => CellValue) => (r: Line) => (r.trip ? null : pick(r.bill));

/** How the total row adds a column up: money to the paisa, weights to the kilogram. */
type Summed = 'money' | 'number';

interface TransactionColumn extends ExportColumn<Line> {
  /** Summed in the total row. */
  sum?: Summed;
}

const tripMoney = (header: string, pick: (trip: TransactionTripRow) => number | null): TransactionColumn => ({
  header,
  kind: 'money',
  sum: 'money',
  value: ofTrip(pick),
});
const billMoney = (header: string, pick: (bill: TransactionRow) => number | null): TransactionColumn => ({
  header,
  kind: 'money',
  sum: 'money',
  value: ofBill(pick),
});

/**
 * Transactions.xlsx columns: a bill line, then its trip lines (SPEC.md section 3's trip fields, as
 * billed). Every line names its bill, so a sheet filter on Bill ID gives the whole bill; the Line
 * column tells bill lines from trip lines. A trip's Freight - TDS - Diesel - Advance - Toll -
 * Adblue - Greasing - Short is its Trip Amount; a bill's Final Amount is its trips' amounts plus
 * its Remarks Amount, less its TDS (the TDS on charges), plus its GST Amount.
 */
export const TRANSACTION_EXPORT_COLUMNS: TransactionColumn[] = [
  { header: 'Line', value: (r) => (r.trip ? 'Trip' : 'Bill') },
  { header: 'Date', kind: 'date', value: (r) => r.bill.date },
  { header: 'Bill ID', value: (r) => r.bill.billing_id },
  { header: 'Vendor', value: (r) => r.bill.vendor },
  { header: 'Trip ID', value: ofTrip((t) => t.trip_id) },
  { header: 'Trip Date', kind: 'date', value: ofTrip((t) => t.date) },
  { header: 'Truck No', value: ofTrip((t) => t.truck_no) },
  { header: 'Driver Name', value: ofTrip((t) => t.driver_name) },
  { header: 'DO Number', value: ofTrip((t) => t.do_number) },
  { header: 'Destination From', value: ofTrip((t) => t.destination_from) },
  { header: 'Destination To', value: ofTrip((t) => t.destination_to) },
  { header: 'Truck Type', value: ofTrip((t) => t.truck_type) },
  { header: 'Transaction Status', value: ofTrip((t) => t.transaction_status) },
  { header: 'Diesel Slip Number', value: ofTrip((t) => t.diesel_slip_number) },
  { header: 'Weight', kind: 'number', sum: 'number', value: ofTrip((t) => t.weight) },
  { header: 'Actual Weight', kind: 'number', sum: 'number', value: ofTrip((t) => t.actual_weight) },
  { header: 'Difference Weight', kind: 'number', sum: 'number', value: ofTrip((t) => t.difference_weight) },
  { header: 'Rate', kind: 'money', value: ofTrip((t) => t.rate) },
  tripMoney('Freight', (t) => t.freight),
  {
    header: 'TDS',
    kind: 'money',
    sum: 'money',
    // A trip line's TDS on its freight; a bill line's TDS on its charges (deducted from the final amount).
    value: (r) => (r.trip ? r.trip.tds : r.bill.charges_tds),
  },
  tripMoney('Diesel Amount', (t) => t.diesel_amount),
  tripMoney('Advance', (t) => t.advance),
  tripMoney('Toll', (t) => t.toll),
  tripMoney('Adblue', (t) => t.adblue),
  tripMoney('Greasing', (t) => t.greasing),
  tripMoney('Short', (t) => t.short),
  tripMoney('Trip Amount', (t) => t.amount),
  { header: 'Remarks', value: ofBill((b) => b.remarks) },
  billMoney('Remarks Amount', (b) => b.remarks_amount),
  // GST is the bill's, on its whole freight (when the bill applies taxes).
  billMoney('GST Amount', (b) => b.gst_amount),
  billMoney('Final Amount', (b) => b.final_amount),
  { header: 'Revision', kind: 'number', value: ofBill((b) => b.revision) },
  { header: 'Out of Date', value: ofBill((b) => (b.out_of_date ? 'Yes' : 'No')) },
  { header: 'Created By', value: ofBill((b) => b.username) },
  // Payments, of the bill
  { header: 'Status', value: ofBill((b) => b.payment_status) },
  billMoney('Paid', (b) => b.paid),
  billMoney('Outstanding', (b) => b.outstanding),
];

/** The total row's sums, added up exactly as the lines stream past (paise, kilograms). */
function runningTotals(columns: readonly TransactionColumn[]) {
  const sums = columns.map(() => 0);
  return {
    add(lines: readonly Line[]) {
      for (const line of lines) {
        columns.forEach((column, c) => {
          if (!column.sum) return;
          const value = column.value(line);
          if (typeof value === 'number')
            sums[c] += column.sum === 'money' ? toPaise(value) : toKilograms(value);
        });
      }
    },
    row: (): CellValue[] =>
      columns.map((column, c) =>
        c === 0 ? 'Total' : column.sum === 'money' ? fromPaise(sums[c]) : column.sum ? sums[c] / 1000 : null,
      ),
  };
}

/** Every trip of one bill, in line order, read a large page at a time (each under 1 MB). */
async function tripsOfBill(dispatch: AppDispatch, billId: string, signal?: AbortSignal) {
  const trips: TransactionTripRow[] = [];
  for (;;) {
    const page = await fetchLargePage(dispatch, TRANSACTION_TRIPS_SOURCE, { billId }, trips.length, signal);
    trips.push(...page.rows);
    if (page.rows.length === 0 || trips.length >= page.totalCount) return trips;
  }
}

/**
 * Transactions.xlsx, sheet 'Transactions' (SPEC.md section 9): each bill of the search with its
 * trips below, then the total row, read a page of bills at a time (without their trips) and then
 * each bill's trips. The server pages bills, so the lines are counted here; until the last page
 * the progress counts each bill still to read as one.
 */
export function transactionsExportSpec(
  dispatch: AppDispatch,
  query: TransactionsQuery,
): PagedExportSpec<Line> {
  let billsRead = 0;
  let lines = 0;
  const totals = runningTotals(TRANSACTION_EXPORT_COLUMNS);
  return {
    fileName: 'Transactions.xlsx',
    sheetName: 'Transactions',
    title: `Transactions (bills with their trips) | ${periodAndFilters(query.startDate, query.endDate, { Vendor: query.vendor })}`,
    columns: TRANSACTION_EXPORT_COLUMNS,
    fetchPage: async (_offset, signal) => {
      const page = await fetchLargePage(
        dispatch,
        TRANSACTIONS_SOURCE,
        query,
        billsRead,
        signal,
        TRANSACTIONS_PAGE_SIZE,
      );
      billsRead += page.rows.length;
      const rows: Line[] = [];
      for (const bill of page.rows) {
        rows.push({ bill, trip: null });
        for (const trip of await tripsOfBill(dispatch, bill.billing_id, signal)) rows.push({ bill, trip });
      }
      totals.add(rows);
      lines += rows.length;
      const billsLeft = page.rows.length === 0 ? 0 : Math.max(page.totalCount - billsRead, 0);
      return { ...page, rows, totals: null, totalCount: lines + billsLeft };
    },
    footer: () => totals.row(),
    rowNoun: ['line', 'lines'],
  };
}
