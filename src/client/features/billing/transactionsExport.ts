import type { TransactionRow } from '../../../shared/billing';
import type { TransactionTripRow } from '../../../shared/billStatus';
import type { AppDispatch } from '../../app/store';
import type { PagedExportSpec } from '../../exports/pagedExport';
import type { ExportColumn } from '../../exports/workbook';
import { fetchLargePage } from '../../lists/exportPages';
import { TRANSACTIONS_SOURCE, type TransactionsQuery } from './billingApi';

/** One line of Transactions.xlsx: a trip with its bill. */
export interface TransactionExportRow {
  bill: TransactionRow;
  trip: TransactionTripRow;
}

/**
 * Transactions.xlsx columns: one row per trip (SPEC.md section 3's trip fields, as billed) with
 * its bill id and the bill's totals, so a sheet filter on Bill ID gives the whole bill.
 */
export const TRANSACTION_EXPORT_COLUMNS: ExportColumn<TransactionExportRow>[] = [
  { header: 'Date', kind: 'date', value: (r) => r.bill.date },
  { header: 'Bill ID', value: (r) => r.bill.billing_id },
  { header: 'Vendor', value: (r) => r.bill.vendor },
  { header: 'Trip ID', value: (r) => r.trip.trip_id },
  { header: 'Trip Date', kind: 'date', value: (r) => r.trip.date },
  { header: 'Truck No', value: (r) => r.trip.truck_no },
  { header: 'Driver Name', value: (r) => r.trip.driver_name },
  { header: 'DO Number', value: (r) => r.trip.do_number },
  { header: 'Destination From', value: (r) => r.trip.destination_from },
  { header: 'Destination To', value: (r) => r.trip.destination_to },
  { header: 'Truck Type', value: (r) => r.trip.truck_type },
  { header: 'Transaction Status', value: (r) => r.trip.transaction_status },
  { header: 'Diesel Slip Number', value: (r) => r.trip.diesel_slip_number },
  { header: 'Weight', kind: 'number', value: (r) => r.trip.weight },
  { header: 'Actual Weight', kind: 'number', value: (r) => r.trip.actual_weight },
  { header: 'Difference Weight', kind: 'number', value: (r) => r.trip.difference_weight },
  { header: 'Freight', kind: 'money', value: (r) => r.trip.freight },
  { header: 'TDS', kind: 'money', value: (r) => r.trip.tds },
  { header: 'Diesel Amount', kind: 'money', value: (r) => r.trip.diesel_amount },
  { header: 'Advance', kind: 'money', value: (r) => r.trip.advance },
  { header: 'Toll', kind: 'money', value: (r) => r.trip.toll },
  { header: 'Short', kind: 'money', value: (r) => r.trip.short },
  { header: 'GST Amount', kind: 'money', value: (r) => r.trip.gst_amount },
  { header: 'Trip Amount', kind: 'money', value: (r) => r.trip.amount },
  { header: 'Bill Weight', kind: 'number', value: (r) => r.bill.weight },
  { header: 'Bill Freight', kind: 'money', value: (r) => r.bill.freight },
  { header: 'Bill Amount', kind: 'money', value: (r) => r.bill.amount },
  { header: 'Remarks', value: (r) => r.bill.remarks },
  { header: 'Remarks Amount', kind: 'money', value: (r) => r.bill.remarks_amount },
  { header: 'Bill GST Amount', kind: 'money', value: (r) => r.bill.gst_amount },
  { header: 'Final Amount', kind: 'money', value: (r) => r.bill.final_amount },
  { header: 'Revision', kind: 'number', value: (r) => r.bill.revision },
  { header: 'Out of Date', value: (r) => (r.bill.out_of_date ? 'Yes' : 'No') },
  { header: 'Created By', value: (r) => r.bill.username },
  // Payments (issue 12), of the bill
  { header: 'Status', value: (r) => r.bill.payment_status },
  { header: 'Paid', kind: 'money', value: (r) => r.bill.paid },
  { header: 'Outstanding', kind: 'money', value: (r) => r.bill.outstanding },
];

/**
 * Transactions.xlsx, sheet 'Transactions' (SPEC.md section 9): the trips of every bill of the
 * search, read a page of bills at a time. The file has a row per trip while the server pages
 * bills, so the bills are counted here; until the last page the progress counts each bill still
 * to read as one row.
 */
export function transactionsExportSpec(dispatch: AppDispatch, query: TransactionsQuery): PagedExportSpec<TransactionExportRow> {
  let billsRead = 0;
  let tripRows = 0;
  return {
    fileName: 'Transactions.xlsx',
    sheetName: 'Transactions',
    columns: TRANSACTION_EXPORT_COLUMNS,
    fetchPage: async (_offset, signal) => {
      const page = await fetchLargePage(dispatch, TRANSACTIONS_SOURCE, query, billsRead, signal);
      billsRead += page.rows.length;
      const rows = page.rows.flatMap((bill) => bill.trips.map((trip) => ({ bill, trip })));
      tripRows += rows.length;
      const billsLeft = page.rows.length === 0 ? 0 : Math.max(page.totalCount - billsRead, 0);
      return { ...page, rows, totals: null, totalCount: tripRows + billsLeft };
    },
  };
}
