import {
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  MAX_IMPORT_ROWS,
  hasXlsxSignature,
  type ImportKind,
  type ImportRow,
} from '../../../shared/imports/master-import';
import { loadSheetLib } from '../../exports/export-excel';

const normalHeader = (text: unknown) =>
  String(text ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

/**
 * Reads the first sheet of an .xlsx into rows by column key (the header row names the columns, in
 * any order). Excel dates come out as YYYY-MM-DD; empty rows are skipped; row numbers are the
 * sheet's own, so the preview points at the right line. Throws a user-facing message.
 */
export async function readImportFile(kind: ImportKind, file: Blob & { name?: string }): Promise<ImportRow[]> {
  if (file.name !== undefined && !/\.xlsx$/i.test(file.name)) throw new Error(IMPORT_MESSAGES.notXlsx);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // The sheet library reads almost anything as some sheet (text as CSV): not being a workbook is said as such.
  if (!hasXlsxSignature(bytes)) throw new Error(IMPORT_MESSAGES.unreadable);
  const XLSX = await loadSheetLib();
  let sheet;
  try {
    const book = XLSX.read(bytes, { type: 'array' });
    // Only a sheet the workbook really holds: a sheet named "__proto__" or "toString" must not reach inherited members.
    const name = book.SheetNames[0];
    sheet = name !== undefined && Object.hasOwn(book.Sheets, name) ? book.Sheets[name] : undefined;
  } catch {
    throw new Error(IMPORT_MESSAGES.unreadable);
  }
  if (!sheet) throw new Error(IMPORT_MESSAGES.unreadable);
  const table = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: true,
  });
  /**
   * A date column's Excel date (a day number) as YYYY-MM-DD; any other number cell as its number
   * (the shared check reads it, and refuses one Excel may have cut to 15 digits); text as text.
   */
  const cellText = (key: string, value: unknown): string | number => {
    if (typeof value === 'number' && key.endsWith('Date')) {
      const d = XLSX.SSF.parse_date_code(value);
      if (d)
        return `${String(d.y).padStart(4, '0')}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
    }
    if (typeof value === 'number') return value;
    return String(value ?? '').trim();
  };
  const [header = [], ...body] = table;
  const keyAt = header.map(
    (text) => IMPORT_COLUMNS[kind].find((c) => normalHeader(c.header) === normalHeader(text))?.key ?? null,
  );
  const rows: ImportRow[] = [];
  body.forEach((cells, index) => {
    const values: Record<string, string | number> = {};
    keyAt.forEach((key, col) => {
      if (key) values[key] = cellText(key, cells[col]);
    });
    if (Object.values(values).some((v) => v !== '')) rows.push({ row: index + 2, values });
  });
  if (rows.length === 0) throw new Error(IMPORT_MESSAGES.noRows);
  if (rows.length > MAX_IMPORT_ROWS) throw new Error(IMPORT_MESSAGES.tooManyRows);
  return rows;
}
