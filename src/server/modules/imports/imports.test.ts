import * as XLSX from '@e965/xlsx';
import type { ImportRow } from '../../../shared/imports/master-import';
import { VENDOR_TDS_MESSAGES } from '../../../shared/masters/vendor-tds';
import { expectPrototypesUntouchedAfterEach } from '../../../shared/test/prototype-guard';
import { profilesSuite } from '../../test/test-app';

// Excel import of vehicles, vendors and freight rates.
const suite = profilesSuite('im', ['admin', 'loadingManager', 'unloadingManager'] as const);
const { clients } = suite;

/** A sheet's rows (values by column key), numbered as Excel shows them: the headings are row 1. */
const sheetRows = (rows: Record<string, string>[]): ImportRow[] =>
  rows.map((values, i) => ({ row: i + 2, values }));
const letters = (n: number) =>
  String.fromCharCode(65 + (Math.floor(n / 26) % 26)) + String.fromCharCode(65 + (n % 26));
/** Row n of a vehicle sheet: a valid truck (its documents come with their PDFs on the Vehicle screen). */
const vehicleRow = (n: number, values: Record<string, string> = {}): ImportRow => ({
  row: n + 2,
  values: {
    truck_no: `MH${String(10 + (n % 80)).padStart(2, '0')}${letters(n)}${String(1000 + n).slice(-4)}`,
    make: 'Tata',
    companyOwner: 'Ramesh Patil',
    ...values,
  },
});
const count = async (table: 'vehicles' | 'vehicle_documents' | 'vendors' | 'freight_rates') =>
  Number(
    (
      await suite.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

test('500 valid and 3 bad vehicle rows: the preview names the 3 rows, nothing is stored until they are left out, then exactly 500', async () => {
  const good = Array.from({ length: 500 }, (_, n) => vehicleRow(n));
  const bad = [
    vehicleRow(600, { truck_no: 'MH12 KL' }),
    vehicleRow(601, { make: '', insurance_startDate: '2026-01-01', insurance_endDate: '2025-01-01' }),
    vehicleRow(602, { truck_no: String(good[10].values.truck_no) }),
  ];
  const rows = [...good.slice(0, 200), bad[0], ...good.slice(200, 400), bad[1], ...good.slice(400), bad[2]];
  rows.forEach((r, i) => (r.row = i + 2));

  const preview = await clients.loadingManager.post('/api/import/vehicles/check', { rows });
  expect(preview.statusCode).toBe(200);
  expect(preview.json()).toEqual({
    total: 503,
    valid: 500,
    errors: [
      { row: 202, column: 'Truck Number', message: 'Use format: MH12KL1111' },
      { row: 403, column: 'Make', message: 'Please enter the make.' },
      {
        row: 403,
        column: 'Insurance End Date',
        message: 'End date should be greater than or equal to the start date.',
      },
      { row: 504, column: 'Truck Number', message: 'Duplicate of row 12 in this file.' },
    ],
  });
  expect(await count('vehicles')).toBe(0);

  const refused = await clients.loadingManager.post('/api/import/vehicles', { rows });
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({
    message: '3 rows have errors; nothing was imported. Fix or leave out those rows and import again.',
    valid: 500,
  });
  expect([await count('vehicles'), await count('vehicle_documents')]).toEqual([0, 0]);

  const withoutBad = rows.filter((r) => ![202, 403, 504].includes(r.row));
  const done = await clients.loadingManager.post('/api/import/vehicles', { rows: withoutBad });
  expect(done.json()).toEqual({ message: 'Imported 500 rows into Vehicles.', imported: 500 });
  expect([await count('vehicles'), await count('vehicle_documents')]).toEqual([500, 0]);
  const listed = (await clients.loadingManager.get('/list-vehicle')).json();
  expect(listed.find((v: { truck_no: string }) => v.truck_no === good[0].values.truck_no)).toMatchObject({
    make: 'Tata',
  });

  // The same file again: every row is now a duplicate of the stored data, reported, nothing stored.
  const again = await clients.loadingManager.post('/api/import/vehicles/check', {
    rows: withoutBad.slice(0, 2),
  });
  expect(again.json().errors).toEqual([
    { row: withoutBad[0].row, column: 'Truck Number', message: 'Truck already exists.' },
    { row: withoutBad[1].row, column: 'Truck Number', message: 'Truck already exists.' },
  ]);
}, 120_000);

test('a row is told every problem it has: a duplicate truck beside a bad make and a document without its PDF', async () => {
  await clients.loadingManager.post('/api/import/vehicles', { rows: [vehicleRow(700)] });
  const rows = [
    vehicleRow(700, {
      make: '',
      insurance_startDate: '01/01/2026',
      insurance_endDate: '31/12/2026',
      fitness_startDate: '31/02/2026',
      fitness_endDate: '01/03/2027',
    }),
    vehicleRow(701, { puc_startDate: '2026-01-01', puc_endDate: '' }),
  ];
  rows.forEach((r, i) => (r.row = i + 2));
  expect((await clients.loadingManager.post('/api/import/vehicles/check', { rows })).json()).toEqual({
    total: 2,
    valid: 0,
    errors: [
      { row: 2, column: 'Make', message: 'Please enter the make.' },
      // DD/MM/YYYY is read as a date; the Vehicle form's rule then asks for the document's file.
      {
        row: 2,
        column: 'Insurance Start Date',
        message: 'A file must be uploaded when start and end dates are provided.',
      },
      { row: 2, column: 'Fitness End Date', message: 'Please enter valid dates.' },
      { row: 2, column: 'Truck Number', message: 'Truck already exists.' },
      { row: 3, column: 'PUC End Date', message: 'Both start and end dates should be provided.' },
    ],
  });
});

test("the template's example row is refused if left in the file", async () => {
  const example = {
    row: 2,
    values: { truck_no: 'MH12AB1234', make: 'Tata LPT 1613', companyOwner: 'Sai Freight Carriers' },
  };
  expect((await clients.admin.post('/api/import/vehicles/check', { rows: [example] })).json().errors).toEqual(
    [
      {
        row: 2,
        column: 'Row',
        message: "This is the template's example row: replace it with your own or delete it.",
      },
    ],
  );
});

test("vendors and freight rates use the forms' rules and words", async () => {
  const vendors = sheetRows([
    // Without a PAN the deductee type is named, by its label as the vendor form shows it, in any case.
    {
      companyName: 'shree ganesh roadlines',
      companyOwner: 'Ramesh',
      tdsRate: '2',
      gstApplicable: 'no',
      deducteeType: 'other',
    },
    { companyName: 'Om Carriers', companyOwner: 'Suresh', tdsRate: '120', gstApplicable: 'Yes', pan: 'XYZ' },
    {
      companyName: 'Shree Ganesh Roadlines',
      companyOwner: 'Ramesh',
      tdsRate: '1',
      gstApplicable: 'No',
      deducteeType: 'Individual or HUF',
    },
  ]);
  const check = (await clients.admin.post('/api/import/vendors/check', { rows: vendors })).json();
  expect(check.errors).toEqual([
    { row: 3, column: 'PAN', message: expect.any(String) },
    { row: 3, column: 'TDS Rate', message: expect.any(String) },
    { row: 3, column: 'Deductee Type', message: VENDOR_TDS_MESSAGES.deducteeTypeRequired },
    { row: 4, column: 'Company Name', message: 'Duplicate of row 2 in this file.' },
  ]);
  expect((await clients.admin.post('/api/import/vendors', { rows: [vendors[0]] })).json()).toEqual({
    message: 'Imported 1 row into Vendors.',
    imported: 1,
  });
  const stored = await suite.app.db.selectFrom('vendors').selectAll().executeTakeFirstOrThrow();
  expect([stored.company_name, Number(stored.tds_rate), stored.gst_applicable, stored.deductee_type]).toEqual(
    ['Shree Ganesh Roadlines', 2, 'No', 'otherNonCompany'],
  );

  const rates = [
    { row: 2, values: { from_destination: 'pune', to_destination: 'MUMBAI', rate: '1450' } },
    { row: 3, values: { from_destination: 'Pune', to_destination: '', rate: '10' } },
  ];
  expect((await clients.admin.post('/api/import/freight/check', { rows: rates })).json()).toEqual({
    total: 2,
    valid: 1,
    errors: [{ row: 3, column: 'To', message: 'To is required.' }],
  });
  expect((await clients.admin.post('/api/import/freight', { rows: [rates[0]] })).statusCode).toBe(200);
  expect((await clients.admin.post('/api/import/freight/check', { rows: [rates[0]] })).json().errors).toEqual(
    [{ row: 2, column: 'From', message: 'Duplicate entry detected. Please check the data.' }],
  );
});

test('a number cell Excel cut to 15 digits (a 16-digit bank account typed into a General cell) is refused, not imported changed', async () => {
  const before = await count('vendors');
  const vendor = {
    companyName: 'Lakshmi Roadways',
    companyOwner: 'Ganesh',
    tdsRate: 1,
    gstApplicable: 'No',
    deducteeType: 'individualOrHuf',
  };
  const rows = [
    { row: 2, values: { ...vendor, bankAccount: 1234567890123450 } },
    { row: 3, values: { ...vendor, companyName: 'Padma Roadways', bankAccount: 123456789012345 } },
  ];
  const message =
    'Excel keeps only 15 digits of a number, so the last digits of this Bank Account may be lost. ' +
    'Format the column as Text, type it again and upload the file again.';
  expect((await clients.admin.post('/api/import/vendors/check', { rows })).json()).toEqual({
    total: 2,
    valid: 1,
    errors: [{ row: 2, column: 'Bank Account', message }],
  });
  expect((await clients.admin.post('/api/import/vendors', { rows })).statusCode).toBe(400);
  expect(await count('vendors')).toBe(before);
});

test('only whoever may edit the master data imports it; bad bodies get a clear 400', async () => {
  expect((await clients.loadingManager.post('/api/import/freight/check', { rows: [] })).statusCode).toBe(403);
  expect(
    (await clients.unloadingManager.post('/api/import/vehicles', { rows: [vehicleRow(900)] })).statusCode,
  ).toBe(403);
  expect((await clients.unloadingManager.get('/api/import/vendors/template')).statusCode).toBe(403);
  expect((await clients.admin.post('/api/import/vendors/check', { rows: [] })).json()).toEqual({
    message: 'The file has no rows to import.',
  });
  expect((await clients.admin.post('/api/import/vendors/check', { nope: 1 })).json()).toEqual({
    message: 'Please send the rows of the file.',
  });
  const tooMany = Array.from({ length: 2001 }, (_, n) => vehicleRow(n));
  expect((await clients.admin.post('/api/import/vehicles/check', { rows: tooMany })).json()).toEqual({
    message: 'A file can import at most 2000 rows at a time.',
  });
});

test('the template is a real workbook with the columns in order', async () => {
  const res = await clients.admin.get('/api/import/vehicles/template');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toBe('attachment; filename="vehicles-import-template.xlsx"');
  const book = XLSX.read(res.rawPayload, { type: 'buffer' });
  expect(book.SheetNames).toEqual(['Vehicles', 'How to fill']);
  const header = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Vehicles, { header: 1 })[0];
  expect(header.slice(0, 5)).toEqual([
    'Truck Number',
    'Make',
    'Company Owner',
    'Registration Start Date',
    'Registration End Date',
  ]);
  expect(header).toHaveLength(17);
  // An example row under the header, and the dates asked for as India writes them.
  const example = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Vehicles, { header: 1 })[1];
  expect(example.slice(0, 3)).toEqual(['MH12AB1234', 'Tata LPT 1613', 'Sai Freight Carriers']);
  const notes = XLSX.utils
    .sheet_to_json<string[]>(book.Sheets['How to fill'], { header: 1 })
    .map((r) => r[0]);
  expect(notes).toContain('Dates: DD/MM/YYYY, e.g. 31/03/2027 (an Excel date cell is fine too).');
  expect(notes.join(' ')).not.toContain('YYYY-MM-DD');
  for (const kind of ['vendors', 'freight']) {
    const book2 = XLSX.read((await clients.admin.get(`/api/import/${kind}/template`)).rawPayload, {
      type: 'buffer',
    });
    expect(XLSX.utils.sheet_to_json<string[]>(book2.Sheets[book2.SheetNames[0]], { header: 1 })).toHaveLength(
      2,
    );
  }
});

describe('rows crafted to pollute prototypes change nothing', () => {
  expectPrototypesUntouchedAfterEach();
  const rawPost = (url: string, json: string) =>
    clients.admin.request({
      method: 'POST',
      url,
      payload: json,
      headers: { 'content-type': 'application/json' },
    });

  test('a "__proto__" cell is refused with a clear 400, nothing is stored', async () => {
    const row =
      '{"row":2,"values":{"truck_no":"MH12KL5551","make":"Tata","companyOwner":"Ramesh","__proto__":{"polluted":"yes"}}}';
    for (const url of ['/api/import/vehicles/check', '/api/import/vehicles']) {
      const res = await rawPost(url, `{"rows":[${row}]}`);
      expect(res.statusCode).toBe(400);
      // Fastify's JSON parser refuses the key outright, before any route code sees the body.
      expect(res.json()).toEqual({
        message: "Body is not valid JSON but content-type is set to 'application/json'",
      });
    }
    expect(
      await suite.app.db.selectFrom('vehicles').select('id').where('truck_no', '=', 'MH12KL5551').execute(),
    ).toEqual([]);
  });

  test('"constructor" and "toString" cells are no columns: the row is checked and stored on its real fields', async () => {
    const rows = [
      vehicleRow(0, {
        truck_no: 'MH12KL5552',
        companyOwner: 'Ramesh',
        constructor: 'Function',
        toString: 'x',
        hasOwnProperty: 'y',
      }),
    ];
    expect((await clients.admin.post('/api/import/vehicles/check', { rows })).json()).toEqual({
      total: 1,
      valid: 1,
      errors: [],
    });
    expect((await clients.admin.post('/api/import/vehicles', { rows })).json()).toEqual({
      message: 'Imported 1 row into Vehicles.',
      imported: 1,
    });
    const stored = await suite.app.db
      .selectFrom('vehicles')
      .select(['make', 'company_owner'])
      .where('truck_no', '=', 'MH12KL5552')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ make: 'Tata', company_owner: 'Ramesh' });
  });
});
