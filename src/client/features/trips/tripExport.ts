import type { PermissionSet } from '../../../shared/permissions';
import type { TripRecord } from '../../../shared/trip';
import { excelColumns } from '../lists/listColumns';
import type { ExportColumn, ExportSpec } from '../exports/workbook';
import { tripListColumns } from './tripColumns';

/**
 * The columns of the trip exports (TodayList.xlsx, Reports.xlsx): every trip value plus the
 * per-trip TDS and amount of SPEC.md section 9, from the trip column model.
 */
export function tripExportColumns(permissions: PermissionSet): ExportColumn<TripRecord>[] {
  return excelColumns(tripListColumns('reports', permissions));
}

/** The file name and sheet of a trip export (SPEC.md section 9). */
export const tripExportFile = (screen: 'today' | 'reports') =>
  screen === 'today' ? { fileName: 'TodayList.xlsx', sheetName: 'TodayList' } : { fileName: 'Reports.xlsx', sheetName: 'Reports' };

/** TodayList.xlsx and Reports.xlsx (sheet 'Reports') of the rows on hand. */
export function tripExportSpec(
  screen: 'today' | 'reports',
  rows: readonly TripRecord[],
  permissions: PermissionSet,
): ExportSpec<TripRecord> {
  return { ...tripExportFile(screen), columns: tripExportColumns(permissions), rows };
}
