import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A workbook as LibreOffice Calc shows it: converted with soffice to CSV with every cell "as
 * shown" (its number format applied), as a clerk would see it on screen. No LibreOffice is a
 * failure, not a skip: install it (CI: apt-get install libreoffice-calc-nogui). `sheet` counts from 1.
 */
export function libreOfficeRows(workbook: ArrayBuffer | Uint8Array, sheet = 1): string[][] {
  const dir = mkdtempSync(join(tmpdir(), 'sheet-check-'));
  try {
    writeFileSync(join(dir, 'book.xlsx'), new Uint8Array(workbook));
    // comma-separated, " quoted, UTF-8, from row 1, cells as shown (the 9th token), the sheet by number (the 12th)
    const filter = `csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,${sheet}`;
    try {
      execFileSync(
        'soffice',
        [
          `-env:UserInstallation=file://${join(dir, 'profile')}`,
          '--headless',
          '--convert-to',
          filter,
          '--outdir',
          dir,
          join(dir, 'book.xlsx'),
        ],
        { stdio: 'pipe', timeout: 120_000 },
      );
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      throw new Error(
        missing
          ? 'LibreOffice (soffice) is not installed; the Excel files are checked in it. Install it: apt-get install -y libreoffice-calc-nogui'
          : `soffice could not convert the workbook: ${String(error)}`,
      );
    }
    // A sheet chosen by number is written as book-<sheet name>.csv: the one CSV there.
    const csv = readdirSync(dir).find((name) => name.endsWith('.csv'))!;
    return parseCsv(readFileSync(join(dir, csv), 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** Indian grouping as shown with 2 decimals, parsed back to a number: '-1,23,400.50' -> -123400.5. */
export const shownAmount = (text: string) => Number(text.replace(/,/g, ''));
