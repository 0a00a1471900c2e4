import type { LightMyRequestResponse } from 'fastify';
import { AUTH_MESSAGES, INPUT_MESSAGES } from '../../shared/common/messages';
import { FREIGHT_MESSAGES } from '../../shared/masters/freight';
import { IMPORT_MESSAGES } from '../../shared/imports/master-import';
import { VEHICLE_MESSAGES } from '../../shared/masters/vehicle';
import { VENDOR_MESSAGES } from '../../shared/masters/vendor';
import { multipartBody } from '../test/multipart';
import { tableChecksums } from '../test/db-invariants';
import { adminSuite, expectMessage, TestClient, TEST_ADMIN } from '../test/test-app';

/** Names that look alike are alike: invisible characters refused, NFC stored, look-alike twins a 409. */
const suite = adminSuite();
const vendor = (companyName: string) => ({
  companyName,
  companyOwner: 'Ravi Kumar',
  tdsRate: 1,
  gstApplicable: 'No',
  deducteeType: 'individualOrHuf',
});

beforeAll(async () => {
  expect((await suite.admin.post('/add-vendor', vendor('Annapurna Logistics'))).statusCode).toBe(201);
  expect(
    (
      await suite.admin.post('/add-freight', {
        from_destination: 'Navi mumbai',
        to_destination: 'Pune',
        rate: 1450,
      })
    ).statusCode,
  ).toBe(201);
  const truck = multipartBody({ truck_no: 'MH12KL1111', make: 'Tata', companyOwner: 'Ravi' });
  expect((await suite.admin.request({ method: 'POST', url: '/add-vehicle', ...truck })).statusCode).toBe(201);
}, 60_000);

async function refusedUnchanged(
  send: () => Promise<{ statusCode: number; json: () => unknown }>,
  message: string,
) {
  const before = await tableChecksums(suite.app.db);
  const res = await send();
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { message } });
  expect(await tableChecksums(suite.app.db)).toEqual(before);
}

describe('invisible and direction-changing characters: 400 naming the field, nothing stored', () => {
  test.each([
    ['zero-width space', 'Annapurna Logistics\u200b', 'U+200B'],
    ['right-to-left override', '\u202eAnnapurna Logistics', 'U+202E'],
    ['left-to-right mark', 'Annapurna\u200e Logistics', 'U+200E'],
    ['first-strong isolate', 'Annapurna \u2068Logistics', 'U+2068'],
    ['byte order mark', '\ufeffAnnapurna Logistics', 'U+FEFF'],
    ['line separator', 'Annapurna\u2028Logistics', 'U+2028'],
    ['soft hyphen', 'Anna\u00adpurna Logistics', 'U+00AD'],
    ['zero-width joiner between Latin letters', 'Anna\u200dpurna Logistics', 'U+200D'],
  ])('a vendor name with a %s', async (_, companyName, codePoint) => {
    await refusedUnchanged(
      () => suite.admin.post('/add-vendor', vendor(companyName)),
      INPUT_MESSAGES.invisibleCharacter('companyName', codePoint),
    );
  });

  test('in a freight route, a query, a path and a password', async () => {
    await refusedUnchanged(
      () =>
        suite.admin.post('/add-freight', {
          from_destination: 'Pune',
          to_destination: 'Mumbai\u2066',
          rate: 10,
        }),
      INPUT_MESSAGES.invisibleCharacter('to_destination', 'U+2066'),
    );
    await refusedUnchanged(
      () => suite.admin.get('/api/business?vendor=Anna%E2%80%8Bpurna'),
      INPUT_MESSAGES.invisibleCharacter('vendor', 'U+200B'),
    );
    await refusedUnchanged(
      () => suite.admin.delete('/delete-vehicle/MH12KL1111%E2%80%AE'),
      INPUT_MESSAGES.invisibleCharacter('truckNo', 'U+202E'),
    );
    await refusedUnchanged(
      () =>
        new TestClient(suite.app).post('/login', {
          username: TEST_ADMIN.username,
          password: `${TEST_ADMIN.password}\u200b`,
        }),
      INPUT_MESSAGES.invisibleCharacter('password', 'U+200B'),
    );
  });

  test('in a multipart form field (vehicle make)', async () => {
    const { payload, headers } = multipartBody({
      truck_no: 'MH12KL2222',
      make: 'Tata\u200b',
      companyOwner: 'Ravi',
    });
    await refusedUnchanged(
      () => suite.admin.request({ method: 'POST', url: '/add-vehicle', payload, headers }),
      INPUT_MESSAGES.invisibleCharacter('make', 'U+200B'),
    );
  });

  test('joiners inside Devanagari and Malayalam words are kept: they choose a letter form', async () => {
    const res = await suite.admin.post(
      '/add-vendor',
      vendor('\u0915\u094d\u200d\u0937 \u0d2e\u0d4d\u200d Carriers'),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().vendor.companyName).toBe('\u0915\u094d\u200d\u0937 \u0d2e\u0d4d\u200d Carriers');
  });
});

describe('NFC: one spelling of every text', () => {
  test("'e' + combining acute is stored as the single letter é", async () => {
    const res = await suite.admin.post('/add-vendor', vendor('Cafe\u0301 Roadways'));
    expect(res.statusCode).toBe(201);
    expect(res.json().vendor.companyName).toBe('Caf\u00e9 Roadways');
    const stored = await suite.app.db
      .selectFrom('vendors')
      .select('company_name')
      .where('id', '=', Number(res.json().vendor.id))
      .executeTakeFirstOrThrow();
    expect(stored.company_name).toBe('Caf\u00e9 Roadways');
  });

  test('multipart fields too', async () => {
    const { payload, headers } = multipartBody({
      truck_no: 'MH12KL3333',
      make: 'Tata',
      companyOwner: 'Rame\u0301sh',
    });
    const res = await suite.admin.request({ method: 'POST', url: '/add-vehicle', payload, headers });
    expect(res.statusCode).toBe(201);
    const stored = await suite.app.db
      .selectFrom('vehicles')
      .select('company_owner')
      .where('truck_no', '=', 'MH12KL3333')
      .executeTakeFirstOrThrow();
    expect(stored.company_owner).toBe('Ram\u00e9sh');
  });
});

describe("look-alike twins: the entity's own 409", () => {
  test.each([
    ['ANNAPURNA  logistics '],
    ['annapurna logistics'],
    ['Cafe\u0301 roadways'],
    ['CAF\u00c9 ROADWAYS'],
  ])('vendor %j', async (companyName) => {
    expectMessage(await suite.admin.post('/add-vendor', vendor(companyName)), 409, VENDOR_MESSAGES.duplicate);
  });

  test.each<[string, () => Promise<LightMyRequestResponse>, string]>([
    [
      "vendor update onto another vendor's look-alike name",
      async () => {
        const other = (await suite.admin.post('/add-vendor', vendor('Shree Ganesh Roadlines'))).json().vendor;
        return suite.admin.post('/update-vendor', { ...other, ...vendor('annapurna   LOGISTICS') });
      },
      VENDOR_MESSAGES.duplicate,
    ],
    [
      'route (freight from/to pair)',
      () =>
        suite.admin.post('/add-freight', {
          from_destination: ' NAVI   Mumbai',
          to_destination: 'pune',
          rate: 1,
        }),
      FREIGHT_MESSAGES.duplicate,
    ],
    [
      'truck',
      () => {
        const twin = multipartBody({ truck_no: 'mh12 kl 1111', make: 'Tata', companyOwner: 'Ravi' });
        return suite.admin.request({ method: 'POST', url: '/add-vehicle', ...twin });
      },
      VEHICLE_MESSAGES.truckExists,
    ],
    [
      'user',
      async () => {
        const client = new TestClient(suite.app);
        const first = await client.post('/signup', { username: 'ravi.kumar', profile: 'accountant' });
        expect(first.statusCode).toBe(201);
        return client.post('/signup', { username: ' RAVI.Kumar ', profile: 'accountant' });
      },
      AUTH_MESSAGES.usernameTaken,
    ],
  ])('%s', async (_, sendTwin, message) => {
    expectMessage(await sendTwin(), 409, message);
  });
});

test('the trip form finds master data by the same key: "annapurna   LOGISTICS" is Annapurna Logistics', async () => {
  const res = await suite.admin.post('/reports', {
    TruckNumber: 'MH12KL1111',
    DONumber: '1',
    DriverName: 'Ramesh',
    Vendor: 'annapurna   LOGISTICS',
    DestinationFrom: 'navi  MUMBAI',
    DestinationTo: 'PUNE ',
    TruckType: 'Bulker',
    TransactionStatus: 'Open',
    Weight: '10',
    DieselAmount: '',
    Advance: '',
  });
  expect(res.statusCode).toBe(201);
  const trip = (await suite.admin.get(`/api/trip/${res.json().TripID}`)).json();
  expect(trip).toMatchObject({
    Vendor: 'Annapurna Logistics',
    DestinationFrom: 'Navi mumbai',
    DestinationTo: 'Pune',
    Rate: 1450,
    Freight: 14500,
  });
});

describe('Excel import: a cell with an invisible character is an error of its row and column', () => {
  test.each(['/api/import/vendors/check', '/api/import/vendors'])('%s', async (url) => {
    const rows = [
      {
        row: 2,
        values: {
          companyName: 'Sai Krupa Transport',
          companyOwner: 'Ravi',
          tdsRate: '1',
          gstApplicable: 'No',
          deducteeType: 'Individual or HUF',
        },
      },
      {
        row: 3,
        values: {
          companyName: 'Sai\u202e Carriers',
          companyOwner: 'Ravi',
          tdsRate: '1',
          gstApplicable: 'No',
          deducteeType: 'Individual or HUF',
          email: 'a\u200b@b.in',
        },
      },
    ];
    const before = await tableChecksums(suite.app.db);
    const res = await suite.admin.post(url, { rows });
    const errors = [
      {
        row: 3,
        column: 'Company Name',
        message: INPUT_MESSAGES.invisibleCharacter('Company Name', 'U+202E'),
      },
      { row: 3, column: 'Email', message: INPUT_MESSAGES.invisibleCharacter('Email', 'U+200B') },
    ];
    if (url.endsWith('/check')) expect(res.json()).toEqual({ total: 2, valid: 1, errors });
    else
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { message: IMPORT_MESSAGES.refused(1), total: 2, valid: 1, errors },
      });
    expect(await tableChecksums(suite.app.db)).toEqual(before);
  });

  test('a look-alike of a stored vendor is a duplicate row', async () => {
    const res = await suite.admin.post('/api/import/vendors/check', {
      rows: [
        {
          row: 2,
          values: {
            companyName: 'ANNAPURNA  LOGISTICS',
            companyOwner: 'Ravi',
            tdsRate: '1',
            gstApplicable: 'No',
            deducteeType: 'company',
          },
        },
      ],
    });
    expect(res.json()).toEqual({
      total: 1,
      valid: 0,
      errors: [{ row: 2, column: 'Company Name', message: VENDOR_MESSAGES.duplicate }],
    });
  });
});
