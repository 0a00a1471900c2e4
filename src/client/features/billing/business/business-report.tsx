import { tdsAmount, tripAmount } from '../../../../shared/common/money';
import { TRIP_FIELD_LABELS, type TripRecord } from '../../../../shared/trips';
import { sumOf, type ListColumn } from '../../../lists/list-columns';
import { periodAndFilters } from '../../../exports/sheet-title';
import { TRIP_DEDUCTIONS } from '../common/bill-trip-columns';

const L = TRIP_FIELD_LABELS;

const money = (key: keyof TripRecord & string, header: string): ListColumn<TripRecord> => ({
  key,
  header,
  kind: 'money',
  value: (r) => r[key] as number | null,
  total: sumOf(key),
});

/**
 * The Business report's columns: its table, Business.xlsx and the total row of both (the
 * server's sums over every matching trip; TDS and Amount when the server sends them).
 */
export const BUSINESS_COLUMNS: ListColumn<TripRecord>[] = [
  { key: 'localDate', header: L.localDate, kind: 'date', value: (r) => r.localDate },
  { key: 'TripID', header: L.TripID, value: (r) => r.TripID },
  { key: 'TruckNumber', header: L.TruckNumber, value: (r) => r.TruckNumber },
  { key: 'Vendor', header: L.Vendor, value: (r) => r.Vendor },
  { key: 'DestinationFrom', header: 'From', value: (r) => r.DestinationFrom },
  { key: 'DestinationTo', header: 'To', value: (r) => r.DestinationTo },
  {
    key: 'TransactionStatus',
    header: 'Status',
    value: (r) => r.TransactionStatus,
    cell: (r) => (
      <span className={`status-badge status-badge--${r.TransactionStatus}`}>{r.TransactionStatus}</span>
    ),
  },
  { key: 'Weight', header: L.Weight, kind: 'number', value: (r) => r.Weight, total: sumOf('Weight') },
  {
    key: 'ActualWeight',
    header: L.ActualWeight,
    kind: 'number',
    value: (r) => r.ActualWeight,
    total: sumOf('ActualWeight'),
  },
  { key: 'Rate', header: L.Rate, kind: 'money', value: (r) => r.Rate },
  {
    key: 'Freight',
    header: L.Freight,
    kind: 'money',
    value: (r) => (r.Freight === undefined || r.Freight === null ? null : Math.round(r.Freight)),
    total: sumOf('Freight'),
  },
  { key: 'TDS_Rate', header: 'TDS %', kind: 'number', value: (r) => r.TDS_Rate },
  {
    key: 'TDS',
    header: 'TDS',
    kind: 'money',
    value: (r) => tdsAmount(r.Freight, r.TDS_Rate),
    total: sumOf('TDS'),
  },
  ...TRIP_DEDUCTIONS.map(({ key, header }) => money(key, header)),
  { key: 'Amount', header: 'Amount', kind: 'money', value: (r) => tripAmount(r), total: sumOf('Amount') },
  { key: 'BillId', header: L.BillId, value: (r) => r.BillId },
];

/** Business.xlsx: its sheet and title (the report and its filters). */
export const businessExportFile = (query: {
  startDate?: string;
  endDate?: string;
  truckNumber?: string;
}) => ({
  fileName: 'Business.xlsx',
  sheetName: 'Business',
  title: `Business report | ${periodAndFilters(query.startDate, query.endDate, { Truck: query.truckNumber })}`,
});
