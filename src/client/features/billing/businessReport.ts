import { billTotals, type BillTotals } from '../../../shared/billing';
import { fromPaise, tdsAmount, tripAmount } from '../../../shared/money';
import { TRIP_FIELD_LABELS, type TripRecord } from '../../../shared/trip';
import type { CellValue, ExportColumn, ExportSpec } from '../exports/workbook';

/** A Business column: its Excel value, and its figure on the total row when it has one. */
export interface BusinessColumn extends ExportColumn<TripRecord> {
  key: string;
  total?: (totals: BillTotals) => number;
}

const L = TRIP_FIELD_LABELS;
const kg = (grams: number) => grams / 1000;

/** The Business report's columns (table and Business.xlsx), money by the shared paise maths. */
export const BUSINESS_COLUMNS: BusinessColumn[] = [
  { key: 'localDate', header: L.localDate, kind: 'date', value: (r) => r.localDate },
  { key: 'TripID', header: L.TripID, value: (r) => r.TripID },
  { key: 'TruckNumber', header: L.TruckNumber, value: (r) => r.TruckNumber },
  { key: 'Vendor', header: L.Vendor, value: (r) => r.Vendor },
  { key: 'DestinationFrom', header: 'From', value: (r) => r.DestinationFrom },
  { key: 'DestinationTo', header: 'To', value: (r) => r.DestinationTo },
  { key: 'TransactionStatus', header: 'Status', value: (r) => r.TransactionStatus },
  { key: 'Weight', header: L.Weight, kind: 'number', value: (r) => r.Weight, total: (t) => kg(t.weightKg) },
  { key: 'ActualWeight', header: L.ActualWeight, kind: 'number', value: (r) => r.ActualWeight, total: (t) => kg(t.actualWeightKg) },
  { key: 'Rate', header: L.Rate, kind: 'money', value: (r) => r.Rate },
  {
    key: 'Freight',
    header: L.Freight,
    kind: 'money',
    value: (r) => (r.Freight === undefined || r.Freight === null ? null : Math.round(r.Freight)),
    total: (t) => fromPaise(t.freightPaise),
  },
  { key: 'TDS_Rate', header: 'TDS %', kind: 'number', value: (r) => r.TDS_Rate },
  { key: 'TDS', header: 'TDS', kind: 'money', value: (r) => tdsAmount(r.Freight, r.TDS_Rate), total: (t) => fromPaise(t.tdsPaise) },
  { key: 'DieselAmount', header: 'Diesel', kind: 'money', value: (r) => r.DieselAmount, total: (t) => fromPaise(t.dieselPaise) },
  { key: 'Advance', header: L.Advance, kind: 'money', value: (r) => r.Advance, total: (t) => fromPaise(t.advancePaise) },
  { key: 'Toll', header: L.Toll, kind: 'money', value: (r) => r.Toll, total: (t) => fromPaise(t.tollPaise) },
  { key: 'Adblue', header: L.Adblue, kind: 'money', value: (r) => r.Adblue, total: (t) => fromPaise(t.adbluePaise) },
  { key: 'Greasing', header: L.Greasing, kind: 'money', value: (r) => r.Greasing, total: (t) => fromPaise(t.greasingPaise) },
  { key: 'Short', header: L.Short, kind: 'money', value: (r) => r.Short, total: (t) => fromPaise(t.shortPaise) },
  { key: 'Amount', header: 'Amount', kind: 'money', value: (r) => tripAmount(r), total: (t) => fromPaise(t.amountPaise) },
  { key: 'BillId', header: L.BillId, value: (r) => r.BillId },
];

/** The total row: 'Total' under the first column, each summed column's figure, blanks elsewhere. */
export function businessTotalRow(rows: readonly TripRecord[]): CellValue[] {
  const totals = billTotals(rows, [], false);
  return BUSINESS_COLUMNS.map((column, index) => (index === 0 ? 'Total' : (column.total?.(totals) ?? null)));
}

/** Business.xlsx with its total row (SPEC.md section 9). */
export function businessExportSpec(rows: readonly TripRecord[]): ExportSpec<TripRecord> {
  return { fileName: 'Business.xlsx', sheetName: 'Business', columns: BUSINESS_COLUMNS, rows, footer: businessTotalRow(rows) };
}
