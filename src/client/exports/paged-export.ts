import type { Page, Totals } from '../lists/paging';
import { createSheetJob, type SheetReply, type SheetRequest } from './sheet-job';
import { createSheetWorker } from './sheet-worker-factory';
import { sheetColumns, toCells, type CellValue, type ExportColumn } from './workbook';

/** Where the sheet is written: a Web Worker, or the page where there is none. */
export interface SheetSink {
  send(request: SheetRequest): void;
  /** The file's bytes once 'finish' was sent. */
  result(): Promise<ArrayBuffer>;
  close(): void;
}
export type SheetSinkFactory = () => Promise<SheetSink>;

function workerSink(worker: Worker): SheetSink {
  const done = new Promise<ArrayBuffer>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<SheetReply>) =>
      event.data.type === 'done' ? resolve(event.data.bytes) : reject(new Error(event.data.message));
    worker.onerror = (event) => reject(new Error(event.message || 'The Excel writer stopped.'));
  });
  done.catch(() => {}); // read through result(); a cancelled export never asks
  return {
    send: (request) => worker.postMessage(request),
    result: () => done,
    close: () => worker.terminate(),
  };
}

async function pageSink(): Promise<SheetSink> {
  const job = createSheetJob();
  let reply: SheetReply | null = null;
  return {
    send: (request) => {
      reply = job(request) ?? reply;
    },
    result: async () => {
      const answer = reply as SheetReply | null;
      if (answer?.type === 'done') return answer.bytes;
      throw new Error(answer?.type === 'error' ? answer.message : 'The sheet was not finished.');
    },
    close: () => {},
  };
}

export const defaultSheetSink: SheetSinkFactory = async () => {
  const worker = createSheetWorker();
  return worker ? workerSink(worker) : pageSink();
};

/** An Excel file of a whole list, read from the server a page at a time. */
export interface PagedExportSpec<Row> {
  fileName: string;
  sheetName: string;
  /** The title row above the headers (see sheetTitle). */
  title: string;
  columns: readonly ExportColumn<Row>[];
  fetchPage: (offset: number, signal: AbortSignal) => Promise<Page<Row>>;
  /** The bold last row (e.g. totals) from the server's sums over every row. */
  footer?: (totals: Totals | null) => CellValue[] | undefined;
  /** What one row is, for the notice that tells how many were written ('trip', 'trips'). */
  rowNoun?: readonly [string, string];
}

export interface ExportProgress {
  phase: 'fetching' | 'writing';
  rows: number;
  total: number;
}

const cancelled = () => new DOMException('The export was cancelled.', 'AbortError');

/**
 * Fetches every page (the next one while the current one is handed over), sends each page's
 * cells to the sheet writer and drops it, then has the file written. Returns the bytes.
 */
export async function writePagedExport<Row>(
  spec: PagedExportSpec<Row>,
  options: { signal: AbortSignal; onProgress: (progress: ExportProgress) => void; sink?: SheetSinkFactory },
): Promise<ArrayBuffer> {
  const { signal, onProgress } = options;
  const sink = await (options.sink ?? defaultSheetSink)();
  const stop = () => sink.close();
  signal.addEventListener('abort', stop, { once: true });
  try {
    sink.send({ type: 'start', columns: sheetColumns(spec.columns), title: spec.title });
    let rows = 0;
    let next: Promise<Page<Row>> | null = spec.fetchPage(0, signal);
    let totals: Totals | null = null;
    while (next) {
      const page: Page<Row> = await next;
      if (signal.aborted) throw cancelled();
      if (rows === 0) totals = page.totals;
      const after = rows + page.rows.length;
      next = page.rows.length > 0 && after < page.totalCount ? spec.fetchPage(after, signal) : null;
      sink.send({ type: 'rows', rows: toCells(spec.columns, page.rows) });
      rows = after;
      onProgress({ phase: 'fetching', rows, total: Math.max(page.totalCount, rows) });
    }
    onProgress({ phase: 'writing', rows, total: rows });
    sink.send({ type: 'finish', sheetName: spec.sheetName, footer: spec.footer?.(totals) });
    const bytes = await sink.result();
    if (signal.aborted) throw cancelled();
    return bytes;
  } finally {
    signal.removeEventListener('abort', stop);
    sink.close();
  }
}
