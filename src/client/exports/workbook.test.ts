import * as XLSX from '@e965/xlsx';
import { buildWorkbookBytes, excelDateSerial, type ExportSpec } from './workbook';
import { loadSheetLib } from './export-excel';

interface Row {
  id: string;
  date: string;
  weight: number | null;
  amount: number;
}

const spec: ExportSpec<Row> = {
  fileName: 'Test.xlsx',
  sheetName: 'Reports',
  title: 'Reports | 01/11/2026 to 30/11/2026',
  columns: [
    { header: 'Trip ID', value: (r) => r.id },
    { header: 'Date', kind: 'date', value: (r) => r.date },
    { header: 'Weight', kind: 'number', value: (r) => r.weight },
    { header: 'Amount', kind: 'money', value: (r) => r.amount },
  ],
  rows: [
    { id: 'T1001', date: '2026-11-22', weight: 12.5, amount: 123456.5 },
    { id: 'T1002', date: '2026-01-01', weight: null, amount: -20 },
  ],
  footer: ['Total', null, 12.5, 123436.5],
};

describe('buildWorkbookBytes', () => {
  it('writes a workbook whose header is bold and filled, with real numbers and dates', async () => {
    const progress: number[] = [];
    const bytes = await buildWorkbookBytes(spec, (f) => progress.push(f));
    const book = XLSX.read(new Uint8Array(bytes), { type: 'array', cellStyles: true });
    expect(book.SheetNames).toEqual(['Reports']);
    const sheet = book.Sheets.Reports;
    expect(sheet.A1).toMatchObject({ t: 's', v: 'Reports | 01/11/2026 to 30/11/2026' });
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1, range: 1 })[0]).toEqual([
      'Trip ID',
      'Date',
      'Weight',
      'Amount',
    ]);
    expect(sheet.A2.s).toMatchObject({ patternType: 'solid', fgColor: { rgb: '1D4ED8' } });
    expect(sheet.A3).toMatchObject({ t: 's', v: 'T1001' });
    expect(sheet.B3).toMatchObject({ t: 'n', v: excelDateSerial('2026-11-22') });
    expect(sheet.C3).toMatchObject({ t: 'n', v: 12.5 });
    expect(sheet.D3).toMatchObject({ t: 'n', v: 123456.5 });
    expect(sheet.C4).toBeUndefined();
    expect(sheet.A5).toMatchObject({ v: 'Total' });
    expect(sheet.D5).toMatchObject({ t: 'n', v: 123436.5 });
    expect(sheet['!cols']?.map((c) => c.wch)).toEqual([9, 12, 9, 15]);
    expect(progress.at(-1)).toBe(1);
    // The header font is bold in the written styles.
    const { CFB } = XLSX;
    const styles = CFB.find(CFB.read(new Uint8Array(bytes), { type: 'array' }), '/xl/styles.xml');
    expect(Buffer.from(styles!.content as Uint8Array).toString()).toMatch(/<b\/>/);
  });

  it('counts dates in whole days from the Excel epoch', () => {
    expect(excelDateSerial('1900-01-01')).toBe(2);
    expect(excelDateSerial('2026-11-22')).toBe(46348);
    expect(excelDateSerial('22/11/2026')).toBeNull();
  });

  it('loads the library lazily with either module shape', async () => {
    const lib = await loadSheetLib();
    expect(typeof lib.utils.book_new).toBe('function');
  });
});
