import { buildWorkbookBytes, type ExportSpec } from './workbook';
import { conditionalIndianFormat, fixedIndianFormat, indianCommas } from './indian-number-format';
import { libreOfficeRows } from '../test/libre-office';

// What a clerk sees when the file is opened in LibreOffice Calc (soffice converts it "as shown"):
// Indian digit grouping and dd/mm/yyyy whatever the locale, the title above the headers.

interface Row {
  date: string;
  amount: number | null;
  weight: number | null;
}

const AMOUNTS = [
  0, 5, 999.995, 12345.678, 123400, 1234567.89, 12345678.9, 999999999.99, 1234567890.12, -5, -12345.6,
  -123400, -12345678.9, -1234567890.12,
];
const SHOWN = [
  '0.00',
  '5.00',
  '1,000.00',
  '12,345.68',
  '1,23,400.00',
  '12,34,567.89',
  '1,23,45,678.90',
  '99,99,99,999.99',
  '1,23,45,67,890.12',
  '-5.00',
  '-12,345.60',
  '-1,23,400.00',
  '-1,23,45,678.90',
  '-1,23,45,67,890.12',
];

const spec: ExportSpec<Row> = {
  fileName: 'Reports.xlsx',
  sheetName: 'Reports',
  title: 'Reports | 01/11/2026 to 30/11/2026 | As of 26/11/2026 10:15 IST | Exported by accounts',
  columns: [
    { header: 'Date', kind: 'date', value: (r) => r.date },
    { header: 'Freight', kind: 'money', value: (r) => r.amount },
    { header: 'Weight', kind: 'number', value: (r) => r.weight },
  ],
  rows: AMOUNTS.map((amount, i) => ({
    date: i % 2 ? '2026-01-02' : '2026-11-22',
    amount,
    weight: i === 0 ? null : 123456.125,
  })),
  footer: ['Total', -123400.5, 1234567.5],
};

test('a workbook in LibreOffice: the title, the headers in row 2, Indian grouping for any amount and sign, dd/mm/yyyy dates', async () => {
  const rows = libreOfficeRows(await buildWorkbookBytes(spec));
  expect(rows[0]).toEqual([spec.title, '', '']);
  expect(rows[1]).toEqual(['Date', 'Freight', 'Weight']);
  expect(rows.slice(2, -1).map((r) => r[1])).toEqual(SHOWN);
  expect(rows[2]).toEqual(['22/11/2026', '0.00', '']);
  expect(rows[3]).toEqual(['02/01/2026', '5.00', '1,23,456.125']);
  expect(rows.at(-1)).toEqual(['Total', '-1,23,400.50', '12,34,567.5']);
}, 120_000);

test('the formats: lakhs and crores by condition from 0 to 99 crore, a plain one per digit count beyond and below 0', () => {
  expect(conditionalIndianFormat('money')).toBe(
    '[>=10000000]##\\,##\\,##\\,##0.00;[>=100000]##\\,##\\,##0.00;#,##0.00',
  );
  expect(fixedIndianFormat('money', 2)).toBe('##\\,##\\,##0.00;-##\\,##\\,##0.00');
  expect(fixedIndianFormat('number', 0)).toBe('0.###;-0.###');
  expect(
    [999.994, 999.995, 12345, 123456, 1234567, 12345678, 1234567890.12].map((v) => indianCommas(-v, 'money')),
  ).toEqual([0, 1, 1, 2, 2, 3, 4]);
});
