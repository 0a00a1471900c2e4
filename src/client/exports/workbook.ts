import {
  HEADER_ROW,
  columnLetters,
  dataRowXml,
  escapeXml,
  footerRowXml,
  headerRowXml,
  titleRowXml,
} from './sheet-xml';
import {
  ROOT_RELS,
  STYLES,
  contentTypes,
  sheetHead,
  sheetPath,
  sheetTail,
  workbookRels,
  workbookXml,
  workbookXmlOf,
} from './xlsx-parts';
import { ZipWriter, type XlsxSheetStream } from './xlsx-zip';

export { excelDateSerial } from './sheet-xml';

/**
 * SheetJS (@e965/xlsx, 0.20.3 or later: the reader without the prototype-pollution and ReDoS bugs of older ones), read by the importer.
 * The exporter writes its files itself (sheet-xml.ts, xlsx-zip.ts), measured: SheetJS holds every cell as a property of one
 * object and failed a year's Reports at ~300,000 rows (Chromium's 8,388,607-property cap); the stream wrote 496,185 rows.
 */
export type SheetLib = typeof import('@e965/xlsx');

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
  /** The title row above the headers (what, filters or period, as of, who); see sheetTitle. */
  title: string;
  columns: readonly ExportColumn<Row>[];
  rows: readonly Row[];
  /** An optional bold last row (for example totals), one value per column. */
  footer?: readonly CellValue[];
  /** Sheets after this one, in order. */
  moreSheets?: readonly ExtraSheet[];
}

/** Called with a fraction from 0 to 1 while the sheet is written. */
export type ProgressListener = (fraction: number) => void;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows written between two pauses, so the page can repaint the progress. */
const CHUNK_ROWS = 1000;

const shownNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

function shownLength(value: CellValue, kind: ColumnKind): number {
  if (value === null || value === undefined) return 0;
  if (kind === 'date') return 10;
  if (typeof value === 'number') return shownNumber.format(value).length + 3;
  return String(value).length;
}

/** What a worker needs of a column: no functions cross a thread. */
export interface SheetColumn {
  header: string;
  kind?: ColumnKind;
  width?: number;
}

/** Rows sampled for the column widths (held until the widths are known, then streamed). */
const WIDTH_SAMPLE_ROWS = 300;

/**
 * One styled worksheet streamed into a zip: rows come in chunks (a page at a time), become sheet
 * XML a chunk at a time and are deflated into the zip at once, so nothing grows with the row count
 * except the compressed file itself. (SheetJS kept every cell as a property of one sheet object,
 * and Chromium's V8 refuses an object's 8,388,608th property with "RangeError: Too many properties
 * to enumerate": about 300,000 rows of Reports' 28 columns.) A title row, a bold, filled header
 * row, column widths, real numbers and dates, an autofilter and an optional total row.
 */
class SheetBody {
  private rowCount = 0;
  private readonly widths: number[];
  private readonly kinds: ColumnKind[];
  private readonly letters: string[];
  /** The first rows, held until the widths are known (the <cols> come before the rows). */
  private sample: CellValue[][] | null = [];
  private sheet: XlsxSheetStream | null = null;

  constructor(
    private readonly columns: readonly SheetColumn[],
    private readonly title: string,
    private readonly zip: ZipWriter,
    private readonly path: string,
  ) {
    this.widths = columns.map((c) => c.header.length);
    this.kinds = columns.map((c) => c.kind ?? 'text');
    this.letters = columns.map((_, c) => columnLetters(c));
  }

  get rows(): number {
    return this.rowCount;
  }

  addRows(rows: readonly (readonly CellValue[])[]): void {
    let xml = '';
    for (const values of rows) {
      this.rowCount += 1;
      if (this.sample) {
        this.measure(values);
        this.sample.push([...values]);
        if (this.sample.length >= WIDTH_SAMPLE_ROWS) this.flushSample();
      } else xml += dataRowXml(values, this.rowCount + HEADER_ROW, this.kinds, this.letters);
    }
    if (xml) this.sheet!.write(xml);
  }

  /** Adds the total row (if any), closes the sheet and answers its autofilter's range as Excel names it. */
  end(footer?: readonly CellValue[]): string {
    if (this.sample) this.flushSample();
    const lastRow = this.rowCount + HEADER_ROW + (footer ? 1 : 0);
    if (footer) this.sheet!.write(footerRowXml(footer, lastRow, this.kinds, this.letters));
    const lastColumn = this.letters[this.letters.length - 1] ?? 'A';
    this.sheet!.end(sheetTail(`A${HEADER_ROW}:${lastColumn}${lastRow}`));
    return `$A$${HEADER_ROW}:$${lastColumn}$${lastRow}`;
  }

  private measure(values: readonly CellValue[]): void {
    this.kinds.forEach((kind, c) => {
      this.widths[c] = Math.max(this.widths[c], shownLength(values[c], kind));
    });
  }

  /** The widths are known: opens the sheet with its columns and header, then the sampled rows. */
  private flushSample(): void {
    const sample = this.sample ?? [];
    this.sample = null;
    const widths = this.columns.map(
      (column, c) => column.width ?? Math.min(Math.max(this.widths[c] + 2, 8), 40),
    );
    this.sheet = this.zip.openText(this.path);
    let xml =
      sheetHead(widths) +
      titleRowXml(this.title) +
      headerRowXml(
        this.columns.map((c) => c.header),
        this.letters,
      );
    sample.forEach((values, i) => {
      xml += dataRowXml(values, i + HEADER_ROW + 1, this.kinds, this.letters);
    });
    this.sheet.write(xml);
  }
}

/** A zip with the workbook's fixed parts for this many sheets. */
function workbookZip(sheets: number): ZipWriter {
  const zip = new ZipWriter();
  zip.addText('[Content_Types].xml', contentTypes(sheets));
  zip.addText('_rels/.rels', ROOT_RELS);
  zip.addText('xl/_rels/workbook.xml.rels', workbookRels(sheets));
  zip.addText('xl/styles.xml', STYLES);
  return zip;
}

/** Writes one styled sheet as an .xlsx, streamed (see SheetBody). */
export class SheetWriter {
  private readonly zip = workbookZip(1);
  private readonly body: SheetBody;

  constructor(columns: readonly SheetColumn[], title: string) {
    this.body = new SheetBody(columns, title, this.zip, sheetPath(1));
  }

  get rows(): number {
    return this.body.rows;
  }

  addRows(rows: readonly (readonly CellValue[])[]): void {
    this.body.addRows(rows);
  }

  /** Adds the total row (if any) and writes the .xlsx bytes. */
  finish(sheetName: string, footer?: readonly CellValue[]): ArrayBuffer {
    const absoluteRange = this.body.end(footer);
    this.zip.addText('xl/workbook.xml', workbookXml(escapeXml(sheetName), absoluteRange));
    return this.zip.finish();
  }
}

/** A sheet after the first of a workbook (e.g. Form 26Q's challans beside its deductees): small, its cells at hand. */
export interface ExtraSheet {
  sheetName: string;
  /** The title row; the export adds as of and who, as for the first sheet. */
  title: string;
  columns: readonly SheetColumn[];
  rows: readonly (readonly CellValue[])[];
  footer?: readonly CellValue[];
}

/** The spec's sheet first, then the extra sheets, in one .xlsx. */
function writeWorkbook(first: ExtraSheet, more: readonly ExtraSheet[]): ArrayBuffer {
  const sheets = [first, ...more];
  const zip = workbookZip(sheets.length);
  const entries = sheets.map((sheet, i) => {
    const body = new SheetBody(sheet.columns, sheet.title, zip, sheetPath(i + 1));
    body.addRows(sheet.rows);
    return { escapedName: escapeXml(sheet.sheetName), absoluteRange: body.end(sheet.footer) };
  });
  zip.addText('xl/workbook.xml', workbookXmlOf(entries));
  return zip.finish();
}

/** A column's header, kind and width, without its value function (for a worker). */
export const sheetColumns = <Row>(columns: readonly ExportColumn<Row>[]): SheetColumn[] =>
  columns.map(({ header, kind, width }) => ({ header, kind, width }));

/** The rows as cell values, column by column. */
export const toCells = <Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): CellValue[][] =>
  rows.map((row) => columns.map((column) => column.value(row)));

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Writes the spec as an .xlsx file in this thread. Yields to the page between chunks of rows and
 * reports progress.
 */
export async function buildWorkbookBytes<Row>(
  spec: ExportSpec<Row>,
  onProgress: ProgressListener = () => {},
): Promise<ArrayBuffer> {
  const { columns, rows } = spec;
  if (spec.moreSheets?.length) {
    const first = {
      sheetName: spec.sheetName,
      title: spec.title,
      columns: sheetColumns(columns),
      rows: toCells(columns, rows),
      footer: spec.footer,
    };
    const bytes = writeWorkbook(first, spec.moreSheets);
    onProgress(1);
    return bytes;
  }
  const writer = new SheetWriter(sheetColumns(columns), spec.title);
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
