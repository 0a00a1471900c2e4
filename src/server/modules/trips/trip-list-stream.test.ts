import { BILLING_MESSAGES } from '../../../shared/billing';
import type { TripRecord } from '../../../shared/trips';
import { appSuite, createUser, TestClient } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { tripRepository } from './repository';
import type { TripValues } from './trip-rows';

// Unpaged lists longer than 2,000 trips are streamed from a cursor (trip-list-stream.ts): the
// client reads the same JSON, the same records in the same order, as the pages give.
const RANGE = { startDate: '2024-05-01', endDate: '2024-05-03' };
const TRIPS = 2300;

const suite = appSuite();
let accountant: TestClient;

function trip(i: number): TripValues {
  return {
    username: 'seed',
    profile: 'admin',
    truckNumber: 'MH12KL1111',
    vehicleId: null,
    doNumber: `S${i}`,
    localDate: `2024-05-0${1 + (i % 3)}`,
    localTime: `1${i % 10}:${String(i % 60).padStart(2, '0')}:00`,
    driverName: null,
    vendor: i % 2 ? 'Shree Ganesh Roadlines' : 'Om Shree Carriers',
    vendorId: null,
    destinationFrom: 'Pune',
    destinationTo: 'Mumbai',
    truckType: 'Bulker',
    transactionStatus: i % 4 ? 'Acknowledged' : 'Open',
    weight: 20,
    actualWeight: null,
    differenceInWeight: null,
    rate: 1450,
    freight: 29000,
    tdsRate: 2,
    dieselAmount: null,
    dieselSlipNumber: null,
    short: null,
    advance: null,
    toll: null,
    adblue: null,
    greasing: null,
  };
}

beforeAll(async () => {
  const { username, password } = await createUser(suite.app, 'stream_accountant', 'accountant');
  accountant = await TestClient.signedIn(suite.app, username, password);
  const values = Array.from({ length: TRIPS }, (_, i) => trip(i));
  for (let at = 0; at < values.length; at += 1000)
    await tripRepository(suite.app.db).insertMany(values.slice(at, at + 1000));
  // An attachment: the streamed record names it as the page's does.
  const [first] = (
    await accountant.get(
      `/api/reports?startDate=${RANGE.startDate}&endDate=${RANGE.endDate}&limit=1&offset=0`,
    )
  ).json().tableData as TripRecord[];
  const { payload, headers } = multipartBody(
    { id: first._id, transactionStatus: 'Acknowledged' },
    {
      WeightmentSlip: {
        filename: 'slip.pdf',
        content: Buffer.from('%PDF-1.4\n%%EOF\n'),
        contentType: 'application/pdf',
      },
    },
  );
  expect(
    (await accountant.request({ method: 'POST', url: `/api/reports/${first._id}`, payload, headers }))
      .statusCode,
  ).toBe(200);
}, 120_000);

/** Every page of a list, one after the other. */
async function allPages(
  read: (limit: number, offset: number) => Promise<TripRecord[]>,
): Promise<TripRecord[]> {
  const rows: TripRecord[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await read(1000, offset);
    rows.push(...page);
    if (page.length < 1000) return rows;
  }
}

const q = `startDate=${RANGE.startDate}&endDate=${RANGE.endDate}`;

test('GET /api/reports and /api/business unpaged stream every record, in list order, as the pages have them', async () => {
  for (const path of ['/api/reports', '/api/business']) {
    const whole = await accountant.get(`${path}?${q}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toMatch(/^application\/json/);
    const body = whole.json() as { tableData: TripRecord[] };
    expect(Object.keys(body)).toEqual(['tableData']);
    expect(body.tableData).toHaveLength(TRIPS);
    expect(body.tableData).toEqual(
      await allPages(
        async (limit, offset) =>
          (await accountant.get(`${path}?${q}&limit=${limit}&offset=${offset}`)).json().tableData,
      ),
    );
  }
  const withSlip = (await accountant.get(`/api/reports?${q}`))
    .json()
    .tableData.filter((t: TripRecord) => t.WeightmentSlip);
  expect(withSlip).toHaveLength(1);
  expect(withSlip[0].WeightmentSlip).toEqual({
    filepath: `/api/download/${withSlip[0]._id}/WeightmentSlip`,
    originalname: 'slip.pdf',
  });
});

test('POST /list-billing unpaged streams the billable trips with an empty message; an empty range says so', async () => {
  const whole = await accountant.post('/list-billing', RANGE);
  expect(whole.statusCode).toBe(200);
  const body = whole.json() as { resultData: TripRecord[]; message: string };
  expect(body.message).toBe('');
  expect(body.resultData.every((t) => t.TransactionStatus === 'Acknowledged')).toBe(true);
  expect(body.resultData).toEqual(
    await allPages(
      async (limit, offset) =>
        (await accountant.post('/list-billing', { ...RANGE, limit, offset })).json().resultData,
    ),
  );

  const none = await accountant.post('/list-billing', { startDate: '2023-01-01', endDate: '2023-01-02' });
  expect(none.statusCode).toBe(200);
  expect(none.json()).toEqual({ resultData: [], message: BILLING_MESSAGES.noDataFound });
});
