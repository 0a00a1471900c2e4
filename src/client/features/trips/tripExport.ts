/** The file name and sheet of a trip export (SPEC.md section 9). */
export const tripExportFile = (screen: 'today' | 'reports') =>
  screen === 'today' ? { fileName: 'TodayList.xlsx', sheetName: 'TodayList' } : { fileName: 'Reports.xlsx', sheetName: 'Reports' };
