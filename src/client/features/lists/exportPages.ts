import type { AppDispatch } from '../../app/store';
import type { PagedExportSpec } from '../exports/pagedExport';
import { listApi } from './listApi';
import { excelColumns, excelTotalRow, type ListColumn } from './listColumns';
import { EXPORT_PAGE_SIZE, type PagedSource } from './paging';

interface ExportFile {
  fileName: string;
  sheetName: string;
}

/**
 * The Excel file of a whole list: its pages read with the screen's own request (the largest page
 * the server gives, dropped from the cache once read), its columns and total row from the
 * screen's column model.
 */
export function pagedExportSpec<Query, Row>(
  dispatch: AppDispatch,
  source: PagedSource<Query, Row>,
  query: Query,
  file: ExportFile,
  columns: readonly ListColumn<Row>[],
  options: { totalRow?: boolean } = {},
): PagedExportSpec<Row> {
  return {
    ...file,
    columns: excelColumns(columns),
    fetchPage: async (offset, signal) => {
      const request = dispatch(
        listApi.endpoints.exportPage.initiate(source.request(query, { limit: EXPORT_PAGE_SIZE, offset }), {
          subscribe: false,
          forceRefetch: true,
        }),
      );
      const abort = () => request.abort();
      signal.addEventListener('abort', abort, { once: true });
      try {
        return source.read(await request.unwrap());
      } finally {
        signal.removeEventListener('abort', abort);
      }
    },
    footer: options.totalRow ? (totals) => excelTotalRow(columns, totals) : undefined,
  };
}
