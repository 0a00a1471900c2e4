import { strToU8 } from 'fflate';
import * as XLSX from '@e965/xlsx';
import { createSheetJob } from './sheet-job';
import { excelDateSerial, type CellValue, type ColumnKind } from './workbook';

// The real strToU8, watched: every piece of text the writer hands to the zip passes through it.
jest.mock('fflate', () => {
  const actual = jest.requireActual('fflate');
  return { ...actual, strToU8: jest.fn(actual.strToU8) };
});
const pieces = strToU8 as jest.MockedFunction<typeof strToU8>;

/** `count` columns of one kind. */
const kinds = (count: number, kind: ColumnKind): ColumnKind[] => Array<ColumnKind>(count).fill(kind);

/** 33 columns like Reports.xlsx: text, a date, weights and money. */
const KINDS: ColumnKind[] = [
  ...kinds(1, 'text'),
  ...kinds(1, 'date'),
  ...kinds(5, 'text'),
  ...kinds(2, 'number'),
  ...kinds(6, 'money'),
  ...kinds(3, 'text'),
  ...kinds(9, 'money'),
  ...kinds(3, 'text'),
  ...kinds(2, 'money'),
  ...kinds(1, 'text'),
];
const COLUMNS = KINDS.map((kind, c) => ({ header: `Head ${c}`, kind }));
const PAGE = 1000;

function row(r: number): CellValue[] {
  return KINDS.map((kind, c) => {
    if (c === 0) return `T${100000 + r}`;
    if (kind === 'date') return '2026-03-14';
    if (kind === 'number') return r % 7 === 0 ? null : 12.345;
    if (kind === 'money') return 1000 + r + c / 100;
    return c === 2 ? 'A & B <Transport> "Ltd"' : `Party ${r % 500}`;
  });
}

/** Writes `rows` rows a page at a time through the worker's job; returns the bytes and the largest text handed to the zip. */
function writeSheet(rows: number) {
  pieces.mockClear();
  const job = createSheetJob();
  job({ type: 'start', columns: COLUMNS, title: 'Reports | 01/03/2026 to 31/03/2026' });
  for (let start = 0; start < rows; start += PAGE) {
    const page = Array.from({ length: Math.min(PAGE, rows - start) }, (_, i) => row(start + i));
    expect(job({ type: 'rows', rows: page })).toBeNull();
  }
  const footer = KINDS.map((kind, c) => (c === 0 ? 'Total' : kind === 'money' ? 99999.99 : null));
  const reply = job({ type: 'finish', sheetName: 'Reports', footer });
  const lengths = pieces.mock.calls.map(([text]) => text.length);
  if (reply?.type !== 'done') throw new Error(reply?.type === 'error' ? reply.message : 'no reply');
  return { bytes: reply.bytes, largest: Math.max(...lengths), total: lengths.reduce((a, b) => a + b, 0) };
}

describe('a large sheet', () => {
  it('is written in pieces no larger than a page of rows, and reads back whole', () => {
    const ROWS = 15_000;
    const small = writeSheet(2 * PAGE);
    const large = writeSheet(ROWS);
    // No piece grows with the row count, and no object holds the rows (SheetJS held every cell
    // as a property of one object, which Chromium refuses past 8,388,607: ~300,000 rows).
    expect(large.largest).toBeLessThanOrEqual(small.largest * 1.05);
    expect(large.largest).toBeLessThan(2_000_000);
    expect(large.total).toBeGreaterThan(10 * large.largest);

    // The large sheet is read back without each cell's shown text (SheetJS formats all ~500,000
    // cells by default, a quarter of this test's time); the shown text is checked on the small one,
    // written by the same code with the same columns.
    const book = XLSX.read(new Uint8Array(large.bytes), { type: 'array', cellText: false });
    expect(book.SheetNames).toEqual(['Reports']);
    const sheet = book.Sheets.Reports;
    expect(sheet['!ref']).toBe(`A1:AG${ROWS + 3}`);
    expect(sheet.A1).toMatchObject({ v: 'Reports | 01/03/2026 to 31/03/2026' });
    const rows = XLSX.utils.sheet_to_json<CellValue[]>(sheet, {
      header: 1,
      raw: true,
      defval: null,
      range: 1,
    });
    expect(rows).toHaveLength(ROWS + 2);
    expect(rows[0]).toEqual(COLUMNS.map((c) => c.header));
    for (const r of [0, 1, 299, 300, 301, 7777, ROWS - 1]) {
      const expected = row(r).map((value, c) =>
        KINDS[c] === 'date' ? excelDateSerial(String(value)) : value,
      );
      expect(rows[r + 1]).toEqual(expected);
    }
    expect(rows[ROWS + 1]).toEqual(
      KINDS.map((kind, c) => (c === 0 ? 'Total' : kind === 'money' ? 99999.99 : '')),
    );
    expect(sheet[`J${ROWS + 3}`]).toMatchObject({ t: 'n', v: 99999.99 });
    const shown = XLSX.read(new Uint8Array(small.bytes), { type: 'array' }).Sheets.Reports;
    expect(shown[`J${2 * PAGE + 3}`]).toMatchObject({ t: 'n', v: 99999.99, w: '99,999.99' });
    expect(shown.B4).toMatchObject({ t: 'n', w: '14/03/2026' });
    expect(sheet['!autofilter']).toEqual({ ref: `A2:AG${ROWS + 3}` });
  }, 60_000);
});
