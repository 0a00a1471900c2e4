import { BILLING_MESSAGES } from '../../../shared/billing';
import type { TripRecord } from '../../../shared/trips';
import { appSuite, TestClient } from '../../test/test-app';
import { tripRepository } from './repository';
import type { TripValues } from './trip-rows';
import { attachWeightmentSlip, seededTrip } from '../../test/seeded-trip';

// Unpaged lists longer than 2,000 trips are streamed from a cursor (trip-list-stream.ts): the
// client reads the same JSON, the same records in the same order, as the pages give.
const RANGE = { startDate: '2024-05-01', endDate: '2024-05-03' };
const TRIPS = 2300;

const suite = appSuite();
let accountant: TestClient;

function trip(i: number): TripValues {
  return seededTrip({
    doNumber: `S${i}`,
    localDate: `2024-05-0${1 + (i % 3)}`,
    localTime: `1${i % 10}:${String(i % 60).padStart(2, '0')}:00`,
    vendor: i % 2 ? 'Shree Ganesh Roadlines' : 'Om Shree Carriers',
    transactionStatus: i % 4 ? 'Acknowledged' : 'Open',
  });
}

beforeAll(async () => {
  accountant = await TestClient.as(suite.app, 'accountant');
  const values = Array.from({ length: TRIPS }, (_, i) => trip(i));
  for (let at = 0; at < values.length; at += 1000)
    await tripRepository(suite.app.db).insertMany(values.slice(at, at + 1000));
  // An attachment: the streamed record names it as the page's does.
  const [first] = (
    await accountant.get(
      `/api/reports?startDate=${RANGE.startDate}&endDate=${RANGE.endDate}&limit=1&offset=0`,
    )
  ).json().tableData as TripRecord[];
  await attachWeightmentSlip(accountant, first._id);
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
