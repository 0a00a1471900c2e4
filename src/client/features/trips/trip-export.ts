import { periodAndFilters } from '../../exports/sheet-title';
import type { ReportsQuery } from './trips-api';

/** The file name and sheet of a trip export (SPEC.md section 9), and its title: the list and its filters. */
export function tripExportFile(screen: 'today' | 'reports', query: ReportsQuery) {
  const filters = periodAndFilters(query.startDate, query.endDate, {
    Vendor: query.vendor,
    Truck: query.truckNumber,
  });
  return screen === 'today'
    ? { fileName: 'TodayList.xlsx', sheetName: 'TodayList', title: `Today's List | ${filters}` }
    : { fileName: 'Reports.xlsx', sheetName: 'Reports', title: `Reports | ${filters}` };
}
