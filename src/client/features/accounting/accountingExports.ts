import { deducteeTypeOf, panStatus } from '../../../shared/tdsRule';
import { AGEING_BUCKETS, ACCOUNTING_MESSAGES, QUARTER_LABELS, type OutstandingReport, type OutstandingRow, type StatementEntry, type TdsRegister, type TdsRegisterRow, type VendorStatement } from '../../../shared/accounting';
import type { ExportColumn, ExportSpec } from '../../exports/workbook';

const BUCKET_HEADERS = { '0-30': '0-30 days', '31-60': '31-60 days', '61-90': '61-90 days', '>90': 'Over 90 days' } as const;

export const OUTSTANDING_COLUMNS: ExportColumn<OutstandingRow>[] = [
  { header: 'Vendor', value: (r) => r.vendor },
  { header: 'Billed', kind: 'money', value: (r) => r.billed },
  { header: 'Paid', kind: 'money', value: (r) => r.paid },
  { header: 'Outstanding', kind: 'money', value: (r) => r.outstanding },
  ...AGEING_BUCKETS.map((b): ExportColumn<OutstandingRow> => ({ header: BUCKET_HEADERS[b], kind: 'money', value: (r) => r.buckets[b] })),
];

/** Outstanding-{asOf}.xlsx: one row per vendor and the total row. */
export function outstandingExportSpec(report: OutstandingReport): ExportSpec<OutstandingRow> {
  return {
    fileName: `Outstanding-${report.asOf}.xlsx`,
    sheetName: 'Outstanding',
    columns: OUTSTANDING_COLUMNS,
    rows: report.rows,
    footer: OUTSTANDING_COLUMNS.map((c) => c.value(report.total)),
  };
}

/** The statement as rows: the opening balance, each bill and payment, the closing balance. */
export function statementRows(s: VendorStatement): StatementEntry[] {
  const line = (date: string, reference: string, balance: number): StatementEntry => ({ date, kind: 'Bill', reference, billId: '', debit: 0, credit: 0, balance });
  return [line(s.startDate, 'Opening balance', s.openingBalance), ...s.entries, line(s.endDate, 'Closing balance', s.closingBalance)];
}

export const particulars = (e: StatementEntry) => (e.billId === '' ? e.reference : e.kind === 'Bill' ? `Bill ${e.billId}` : `Payment ${e.reference}`.trim());

const STATEMENT_COLUMNS: ExportColumn<StatementEntry>[] = [
  { header: 'Date', kind: 'date', value: (e) => e.date },
  { header: 'Particulars', value: particulars },
  { header: 'Bill', value: (e) => e.billId },
  { header: 'Billed', kind: 'money', value: (e) => e.debit || null },
  { header: 'Paid', kind: 'money', value: (e) => e.credit || null },
  { header: 'Balance', kind: 'money', value: (e) => e.balance },
];

export function statementExportSpec(s: VendorStatement): ExportSpec<StatementEntry> {
  return {
    fileName: `Statement-${s.vendor.replace(/[^A-Za-z0-9]+/g, '_')}-${s.startDate}-${s.endDate}.xlsx`,
    sheetName: 'Statement',
    columns: STATEMENT_COLUMNS,
    rows: statementRows(s),
    footer: [null, 'Total', null, s.totalBilled, s.totalPaid, s.closingBalance],
  };
}

/** Laid out for Form 26Q's deductee details (annexure): one row per bill and rate, with how the TDS was decided. */
export const TDS_COLUMNS: ExportColumn<TdsRegisterRow>[] = [
  { header: 'Deductee Name', value: (r) => r.vendor },
  // The PAN as known now (what the return is filed with); PAN Status says how it stood at deduction.
  { header: 'PAN of Deductee', value: (r) => (panStatus(r.pan) === 'VALID' ? r.pan : panStatus(r.pan)) },
  { header: 'Deductee Code', value: (r) => deducteeTypeOf(r.pan)?.code ?? '' },
  { header: 'Section Code', value: (r) => r.section },
  { header: 'Bill ID', value: (r) => r.billId },
  { header: 'Date of Payment/Credit', kind: 'date', value: (r) => r.dateOfCredit },
  { header: 'Amount Paid/Credited', kind: 'money', value: (r) => r.amountCredited },
  { header: 'Rate of TDS (%)', kind: 'number', value: (r) => r.tdsRate },
  { header: 'TDS Deducted', kind: 'money', value: (r) => r.tds },
  { header: 'Section 206AA', value: (r) => (r.section206AA ? 'Yes' : 'No') },
  { header: 'Reason Code', value: (r) => r.reasonCode },
  { header: 'PAN Status', value: (r) => r.panStatus },
  { header: 'Short Deducted', kind: 'money', value: (r) => r.shortDeducted },
  { header: 'Remarks', value: (r) => (r.panMissing ? ACCOUNTING_MESSAGES.panMissing : '') },
];

export function tdsExportSpec(register: TdsRegister): ExportSpec<TdsRegisterRow> {
  return {
    fileName: `TDS-26Q-${register.fy}-${register.quarter}.xlsx`,
    sheetName: `26Q ${register.quarter} ${QUARTER_LABELS[register.quarter]}`,
    columns: TDS_COLUMNS,
    rows: register.rows,
    footer: ['Total', null, null, null, null, null, register.totalCredited, null, register.totalTds, null, null, null, register.totalShortDeducted, null],
  };
}
