import type { AppDispatch } from '../app/store';
import type { PagedExportSpec } from '../exports/paged-export';
import { listApi } from './list-api';
import { excelColumns, excelTotalRow, type ListColumn } from './list-columns';
import { EXPORT_PAGE_SIZE, type Page, type PagedSource } from './paging';

/**
 * One page (of the largest size unless a list's rows are large), read once and dropped from the cache at once (a year is many
 * megabytes): for Excel files and for a bill of every matching trip.
 */
export async function fetchLargePage<Query, Row>(
  dispatch: AppDispatch,
  source: PagedSource<Query, Row>,
  query: Query,
  offset: number,
  signal?: AbortSignal,
  limit = EXPORT_PAGE_SIZE,
): Promise<Page<Row>> {
  const request = dispatch(
    listApi.endpoints.exportPage.initiate(source.request(query, { limit, offset }), {
      subscribe: false,
      forceRefetch: true,
    }),
  );
  const abort = () => request.abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    return source.read(await request.unwrap());
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}

/** A trip list's rows, as the notice after its Excel file counts them. */
export const TRIP_NOUN = ['trip', 'trips'] as const;

interface ExportFile {
  fileName: string;
  sheetName: string;
  /** What the list is and for which filters (the title row adds when and who). */
  title: string;
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
  options: { totalRow?: boolean; rowNoun?: readonly [string, string] } = {},
): PagedExportSpec<Row> {
  return {
    ...file,
    rowNoun: options.rowNoun,
    columns: excelColumns(columns),
    fetchPage: (offset, signal) => fetchLargePage(dispatch, source, query, offset, signal),
    footer: options.totalRow ? (totals) => excelTotalRow(columns, totals) : undefined,
  };
}
