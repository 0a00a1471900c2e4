import { SheetWriter, type CellValue, type SheetColumn } from './workbook';

/** What the page sends the sheet writer: the columns, then rows a page at a time, then finish. */
export type SheetRequest =
  | { type: 'start'; columns: SheetColumn[]; title: string }
  | { type: 'rows'; rows: CellValue[][] }
  | { type: 'finish'; sheetName: string; footer?: CellValue[] };

/** What it answers once finished. */
export type SheetReply = { type: 'done'; bytes: ArrayBuffer } | { type: 'error'; message: string };

/**
 * The sheet writer behind a message interface, the same in a Web Worker and (where there is no
 * Worker) in the page: it answers only 'finish', with the file's bytes.
 */
export function createSheetJob() {
  let writer: SheetWriter | null = null;
  return (request: SheetRequest): SheetReply | null => {
    try {
      if (request.type === 'start') writer = new SheetWriter(request.columns, request.title);
      else if (!writer) throw new Error('The sheet was not started.');
      else if (request.type === 'rows') writer.addRows(request.rows);
      else return { type: 'done', bytes: writer.finish(request.sheetName, request.footer) };
      return null;
    } catch (error) {
      return { type: 'error', message: error instanceof Error ? error.message : String(error) };
    }
  };
}
