import { tdsAmount, tripAmount } from '../../../shared/money';
import type { PermissionSet } from '../../../shared/permissions';
import { TRIP_FIELD_LABELS, type TripRecord } from '../../../shared/trip';
import type { ExportColumn, ExportSpec } from '../exports/workbook';

/**
 * The columns of the trip exports (TodayList.xlsx, Reports.xlsx): every trip value plus the
 * per-trip TDS and amount of SPEC.md section 9. Profiles that may not see freight get no
 * Rate, Freight, TDS or Amount column (section 6: freight amount omitted).
 */
export function tripExportColumns(permissions: PermissionSet): ExportColumn<TripRecord>[] {
  const L = TRIP_FIELD_LABELS;
  const freight: ExportColumn<TripRecord>[] = permissions.seeFreight
    ? [
        { header: L.Rate, kind: 'money', value: (r) => r.Rate },
        { header: L.Freight, kind: 'number', value: (r) => (r.Freight === undefined ? null : Math.round(r.Freight)) },
      ]
    : [];
  const tds: ExportColumn<TripRecord>[] = permissions.seeFreight
    ? [{ header: 'TDS', kind: 'money', value: (r) => tdsAmount(r.Freight, r.TDS_Rate) }]
    : [];
  const amount: ExportColumn<TripRecord>[] = permissions.seeFreight
    ? [{ header: 'Amount', kind: 'money', value: (r) => tripAmount(r) }]
    : [];
  return [
    { header: L.localDate, kind: 'date', value: (r) => r.localDate },
    { header: L.localTime, value: (r) => r.localTime },
    { header: L.TripID, value: (r) => r.TripID },
    { header: L.TruckNumber, value: (r) => r.TruckNumber },
    { header: L.DONumber, value: (r) => r.DONumber },
    { header: L.DriverName, value: (r) => r.DriverName },
    { header: L.Vendor, value: (r) => r.Vendor },
    { header: L.DestinationFrom, value: (r) => r.DestinationFrom },
    { header: L.DestinationTo, value: (r) => r.DestinationTo },
    { header: L.TruckType, value: (r) => r.TruckType },
    { header: L.TransactionStatus, value: (r) => r.TransactionStatus },
    { header: L.Weight, kind: 'number', value: (r) => r.Weight },
    { header: L.ActualWeight, kind: 'number', value: (r) => r.ActualWeight },
    { header: L.DifferenceInWeight, kind: 'number', value: (r) => r.DifferenceInWeight },
    ...freight,
    { header: L.TDS_Rate, kind: 'number', value: (r) => r.TDS_Rate },
    ...tds,
    { header: L.DieselAmount, kind: 'money', value: (r) => r.DieselAmount },
    { header: L.DieselSlipNumber, value: (r) => r.DieselSlipNumber },
    { header: L.Advance, kind: 'money', value: (r) => r.Advance },
    { header: L.Toll, kind: 'money', value: (r) => r.Toll },
    { header: L.Adblue, kind: 'money', value: (r) => r.Adblue },
    { header: L.Greasing, kind: 'money', value: (r) => r.Greasing },
    { header: L.Short, kind: 'money', value: (r) => r.Short },
    ...amount,
    { header: L.BillId, value: (r) => r.BillId },
    { header: L.Username, value: (r) => r.Username },
  ];
}

/** TodayList.xlsx and Reports.xlsx (sheet 'Reports'), SPEC.md section 9. */
export function tripExportSpec(
  screen: 'today' | 'reports',
  rows: readonly TripRecord[],
  permissions: PermissionSet,
): ExportSpec<TripRecord> {
  return {
    fileName: screen === 'today' ? 'TodayList.xlsx' : 'Reports.xlsx',
    sheetName: screen === 'today' ? 'TodayList' : 'Reports',
    columns: tripExportColumns(permissions),
    rows,
  };
}
