import type { WorkBook, WorkSheet, CellObject } from 'sheetjs-style';

/** The sheetjs-style module, passed in so only the exporter decides when it is loaded. */
export type SheetLib = typeof import('sheetjs-style');

export type CellValue = string | number | null | undefined;

/**
 * How a column's values are written:
 * - text: as typed;
 * - number: a real number cell (so Excel sums and sorts it), en-IN grouping;
 * - money: a real number cell with two decimals;
 * - date: a 'YYYY-MM-DD' value becomes a real date cell shown dd/mm/yyyy (India style).
 */
export type ColumnKind = 'text' | 'number' | 'money' | 'date';

export interface ExportColumn<Row> {
  header: string;
  kind?: ColumnKind;
  /** Width in characters; worked out from the header and the values when left out. */
  width?: number;
  value: (row: Row) => CellValue;
}

export interface ExportSpec<Row> {
  fileName: string;
  sheetName: string;
  columns: readonly ExportColumn<Row>[];
  rows: readonly Row[];
  /** An optional bold last row (for example totals), one value per column. */
  footer?: readonly CellValue[];
}

/** Called with a fraction from 0 to 1 while the sheet is written. */
export type ProgressListener = (fraction: number) => void;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const HEADER_STYLE = {
  font: { bold: true, color: { rgb: 'FFFFFFFF' } },
  fill: { patternType: 'solid', fgColor: { rgb: 'FF1D4ED8' } },
  alignment: { vertical: 'center' },
  border: { bottom: { style: 'thin', color: { rgb: 'FF94A3B8' } } },
};
const FOOTER_STYLE = { font: { bold: true }, fill: { patternType: 'solid', fgColor: { rgb: 'FFEFF6FF' } } };

const NUMBER_FORMAT: Record<ColumnKind, string | undefined> = {
  text: undefined,
  number: '#,##0.###',
  money: '#,##0.00',
  date: 'dd/mm/yyyy',
};

/** Rows written between two pauses, so the page can repaint the progress. */
const CHUNK_ROWS = 1000;

const EXCEL_EPOCH_UTC = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' as an Excel date serial (whole days; no time zone can shift the day). */
export function excelDateSerial(isoDate: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  return (Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - EXCEL_EPOCH_UTC) / DAY_MS;
}

function makeCell(value: CellValue, kind: ColumnKind): CellObject | null {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'date' && typeof value === 'string') {
    const serial = excelDateSerial(value);
    if (serial !== null) return { t: 'n', v: serial, z: NUMBER_FORMAT.date };
    return { t: 's', v: value };
  }
  if ((kind === 'number' || kind === 'money') && typeof value === 'number' && Number.isFinite(value)) {
    return { t: 'n', v: value, z: NUMBER_FORMAT[kind] };
  }
  return { t: 's', v: String(value) };
}

function shownLength(value: CellValue, kind: ColumnKind): number {
  if (value === null || value === undefined) return 0;
  if (kind === 'date') return 10;
  if (typeof value === 'number') return value.toLocaleString('en-IN', { maximumFractionDigits: 2 }).length + 3;
  return String(value).length;
}

/** What a worker needs of a column: no functions cross a thread. */
export interface SheetColumn {
  header: string;
  kind?: ColumnKind;
  width?: number;
}

/** Rows sampled for the column widths. */
const WIDTH_SAMPLE_ROWS = 300;

/**
 * Builds one styled sheet from rows of cell values, fed in chunks (a page at a time), so neither
 * the rows nor the page objects need to be held at once: a bold, filled header row, column
 * widths, real numbers and dates, an autofilter and an optional bold total row.
 */
export class SheetWriter {
  private readonly sheet: WorkSheet = {};
  private rowCount = 0;
  private readonly widths: number[];

  constructor(
    private readonly XLSX: SheetLib,
    private readonly columns: readonly SheetColumn[],
  ) {
    this.widths = columns.map((c) => c.header.length);
    columns.forEach((column, c) => {
      this.sheet[XLSX.utils.encode_cell({ r: 0, c })] = { t: 's', v: column.header, s: HEADER_STYLE } as CellObject;
    });
  }

  get rows(): number {
    return this.rowCount;
  }

  addRows(rows: readonly (readonly CellValue[])[]): void {
    const { encode_cell } = this.XLSX.utils;
    for (const values of rows) {
      const r = this.rowCount + 1;
      const sample = this.rowCount < WIDTH_SAMPLE_ROWS;
      this.columns.forEach((column, c) => {
        const kind = column.kind ?? 'text';
        const cell = makeCell(values[c], kind);
        if (cell) this.sheet[encode_cell({ r, c })] = cell;
        if (sample) this.widths[c] = Math.max(this.widths[c], shownLength(values[c], kind));
      });
      this.rowCount += 1;
    }
  }

  /** Adds the total row (if any) and writes the .xlsx bytes. */
  finish(sheetName: string, footer?: readonly CellValue[]): ArrayBuffer {
    const { XLSX, columns, sheet } = this;
    let lastRow = this.rowCount;
    if (footer) {
      lastRow += 1;
      columns.forEach((column, c) => {
        const cell = makeCell(footer[c], column.kind ?? 'text') ?? { t: 's', v: '' };
        sheet[XLSX.utils.encode_cell({ r: lastRow, c })] = { ...cell, s: FOOTER_STYLE } as CellObject;
      });
    }
    const range = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: lastRow, c: Math.max(columns.length - 1, 0) } });
    sheet['!ref'] = range;
    sheet['!cols'] = columns.map((column, c) => ({ wch: column.width ?? Math.min(Math.max(this.widths[c] + 2, 8), 40) }));
    sheet['!autofilter'] = { ref: range };
    const workbook: WorkBook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, sheetName);
    return XLSX.write(workbook, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
  }
}

/** A column's header, kind and width, without its value function (for a worker). */
export const sheetColumns = <Row,>(columns: readonly ExportColumn<Row>[]): SheetColumn[] =>
  columns.map(({ header, kind, width }) => ({ header, kind, width }));

/** The rows as cell values, column by column. */
export const toCells = <Row,>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): CellValue[][] =>
  rows.map((row) => columns.map((column) => column.value(row)));

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Writes the spec as an .xlsx file in this thread. Yields to the page between chunks of rows and
 * reports progress.
 */
export async function buildWorkbookBytes<Row>(
  XLSX: SheetLib,
  spec: ExportSpec<Row>,
  onProgress: ProgressListener = () => {},
): Promise<ArrayBuffer> {
  const { columns, rows } = spec;
  const writer = new SheetWriter(XLSX, sheetColumns(columns));
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const end = Math.min(start + CHUNK_ROWS, rows.length);
    writer.addRows(toCells(columns, rows.slice(start, end)));
    onProgress((end / Math.max(rows.length, 1)) * 0.9);
    if (end < rows.length) await pause();
  }
  await pause();
  const bytes = writer.finish(spec.sheetName, spec.footer);
  onProgress(1);
  return bytes;
}
