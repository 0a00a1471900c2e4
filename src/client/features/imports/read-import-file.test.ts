import * as XLSX from '@e965/xlsx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { IMPORT_MESSAGES } from '../../../shared/imports/master-import';
import { expectPrototypesUntouchedAfterEach } from '../../../shared/test/prototype-guard';
import { readImportFile } from './read-import-file';

/**
 * Workbooks crafted as an attacker would: the template's layout, then the sheet's name changed
 * inside xl/workbook.xml (no spreadsheet program writes "__proto__" for you).
 */
function craftedFile(rows: unknown[][], sheetName = 'Vehicles'): File {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Vehicles');
  const parts = unzipSync(
    new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer),
  );
  parts['xl/workbook.xml'] = strToU8(
    strFromU8(parts['xl/workbook.xml']).replace('name="Vehicles"', `name="${sheetName}"`),
  );
  return new File([zipSync(parts)], 'vehicles.xlsx');
}

// Whatever the file held, no object of the page gained or lost an inherited member.
expectPrototypesUntouchedAfterEach();

test('a sheet named "__proto__" is refused as not a readable workbook', async () => {
  const file = craftedFile(
    [
      ['Truck Number', 'Make', 'Company Owner'],
      ['MH12KL1111', 'Tata', 'Ramesh'],
    ],
    '__proto__',
  );
  await expect(readImportFile('vehicles', file)).rejects.toThrow(IMPORT_MESSAGES.unreadable);
});

test('"__proto__", "constructor" and "toString" columns are no columns of the template: the rows carry only its fields, as plain text', async () => {
  const file = craftedFile([
    ['Truck Number', '__proto__', 'constructor', 'Make', 'toString', 'Company Owner'],
    ['MH12KL1111', '{"polluted":"yes"}', 'Function', 'Tata', 'x', 'Ramesh'],
  ]);
  const rows = await readImportFile('vehicles', file);
  expect(rows).toEqual([
    { row: 2, values: { truck_no: 'MH12KL1111', make: 'Tata', companyOwner: 'Ramesh' } },
  ]);
  expect(Object.getPrototypeOf(rows[0].values)).toBe(Object.prototype);
  expect(Object.keys(rows[0].values)).toEqual(['truck_no', 'make', 'companyOwner']);
});

test('random bytes behind a zip signature are not a readable workbook', async () => {
  const bytes = Uint8Array.from({ length: 2048 }, (_, i) =>
    i < 4 ? [0x50, 0x4b, 0x03, 0x04][i] : (i * 131 + 7) % 256,
  );
  await expect(readImportFile('vehicles', new File([bytes], 'vehicles.xlsx'))).rejects.toThrow(
    IMPORT_MESSAGES.unreadable,
  );
});

test('a number cell is sent as its number, so the check can refuse one Excel cut to 15 digits', async () => {
  const file = craftedFile([
    ['Company Name', 'Company Owner', 'TDS Rate', 'GST Applicable', 'Bank Account'],
    ['Lakshmi Roadways', 'Ganesh', 1, 'No', 1234567890123450],
  ]);
  expect(await readImportFile('vendors', file)).toEqual([
    {
      row: 2,
      values: {
        companyName: 'Lakshmi Roadways',
        companyOwner: 'Ganesh',
        tdsRate: 1,
        gstApplicable: 'No',
        bankAccount: 1234567890123450,
      },
    },
  ]);
});
