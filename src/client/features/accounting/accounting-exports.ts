import { form26QReasonCode, panStatus } from '../../../shared/accounting/tds-rule';
import { sumRupees } from '../../../shared/common/money';
import { statementTaxLine, statementTotalAmounts } from '../../../shared/accounting/statement-tax-code';
import { depositShortfall } from '../../../shared/accounting/tds-allocation';
import { monthLabel } from '../../../shared/accounting/tds-challans';
import {
  lawOfQuarter,
  paymentCodesOf,
  yearLabel,
  type TdsLaw,
} from '../../../shared/accounting/law-in-force';
import { nilChallansOf, type NilChallan } from '../../../shared/accounting/nil-challans';
import type {
  TdsRegisterRowWithDeposit,
  TdsRegisterWithDeposits,
} from '../../../shared/accounting/tds-challans-wire';
import { AGEING_BUCKETS, QUARTER_LABELS, STATEMENT_HEADERS } from '../../../shared/accounting/month-end';
import { sheetColumns, toCells, type ExportColumn, type ExportSpec } from '../../exports/workbook';
import { periodAndFilters } from '../../exports/sheet-title';
import { formatIndianDate } from '../../../shared/common/dates';
import { statementFileName } from '../../../shared/accounting/statement-file';
import type {
  OutstandingReport,
  OutstandingRow,
  StatementEntry,
  VendorStatement,
} from '../../../shared/accounting/wire';

const BUCKET_HEADERS = {
  '0-30': '0-30 days',
  '31-60': '31-60 days',
  '61-90': '61-90 days',
  '>90': 'Over 90 days',
} as const;

export const OUTSTANDING_COLUMNS: ExportColumn<OutstandingRow>[] = [
  { header: 'Vendor', value: (r) => r.vendor },
  { header: 'Billed', kind: 'money', value: (r) => r.billed },
  { header: 'Paid', kind: 'money', value: (r) => r.paid },
  { header: 'Outstanding', kind: 'money', value: (r) => r.outstanding },
  ...AGEING_BUCKETS.map((b): ExportColumn<OutstandingRow> => ({
    header: BUCKET_HEADERS[b],
    kind: 'money',
    value: (r) => r.buckets[b],
  })),
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
    date,
    kind: 'Bill',
    reference,
    billId: '',
    freight: 0,
    credited: 0,
    tds: 0,
    deductions: 0,
    adjustments: 0,
    debit: 0,
    credit: 0,
    balance,
  });
  return [
    line(s.startDate, 'Opening balance', s.openingBalance),
    ...s.entries,
    line(s.endDate, 'Closing balance', s.closingBalance),
  ];
}

export const particulars = (e: StatementEntry) =>
  e.billId === '' ? e.reference : e.kind === 'Bill' ? `Bill ${e.billId}` : `Payment ${e.reference}`.trim();

const H = STATEMENT_HEADERS;
/** A bill's amount (blank on payment and balance lines). */
const ofBill = (pick: (e: StatementEntry) => number) => (e: StatementEntry) =>
  e.kind === 'Bill' && e.billId !== '' ? pick(e) : null;

/** The statement's columns: each bill's gross freight, TDS and deductions beside its net, so it reconciles with Form 26AS. */
export const STATEMENT_COLUMNS: ExportColumn<StatementEntry>[] = [
  { header: H.date, kind: 'date', value: (e) => e.date },
  { header: H.particulars, value: particulars },
  { header: H.bill, value: (e) => e.billId },
  { header: H.freight, kind: 'money', value: ofBill((e) => e.freight) },
  { header: H.credited, kind: 'money', value: ofBill((e) => e.credited) },
  { header: H.tds, kind: 'money', value: ofBill((e) => e.tds) },
  { header: H.deductions, kind: 'money', value: ofBill((e) => e.deductions) },
  { header: H.adjustments, kind: 'money', value: ofBill((e) => e.adjustments) },
  { header: H.debit, kind: 'money', value: ofBill((e) => e.debit) },
  { header: H.credit, kind: 'money', value: (e) => (e.kind === 'Payment' ? e.credit : null) },
  { header: H.balance, kind: 'money', value: (e) => e.balance },
];

/** The statement's total row, column by column. */
export const statementTotals = (s: VendorStatement) => [
  null,
  'Total',
  null,
  ...statementTotalAmounts(s),
  s.closingBalance,
];

export function statementExportSpec(s: VendorStatement): ExportSpec<StatementEntry> {
  return {
    fileName: statementFileName(s.vendor, s.startDate, s.endDate, 'xlsx'),
    sheetName: 'Statement',
    title: `Statement of account: ${s.vendor} | ${statementTaxLine(s)} | ${periodAndFilters(s.startDate, s.endDate)}`,
    columns: STATEMENT_COLUMNS,
    rows: statementRows(s),
    footer: statementTotals(s),
  };
}

/** The statement's deductee PAN: the PAN as known now (what the return is filed with), or why there is none. */
const returnPan = (pan: string) => (panStatus(pan) === 'VALID' ? pan : panStatus(pan));

/** 'Section Code' (Form 26Q) or 'Payment Code' (Form 140): the column the code goes in. */
const codeHeader = (law: TdsLaw) => (law.codeName === 'section code' ? 'Section Code' : 'Payment Code');

/**
 * Laid out as the return preparation utility's deductee details (annexure of the quarter's
 * statement: Form 26Q, Form 140 from April 2026), one row per bill and rate, with the challan that
 * paid it; Bill ID and the deposit status after them.
 */
const tdsColumns = (
  law: TdsLaw,
  deducteeCode: (r: TdsRegisterRowWithDeposit) => string,
): ExportColumn<TdsRegisterRowWithDeposit & { srNo: number }>[] => [
  { header: 'Sr. No.', kind: 'number', value: (r) => r.srNo },
  // By the PAN's fourth letter, or the deductee type recorded for a vendor without a valid PAN.
  { header: 'Deductee Code', value: deducteeCode },
  { header: 'PAN of the Deductee', value: (r) => returnPan(r.pan) },
  { header: 'Name of the Deductee', value: (r) => r.vendor },
  { header: codeHeader(law), value: (r) => r.paymentCode },
  { header: 'Date of Payment/Credit', kind: 'date', value: (r) => r.dateOfCredit },
  { header: 'Amount Paid/Credited', kind: 'money', value: (r) => r.amountCredited },
  { header: 'TDS', kind: 'money', value: (r) => r.tds },
  { header: 'Surcharge', kind: 'money', value: () => 0 },
  { header: 'Education Cess', kind: 'money', value: () => 0 },
  { header: 'Total Tax Deducted', kind: 'money', value: (r) => r.tds },
  { header: 'Total Tax Deposited', kind: 'money', value: (r) => r.taxDeposited },
  // TDS on freight is deducted when it is credited (the bill's date).
  { header: 'Date of Deduction', kind: 'date', value: (r) => r.dateOfCredit },
  { header: 'Rate at which Deducted (%)', kind: 'number', value: (r) => r.tdsRate },
  { header: 'Reason for Non-deduction/Lower/Higher Deduction', value: (r) => form26QReasonCode(r) },
  { header: 'Challan Serial No.', value: (r) => r.challanSerial },
  { header: 'Bill ID', value: (r) => r.billId },
  {
    header: 'Deposit Status',
    value: (r) => depositShortfall(r),
  },
];

/** The challan details of the return, one row per challan of the quarter and per nil challan it needs. */
const challanColumns = (law: TdsLaw): ExportColumn<NilChallan & { srNo: number }>[] => [
  { header: 'Sr. No.', kind: 'number', value: (c) => c.srNo },
  { header: codeHeader(law), value: (c) => c.section },
  { header: 'TDS', kind: 'money', value: (c) => c.tax },
  { header: 'Surcharge', kind: 'money', value: () => 0 },
  { header: 'Education Cess', kind: 'money', value: () => 0 },
  { header: 'Interest', kind: 'money', value: (c) => c.interest },
  { header: 'Fee', kind: 'money', value: (c) => c.fee },
  { header: 'Others', kind: 'money', value: () => 0 },
  { header: 'Total', kind: 'money', value: (c) => c.total },
  { header: 'BSR Code', value: (c) => c.bsrCode },
  { header: 'Date on which Tax Deposited', kind: 'date', value: (c) => c.depositDate },
  { header: 'Challan Serial No.', value: (c) => c.serial },
  { header: 'Minor Head', value: (c) => c.minorHead },
  // Book entry is for government deductors, who pay by transfer voucher.
  { header: 'Book Entry', value: () => 'N' },
  { header: 'Month of Deduction', value: (c) => monthLabel(c.month) },
];

/** `count` empty cells of a total row, under columns that have no total. */
const blankCells = (count: number): null[] => Array<null>(count).fill(null);

/**
 * TDS-26Q-{fy}-{quarter}.xlsx (TDS-140-... from April 2026): the deductee details, then the challan
 * details on a second sheet, named and headed by the law of the quarter.
 */
export function tdsExportSpec(
  register: TdsRegisterWithDeposits,
): ExportSpec<TdsRegisterRowWithDeposit & { srNo: number }> {
  const law = lawOfQuarter(register.fy, register.quarter);
  const form = law.quarterlyStatement.replace(/^Form /, '');
  const codes = paymentCodesOf(law);
  const quoted = `${law.codeName}${codes.length > 1 ? 's' : ''} ${codes.join(', ')}`;
  const period = `${yearLabel(law, register.fy)} ${register.quarter} (${QUARTER_LABELS[register.quarter]})`;
  const challanColumnsOfLaw = challanColumns(law);
  const deducteeCodes = new Map(register.vendors.map((v) => [v.vendor, v.deducteeCode]));
  const rows = register.rows.map((r, i) => ({ ...r, srNo: i + 1 }));
  const challans = [...register.challans, ...nilChallansOf(register)].map((c, i) => ({ ...c, srNo: i + 1 }));
  const deposited = sumRupees(register.rows.map((r) => r.taxDeposited));
  return {
    fileName: `TDS-${form}-${register.fy}-${register.quarter}.xlsx`,
    sheetName: `${form} ${register.quarter} ${QUARTER_LABELS[register.quarter]}`,
    title: `${law.quarterlyStatement} deductee details (${quoted}) | ${period}`,
    columns: tdsColumns(law, (r) => deducteeCodes.get(r.vendor) ?? ''),
    rows,
    footer: [
      'Total',
      ...blankCells(5),
      register.totalCredited,
      register.totalTds,
      0,
      0,
      register.totalTds,
      deposited,
      ...blankCells(6),
    ],
    moreSheets: [
      {
        sheetName: `Challans ${register.quarter} ${QUARTER_LABELS[register.quarter]}`,
        title: `${law.quarterlyStatement} challan details (${quoted}) | ${period}`,
        columns: sheetColumns(challanColumnsOfLaw),
        rows: toCells(challanColumnsOfLaw, challans),
        footer: [
          'Total',
          null,
          sumRupees(challans.map((c) => c.tax)),
          0,
          0,
          sumRupees(challans.map((c) => c.interest)),
          sumRupees(challans.map((c) => c.fee)),
          0,
          sumRupees(challans.map((c) => c.total)),
          ...blankCells(6),
        ],
      },
    ],
  };
}
