import type { ReactNode } from 'react';
import { tdsAmount, tripAmount } from '../../../shared/common/money';
import type { PermissionSet } from '../../../shared/auth/permissions';
import {
  TRIP_FIELD_LABELS,
  TRIP_FILE_FIELDS,
  isTripFileField,
  type TripFileField,
  type TripRecord,
} from '../../../shared/trips';
import { BillLink } from '../../ui/RecordLink';
import { isNumericColumn, renderCell, sumOf, tableColumns, type ListColumn } from '../../lists/list-columns';

/** The row-edit fields (SPEC.md section 2): date (Reports only), status, weights, short, files. */
export type EditableKey =
  'localDate' | 'TransactionStatus' | 'Weight' | 'ActualWeight' | 'Short' | TripFileField;

/** A trip column: its table cell, its Excel column (TodayList.xlsx, Reports.xlsx) and its total. */
export interface TripListColumn extends ListColumn<TripRecord> {
  editable?: EditableKey;
  /**
   * A column of lower priority: the table shows it after the weights and money (the Excel file
   * keeps its own order), so at 1366 px those are in view beside the Trip ID without a sideways scroll.
   */
  later?: true;
  /** Text that may take a second line in the table (names), so its column stays narrow. */
  wraps?: true;
}

/** A column as the trip table draws it. */
export interface TripColumn extends TripListColumn {
  numeric: boolean;
  /** The cell of a row that is not being edited (file cells are drawn by the row). */
  render: (row: TripRecord) => ReactNode;
}

const L = TRIP_FIELD_LABELS;
const freightRupees = (r: TripRecord) =>
  r.Freight === undefined || r.Freight === null ? null : Math.round(r.Freight);

/** A rupee column of the trip's own figure, summed in the total row. */
const money = (key: keyof TripRecord & string, header: string, excelHeader?: string): TripListColumn => ({
  key,
  header,
  excelHeader,
  kind: 'money',
  value: (r) => r[key] as number | null,
  total: sumOf(key),
});

/** Driver, vendor, route and truck type: names that wrap; all but the vendor of lower priority. */
const WHO_AND_WHERE: TripListColumn[] = [
  { key: 'DriverName', header: L.DriverName, value: (r) => r.DriverName, later: true, wraps: true },
  { key: 'Vendor', header: L.Vendor, value: (r) => r.Vendor, wraps: true },
  {
    key: 'DestinationFrom',
    header: 'From',
    excelHeader: L.DestinationFrom,
    value: (r) => r.DestinationFrom,
    later: true,
    wraps: true,
  },
  {
    key: 'DestinationTo',
    header: 'To',
    excelHeader: L.DestinationTo,
    value: (r) => r.DestinationTo,
    later: true,
    wraps: true,
  },
  { key: 'TruckType', header: L.TruckType, value: (r) => r.TruckType, later: true },
];

/**
 * The trip columns of a screen for a profile (SPEC.md sections 2, 6 and 9), in the Excel file's
 * order. The table leads with the Trip ID itself and shows no per-trip TDS and Amount; the files
 * hold no attachments. Profiles that may not see freight get no Rate, Freight, TDS or Amount.
 */
export function tripListColumns(screen: 'today' | 'reports', permissions: PermissionSet): TripListColumn[] {
  const columns: (TripListColumn | false)[] = [
    {
      key: 'localDate',
      header: L.localDate,
      kind: 'date',
      value: (r) => r.localDate,
      editable: 'localDate',
      only: screen === 'today' ? 'excel' : undefined,
    },
    {
      key: 'localTime',
      header: L.localTime,
      value: (r) => r.localTime,
      cell: (r) => r.localTime?.slice(0, 5),
      // Reports' clerk reads a trip by its date; Today's List is one day, read by the time.
      later: screen === 'reports' || undefined,
    },
    { key: 'TripID', header: L.TripID, value: (r) => r.TripID, only: 'excel' },
    { key: 'TruckNumber', header: L.TruckNumber, value: (r) => r.TruckNumber },
    { key: 'DONumber', header: L.DONumber, value: (r) => r.DONumber },
    ...WHO_AND_WHERE,
    {
      key: 'TransactionStatus',
      header: 'Status',
      excelHeader: L.TransactionStatus,
      value: (r) => r.TransactionStatus,
      cell: (r) => (
        <span className={`status-badge status-badge--${r.TransactionStatus}`}>{r.TransactionStatus}</span>
      ),
      editable: 'TransactionStatus',
    },
    {
      key: 'Weight',
      header: L.Weight,
      kind: 'number',
      value: (r) => r.Weight,
      editable: 'Weight',
      total: sumOf('Weight'),
    },
    {
      key: 'ActualWeight',
      header: L.ActualWeight,
      kind: 'number',
      value: (r) => r.ActualWeight,
      editable: 'ActualWeight',
      total: sumOf('ActualWeight'),
    },
    {
      key: 'DifferenceInWeight',
      header: 'Difference',
      excelHeader: L.DifferenceInWeight,
      kind: 'number',
      value: (r) => r.DifferenceInWeight,
      total: sumOf('DifferenceInWeight'),
      later: true,
    },
    permissions.seeFreight && money('Rate', L.Rate),
    permissions.seeFreight && {
      key: 'Freight',
      header: L.Freight,
      kind: 'number',
      excelKind: 'money',
      value: freightRupees,
      total: sumOf('Freight'),
    },
    {
      key: 'TDS_Rate',
      header: 'TDS %',
      excelHeader: L.TDS_Rate,
      kind: 'number',
      value: (r) => r.TDS_Rate,
      later: true,
    },
    permissions.seeFreight && {
      key: 'TDS',
      header: 'TDS',
      kind: 'money',
      value: (r) => tdsAmount(r.Freight, r.TDS_Rate),
      only: 'excel',
      total: sumOf('TDS'),
    },
    money('DieselAmount', 'Diesel', L.DieselAmount),
    {
      key: 'DieselSlipNumber',
      header: 'Diesel Slip No.',
      excelHeader: L.DieselSlipNumber,
      value: (r) => r.DieselSlipNumber,
      later: true,
    },
    money('Advance', L.Advance),
    money('Toll', L.Toll),
    money('Adblue', L.Adblue),
    money('Greasing', L.Greasing),
    { ...money('Short', L.Short), editable: 'Short' },
    permissions.seeFreight && {
      key: 'Amount',
      header: 'Amount',
      kind: 'money',
      value: (r) => tripAmount(r),
      only: 'excel',
      total: sumOf('Amount'),
    },
    ...TRIP_FILE_FIELDS.map((field): TripListColumn => ({
      key: field,
      header: L[field],
      value: () => null,
      only: 'table',
      editable: field,
    })),
    {
      key: 'BillId',
      header: L.BillId,
      value: (r) => r.BillId,
      cell: (r) => (r.BillId && permissions.transactions ? <BillLink billId={r.BillId} /> : r.BillId),
    },
    { key: 'Username', header: 'Recorded By', excelHeader: L.Username, value: (r) => r.Username },
  ];
  return columns.filter((c): c is TripListColumn => c !== false);
}

/**
 * The trip table's columns for a screen and a profile: the Excel order, except that the columns of
 * lower priority come after the money and the papers (the papers' narrow cells right after Short,
 * so a row edit's file inputs are in view), then Bill ID and Recorded By.
 */
export function tripColumns(screen: 'today' | 'reports', permissions: PermissionSet): TripColumn[] {
  const columns = tableColumns(tripListColumns(screen, permissions));
  const papersAt = columns.findIndex((c) => isTripFileField(c.key));
  const rank = (c: TripListColumn, index: number) =>
    c.later ? 2 : isTripFileField(c.key) ? 1 : index > papersAt ? 3 : 0;
  const ordered = columns
    .map((c, index) => ({ c, rank: rank(c, index), index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ c }) => c);
  return ordered.map((c) => ({
    ...c,
    numeric: isNumericColumn(c),
    render: (row: TripRecord) => renderCell(c, row),
  }));
}
