import type { CellValue, ColumnKind } from './workbook';
import { BODY_NUMBERS, FOOTER_NUMBERS, STYLE } from './xlsx-parts';

/** Row 1 is the title (what, filters, as of, who), row 2 the column headers, the data from row 3. */
export const TITLE_ROW = 1;
export const HEADER_ROW = 2;

const EXCEL_EPOCH_UTC = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' as an Excel date serial (whole days; no time zone can shift the day). */
export function excelDateSerial(isoDate: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  return (Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - EXCEL_EPOCH_UTC) / DAY_MS;
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// Matching the control characters XML cannot hold is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[&<>"'\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
// eslint-disable-next-line no-control-regex
const XML_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

/** Text safe inside XML; control characters XML cannot hold are written Excel's way (_xHHHH_). */
export function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text
    .replace(/[&<>"']/g, (c) => XML_ENTITIES[c])
    .replace(XML_CONTROL, (c) => `_x${c.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}_`);
}

/** 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A cell as written: a number (dates are day serials) or text, or nothing for an empty value. */
export type Cell = { t: 'n'; v: number } | { t: 's'; v: string };

export function makeCell(value: CellValue, kind: ColumnKind): Cell | null {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'date' && typeof value === 'string') {
    const serial = excelDateSerial(value);
    return serial !== null ? { t: 'n', v: serial } : { t: 's', v: value };
  }
  if ((kind === 'number' || kind === 'money') && typeof value === 'number' && Number.isFinite(value)) {
    return { t: 'n', v: value };
  }
  return { t: 's', v: String(value) };
}

/** One <c> element; text is written as SheetJS writes it (t="str", no shared-string table). */
function cellXml(cell: Cell, ref: string, style: number): string {
  const s = style ? ` s="${style}"` : '';
  return cell.t === 'n'
    ? `<c r="${ref}"${s}><v>${cell.v}</v></c>`
    : `<c r="${ref}"${s} t="str"><v>${escapeXml(cell.v)}</v></c>`;
}

/** The title row: one text in the first cell, spilling over the empty cells beside it. */
export function titleRowXml(title: string): string {
  return `<row r="${TITLE_ROW}" ht="20" customHeight="1">${cellXml({ t: 's', v: title }, `A${TITLE_ROW}`, STYLE.title)}</row>`;
}

/** The header row, in the header style. */
export function headerRowXml(headers: readonly string[], letters: readonly string[]): string {
  const cells = headers.map((header, c) =>
    cellXml({ t: 's', v: header }, `${letters[c]}${HEADER_ROW}`, STYLE.header),
  );
  return `<row r="${HEADER_ROW}">${cells.join('')}</row>`;
}

/** A number or date cell's style: dates dd/mm/yyyy, numbers in Indian grouping chosen for the value. */
function numberStyle(cell: Cell & { t: 'n' }, kind: ColumnKind, footer: boolean): number {
  if (kind === 'date') return footer ? STYLE.footerDate : STYLE.date;
  if (kind === 'text') return footer ? STYLE.footerText : STYLE.text;
  return (footer ? FOOTER_NUMBERS : BODY_NUMBERS).styleFor(kind, cell.v);
}

/** A data row (rowNumber counts from 1), numbers and dates in their column's format. */
export function dataRowXml(
  values: readonly CellValue[],
  rowNumber: number,
  kinds: readonly ColumnKind[],
  letters: readonly string[],
): string {
  let cells = '';
  for (let c = 0; c < kinds.length; c += 1) {
    const cell = makeCell(values[c], kinds[c]);
    if (cell)
      cells += cellXml(
        cell,
        letters[c] + rowNumber,
        cell.t === 'n' ? numberStyle(cell, kinds[c], false) : STYLE.text,
      );
  }
  return cells ? `<row r="${rowNumber}">${cells}</row>` : '';
}

/** The bold, filled total row: every cell styled, blanks included. */
export function footerRowXml(
  values: readonly CellValue[],
  rowNumber: number,
  kinds: readonly ColumnKind[],
  letters: readonly string[],
): string {
  const cells = kinds.map((kind, c) => {
    const cell = makeCell(values[c], kind) ?? { t: 's', v: '' };
    return cellXml(
      cell,
      letters[c] + rowNumber,
      cell.t === 'n' ? numberStyle(cell, kind, true) : STYLE.footerText,
    );
  });
  return `<row r="${rowNumber}">${cells.join('')}</row>`;
}
