import { deducteeTypeOf, panStatus } from '../../../shared/tdsRule';
import { AGEING_BUCKETS, ACCOUNTING_MESSAGES, QUARTER_LABELS, STATEMENT_HEADERS, type OutstandingReport, type OutstandingRow, type StatementEntry, type TdsRegister, type TdsRegisterRow, type VendorStatement } from '../../../shared/accounting';
import type { ExportColumn, ExportSpec } from '../../exports/workbook';
import { periodAndFilters } from '../../exports/sheetTitle';
import { formatIndianDate } from '../../../shared/dates';

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
    title: `Outstanding by vendor on ${formatIndianDate(report.asOf)}`,
    columns: OUTSTANDING_COLUMNS,
    rows: report.rows,
    footer: OUTSTANDING_COLUMNS.map((c) => c.value(report.total)),
  };
}

/** The statement as rows: the opening balance, each bill and payment, the closing balance. */
export function statementRows(s: VendorStatement): StatementEntry[] {
  const line = (date: string, reference: string, balance: number): StatementEntry => ({
    date, kind: 'Bill', reference, billId: '', freight: 0, tds: 0, deductions: 0, adjustments: 0, debit: 0, credit: 0, balance,
  });
  return [line(s.startDate, 'Opening balance', s.openingBalance), ...s.entries, line(s.endDate, 'Closing balance', s.closingBalance)];
}

export const particulars = (e: StatementEntry) => (e.billId === '' ? e.reference : e.kind === 'Bill' ? `Bill ${e.billId}` : `Payment ${e.reference}`.trim());

const H = STATEMENT_HEADERS;
/** A bill's amount (blank on payment and balance lines). */
const ofBill = (pick: (e: StatementEntry) => number) => (e: StatementEntry) => (e.kind === 'Bill' && e.billId !== '' ? pick(e) : null);

/** The statement's columns: each bill's gross freight, TDS and deductions beside its net, so it reconciles with Form 26AS. */
export const STATEMENT_COLUMNS: ExportColumn<StatementEntry>[] = [
  { header: H.date, kind: 'date', value: (e) => e.date },
  { header: H.particulars, value: particulars },
  { header: H.bill, value: (e) => e.billId },
  { header: H.freight, kind: 'money', value: ofBill((e) => e.freight) },
  { header: H.tds, kind: 'money', value: ofBill((e) => e.tds) },
  { header: H.deductions, kind: 'money', value: ofBill((e) => e.deductions) },
  { header: H.adjustments, kind: 'money', value: ofBill((e) => e.adjustments) },
  { header: H.debit, kind: 'money', value: ofBill((e) => e.debit) },
  { header: H.credit, kind: 'money', value: (e) => (e.kind === 'Payment' ? e.credit : null) },
  { header: H.balance, kind: 'money', value: (e) => e.balance },
];

/** The statement's total row, column by column. */
export const statementTotals = (s: VendorStatement) =>
  [null, 'Total', null, s.totalFreight, s.totalTds, s.totalDeductions, s.totalAdjustments, s.totalBilled, s.totalPaid, s.closingBalance];

export function statementExportSpec(s: VendorStatement): ExportSpec<StatementEntry> {
  return {
    fileName: `Statement-${s.vendor.replace(/[^A-Za-z0-9]+/g, '_')}-${s.startDate}-${s.endDate}.xlsx`,
    sheetName: 'Statement',
    title: `Statement of account: ${s.vendor} | ${periodAndFilters(s.startDate, s.endDate)}`,
    columns: STATEMENT_COLUMNS,
    rows: statementRows(s),
    footer: statementTotals(s),
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
    title: `TDS register (Form 26Q, section 194C) | FY ${register.fy} ${register.quarter} (${QUARTER_LABELS[register.quarter]})`,
    columns: TDS_COLUMNS,
    rows: register.rows,
    footer: ['Total', null, null, null, null, null, register.totalCredited, null, register.totalTds, null, null, null, register.totalShortDeducted, null],
  };
}
