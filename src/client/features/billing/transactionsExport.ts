import type { TransactionRow } from '../../../shared/billing';
import type { ExportColumn, ExportSpec } from '../exports/workbook';

/** The Transactions columns, shared by the table and Transactions.xlsx. */
export const TRANSACTION_EXPORT_COLUMNS: ExportColumn<TransactionRow>[] = [
  { header: 'Date', kind: 'date', value: (r) => r.date },
  { header: 'Bill ID', value: (r) => r.billing_id },
  { header: 'Vendor', value: (r) => r.vendor },
  { header: 'Trip IDs', value: (r) => r.trip_ids.join(', ') },
  { header: 'Weight', kind: 'number', value: (r) => r.weight },
  { header: 'Actual Weight', kind: 'number', value: (r) => r.actual_weight },
  { header: 'Freight', kind: 'money', value: (r) => r.freight },
  { header: 'TDS', kind: 'money', value: (r) => r.tds },
  { header: 'Diesel', kind: 'money', value: (r) => r.diesel },
  { header: 'Advance', kind: 'money', value: (r) => r.advance },
  { header: 'Toll', kind: 'money', value: (r) => r.toll },
  { header: 'Short', kind: 'money', value: (r) => r.short },
  { header: 'Amount', kind: 'money', value: (r) => r.amount },
  { header: 'Remarks', value: (r) => r.remarks },
  { header: 'Remarks Amount', kind: 'money', value: (r) => r.remarks_amount },
  { header: 'GST Amount', kind: 'money', value: (r) => r.gst_amount },
  { header: 'Final Amount', kind: 'money', value: (r) => r.final_amount },
  { header: 'Revision', kind: 'number', value: (r) => r.revision },
  { header: 'Created By', value: (r) => r.username },
  // Payments (issue 12)
  { header: 'Status', value: (r) => r.payment_status },
  { header: 'Paid', kind: 'money', value: (r) => r.paid },
  { header: 'Outstanding', kind: 'money', value: (r) => r.outstanding },
];

/** Transactions.xlsx, sheet 'Transactions' (SPEC.md section 9): the bills on screen. */
export function transactionsExportSpec(rows: readonly TransactionRow[]): ExportSpec<TransactionRow> {
  return { fileName: 'Transactions.xlsx', sheetName: 'Transactions', columns: TRANSACTION_EXPORT_COLUMNS, rows };
}
