import type { ReactNode } from 'react';
import { numClass } from '../../../lists/list-columns';
import { BillLink, TripLink } from '../../../ui/RecordLink';
import type { ReviseEditableField } from '../../../../shared/billing';
import { formatIndianDate } from '../../../../shared/common/dates';
import { formatINR, tdsAmount, tripAmount } from '../../../../shared/common/money';
import { TRIP_FIELD_LABELS, type TripRecord } from '../../../../shared/trips';

/** A column of the Billing and Revise Bill trip tables. */
export interface BillTripColumn {
  key: string;
  header: string;
  numeric?: boolean;
  /** Names that may take a second line, so the money columns stay in view at 1366 px. */
  wraps?: true;
  render: (row: TripRecord) => ReactNode;
  /** The Revise Bill inline edit changes this field (POST /update-one-revise-bill). */
  editable?: ReviseEditableField;
}

export const weightText = (n: number | null | undefined) =>
  n === null || n === undefined ? '' : n.toLocaleString('en-IN', { maximumFractionDigits: 3 });
export const moneyText = (n: number | null | undefined) =>
  n === null || n === undefined ? '' : formatINR(n);

/** A trip's deductions with their column headers, in the order every bill table and report shows them. */
export const TRIP_DEDUCTIONS = [
  { key: 'DieselAmount', header: 'Diesel' },
  { key: 'Advance', header: TRIP_FIELD_LABELS.Advance },
  { key: 'Toll', header: TRIP_FIELD_LABELS.Toll },
  { key: 'Adblue', header: TRIP_FIELD_LABELS.Adblue },
  { key: 'Greasing', header: TRIP_FIELD_LABELS.Greasing },
  { key: 'Short', header: TRIP_FIELD_LABELS.Short },
] as const;

/** A deduction column: shown as money, and editable on Revise Bill under the same field name. */
const moneyColumn = (key: (typeof TRIP_DEDUCTIONS)[number]['key'], header: string): BillTripColumn => ({
  key,
  header,
  numeric: true,
  render: (r) => moneyText(r[key]),
  editable: key,
});

/** The trip columns, in the order a clerk checks a bill: who, where, how much, what is deducted. */
export function billTripColumns(options: { showBillId?: boolean } = {}): BillTripColumn[] {
  const L = TRIP_FIELD_LABELS;
  const columns: (BillTripColumn | false)[] = [
    { key: 'localDate', header: L.localDate, render: (r) => formatIndianDate(r.localDate) },
    { key: 'TruckNumber', header: L.TruckNumber, render: (r) => r.TruckNumber },
    { key: 'DONumber', header: L.DONumber, render: (r) => r.DONumber, editable: 'DONumber' },
    {
      key: 'DriverName',
      header: L.DriverName,
      render: (r) => r.DriverName,
      editable: 'DriverName',
      wraps: true,
    },
    { key: 'Vendor', header: L.Vendor, render: (r) => r.Vendor, wraps: true },
    { key: 'DestinationFrom', header: 'From', render: (r) => r.DestinationFrom, wraps: true },
    { key: 'DestinationTo', header: 'To', render: (r) => r.DestinationTo, wraps: true },
    {
      key: 'TransactionStatus',
      header: 'Status',
      render: (r) => (
        <span className={`status-badge status-badge--${r.TransactionStatus}`}>{r.TransactionStatus}</span>
      ),
    },
    options.showBillId === true && {
      key: 'BillId',
      header: L.BillId,
      render: (r) => (r.BillId ? <BillLink billId={r.BillId} /> : ''),
    },
    {
      key: 'Weight',
      header: L.Weight,
      numeric: true,
      render: (r) => weightText(r.Weight),
      editable: 'Weight',
    },
    {
      key: 'ActualWeight',
      header: L.ActualWeight,
      numeric: true,
      render: (r) => weightText(r.ActualWeight),
      editable: 'ActualWeight',
    },
    { key: 'Rate', header: L.Rate, numeric: true, render: (r) => moneyText(r.Rate) },
    {
      key: 'Freight',
      header: L.Freight,
      numeric: true,
      render: (r) =>
        r.Freight === undefined || r.Freight === null ? '' : Math.round(r.Freight).toLocaleString('en-IN'),
    },
    { key: 'TDS', header: 'TDS', numeric: true, render: (r) => formatINR(tdsAmount(r.Freight, r.TDS_Rate)) },
    ...TRIP_DEDUCTIONS.map(({ key, header }) => moneyColumn(key, header)),
    {
      key: 'Amount',
      header: 'Amount',
      numeric: true,
      render: (r) => <strong>{formatINR(tripAmount(r))}</strong>,
    },
  ];
  return columns.filter((c): c is BillTripColumn => c !== false);
}

/** A trip's Trip ID (the row header) and its bill columns: what Billing's and Revise Bill's rows share. */
export function BillTripCells({
  row,
  columns,
  idClass,
}: {
  row: TripRecord;
  columns: readonly BillTripColumn[];
  idClass: string;
}) {
  return (
    <>
      <th scope="row" className={idClass}>
        <TripLink tripId={row.TripID} />
      </th>
      {columns.map((c) => (
        <td key={c.key} className={numClass(c)}>
          {c.render(row)}
        </td>
      ))}
    </>
  );
}
