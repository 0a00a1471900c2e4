import {
  buildWorkbookBytes,
  XLSX_MIME,
  type ExportSpec,
  type ProgressListener,
  type SheetLib,
} from './workbook';
import { saveFile } from '../app/download';

/** Writes the spec as an .xlsx file (streamed, see SheetWriter) and downloads it. */
export async function exportExcel<Row>(spec: ExportSpec<Row>, onProgress?: ProgressListener): Promise<void> {
  const bytes = await buildWorkbookBytes(spec, onProgress);
  saveFile(new Blob([bytes], { type: XLSX_MIME }), spec.fileName);
}

/** SheetJS (for reading imported files), loaded on first use so it stays out of the first bundle; the library itself, whether the bundler hands it over as the namespace or as its default export. */
export async function loadSheetLib(): Promise<SheetLib> {
  const loaded = (await import(/* webpackChunkName: "sheetjs" */ '@e965/xlsx')) as SheetLib & {
    default?: SheetLib;
  };
  return loaded.utils ? loaded : (loaded.default as SheetLib);
}
