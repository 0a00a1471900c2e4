import { buildWorkbookBytes, XLSX_MIME, type ExportSpec, type ProgressListener, type SheetLib } from './workbook';
import { saveFile } from '../../app/download';

/**
 * Writes the spec as an .xlsx file and downloads it. sheetjs-style is loaded here, on the first
 * export, so it stays out of the first bundle.
 */
export async function exportExcel<Row>(spec: ExportSpec<Row>, onProgress?: ProgressListener): Promise<void> {
  const XLSX = await loadSheetLib();
  const bytes = await buildWorkbookBytes(XLSX, spec, onProgress);
  saveFile(new Blob([bytes], { type: XLSX_MIME }), spec.fileName);
}

/** The library itself, whether the bundler hands it over as the namespace or as its default export. */
export async function loadSheetLib(): Promise<SheetLib> {
  const loaded = (await import(/* webpackChunkName: "sheetjs" */ 'sheetjs-style')) as SheetLib & { default?: SheetLib };
  return loaded.utils ? loaded : (loaded.default as SheetLib);
}
