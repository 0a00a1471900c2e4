import type { ReactNode } from 'react';
import { formatIndianDate } from '../../../shared/dates';
import { formatINR } from '../../../shared/money';
import type { PermissionSet } from '../../../shared/permissions';
import { TRIP_FIELD_LABELS, TRIP_FILE_FIELDS, type TripFileField, type TripRecord } from '../../../shared/trip';

/** The row-edit fields (SPEC.md section 2): date (Reports only), status, weights, short, files. */
export type EditableKey = 'localDate' | 'TransactionStatus' | 'Weight' | 'ActualWeight' | 'Short' | TripFileField;

export interface TripColumn {
  key: string;
  header: string;
  numeric?: boolean;
  /** The cell of a row that is not being edited (file cells are drawn by the row). */
  render: (row: TripRecord) => ReactNode;
  editable?: EditableKey;
}

const weight = (n: number | null) => (n === null || n === undefined ? '' : n.toLocaleString('en-IN', { maximumFractionDigits: 3 }));
const money = (n: number | null | undefined) => (n === null || n === undefined ? '' : formatINR(n));

/** The trip table's columns for a screen and a profile (SPEC.md sections 2 and 6). */
export function tripColumns(screen: 'today' | 'reports', permissions: PermissionSet): TripColumn[] {
  const columns: (TripColumn | false)[] = [
    screen === 'reports' && {
      key: 'localDate',
      header: TRIP_FIELD_LABELS.localDate,
      render: (r) => formatIndianDate(r.localDate),
      editable: 'localDate',
    },
    { key: 'localTime', header: TRIP_FIELD_LABELS.localTime, render: (r) => r.localTime?.slice(0, 5) },
    { key: 'TruckNumber', header: TRIP_FIELD_LABELS.TruckNumber, render: (r) => r.TruckNumber },
    { key: 'DONumber', header: TRIP_FIELD_LABELS.DONumber, render: (r) => r.DONumber },
    { key: 'DriverName', header: TRIP_FIELD_LABELS.DriverName, render: (r) => r.DriverName },
    { key: 'Vendor', header: TRIP_FIELD_LABELS.Vendor, render: (r) => r.Vendor },
    { key: 'DestinationFrom', header: 'From', render: (r) => r.DestinationFrom },
    { key: 'DestinationTo', header: 'To', render: (r) => r.DestinationTo },
    { key: 'TruckType', header: TRIP_FIELD_LABELS.TruckType, render: (r) => r.TruckType },
    {
      key: 'TransactionStatus',
      header: 'Status',
      render: (r) => <span className={`status-badge status-badge--${r.TransactionStatus}`}>{r.TransactionStatus}</span>,
      editable: 'TransactionStatus',
    },
    { key: 'Weight', header: TRIP_FIELD_LABELS.Weight, numeric: true, render: (r) => weight(r.Weight), editable: 'Weight' },
    {
      key: 'ActualWeight',
      header: TRIP_FIELD_LABELS.ActualWeight,
      numeric: true,
      render: (r) => weight(r.ActualWeight),
      editable: 'ActualWeight',
    },
    { key: 'DifferenceInWeight', header: 'Difference', numeric: true, render: (r) => weight(r.DifferenceInWeight) },
    permissions.seeFreight && { key: 'Rate', header: TRIP_FIELD_LABELS.Rate, numeric: true, render: (r) => money(r.Rate) },
    permissions.seeFreight && {
      key: 'Freight',
      header: TRIP_FIELD_LABELS.Freight,
      numeric: true,
      render: (r) => (r.Freight === undefined || r.Freight === null ? '' : Math.round(r.Freight).toLocaleString('en-IN')),
    },
    { key: 'TDS_Rate', header: 'TDS %', numeric: true, render: (r) => r.TDS_Rate },
    { key: 'DieselAmount', header: 'Diesel', numeric: true, render: (r) => money(r.DieselAmount) },
    { key: 'DieselSlipNumber', header: 'Diesel Slip No.', render: (r) => r.DieselSlipNumber },
    { key: 'Advance', header: TRIP_FIELD_LABELS.Advance, numeric: true, render: (r) => money(r.Advance) },
    { key: 'Toll', header: TRIP_FIELD_LABELS.Toll, numeric: true, render: (r) => money(r.Toll) },
    { key: 'Adblue', header: TRIP_FIELD_LABELS.Adblue, numeric: true, render: (r) => money(r.Adblue) },
    { key: 'Greasing', header: TRIP_FIELD_LABELS.Greasing, numeric: true, render: (r) => money(r.Greasing) },
    { key: 'Short', header: TRIP_FIELD_LABELS.Short, numeric: true, render: (r) => money(r.Short), editable: 'Short' },
    ...TRIP_FILE_FIELDS.map((field) => ({
      key: field,
      header: TRIP_FIELD_LABELS[field],
      render: () => null,
      editable: field,
    })),
    { key: 'BillId', header: TRIP_FIELD_LABELS.BillId, render: (r) => r.BillId },
    { key: 'Username', header: 'Recorded By', render: (r) => r.Username },
  ];
  return columns.filter((c): c is TripColumn => c !== false);
}
