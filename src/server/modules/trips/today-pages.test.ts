import { todayInIndia } from '../../../shared/common/dates';
import type { TripRecord } from '../../../shared/trips';
import { appSuite, signInProfiles, type TestClient } from '../../test/test-app';
import { tripRepository } from './repository';
import type { TripValues } from './trip-rows';
import { seededTrip } from '../../test/seeded-trip';

// Today's List of a busy day (src/server/bench/performance.md, Large data): the browser reads it a page at a time, so no
// answer it waits for grows with the day. 2,500 trips: the whole day unpaged is well over a page.
const DAY_TRIPS = 2_500;
/** The page Today's List asks for (client lists/paging.ts SCREEN_PAGE_SIZE), and the largest page (Excel). */
const SCREEN_PAGE = 200;
const LARGEST_PAGE = 1000;
const ONE_MB = 1_000_000;
const VENDORS = ['Shree Ganesh Roadlines', 'Om Shree Carriers', 'Sai Transport'];

const suite = appSuite();
const today = todayInIndia();
let accountant: TestClient;
let loading: TestClient;

function trip(i: number): TripValues {
  const weight = 20 + (i % 11) + 0.25;
  return seededTrip({
    username: 'clerk',
    profile: 'loadingManager',
    truckNumber: `MH12KL${String(1000 + (i % 400))}`,
    doNumber: `D${i}`,
    localDate: today,
    localTime: `${String(Math.floor(i / 120) % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`,
    driverName: `Driver ${i % 50}`,
    vendor: VENDORS[i % 3],
    transactionStatus: i % 4 ? 'Open' : 'Acknowledged',
    weight,
    actualWeight: i % 4 ? null : weight - 0.1,
    differenceInWeight: i % 4 ? null : 0.1,
    freight: Math.round(weight * 1450),
    dieselAmount: 1500 + (i % 9),
    dieselSlipNumber: `DS${i}`,
    advance: 1000,
    toll: 250.5,
  });
}

beforeAll(async () => {
  ({ accountant, loadingManager: loading } = (
    await signInProfiles(suite.app, 'today', ['accountant', 'loadingManager'] as const)
  ).clients);
  const values = Array.from({ length: DAY_TRIPS }, (_, i) => trip(i));
  // A statement's parameters are limited (65,535): a thousand trips at a time.
  for (let start = 0; start < values.length; start += 1000)
    await tripRepository(suite.app.db).insertMany(values.slice(start, start + 1000));
}, 240_000);

const todayQuery = (params: Record<string, string | number> = {}) =>
  new URLSearchParams(
    Object.entries({ startDate: today, endDate: today, ...params }).map(([k, v]) => [k, String(v)]),
  ).toString();

/** Every page of the day as Today's List fetches it, with each answer's size in bytes. */
async function pagesOf(client: TestClient, params: Record<string, string | number> = {}) {
  const pages: { rows: TripRecord[]; totalCount: number; bytes: number }[] = [];
  for (let offset = 0; ; offset += SCREEN_PAGE) {
    const res = await client.get(`/api/reports?${todayQuery({ ...params, limit: SCREEN_PAGE, offset })}`);
    expect(res.statusCode).toBe(200);
    pages.push({
      rows: res.json().tableData,
      totalCount: res.json().totalCount,
      bytes: res.rawPayload.length,
    });
    if (res.json().tableData.length < SCREEN_PAGE) return pages;
  }
}

test(`a day of ${DAY_TRIPS.toLocaleString('en-IN')} trips answers a page at a time: each trip once, in the unpaged order, every page under 1 MB`, async () => {
  const unpaged = await accountant.get(`/api/reports?${todayQuery()}`);
  expect(unpaged.statusCode).toBe(200);
  const all = unpaged.json().tableData as TripRecord[];
  expect(all).toHaveLength(DAY_TRIPS);
  // SPEC.md's unpaged answer stays as it was, and is what paging spares the browser.
  expect(Object.keys(unpaged.json())).toEqual(['tableData']);
  expect(unpaged.rawPayload.length).toBeGreaterThan(ONE_MB);

  const pages = await pagesOf(accountant);
  expect(pages).toHaveLength(Math.ceil(DAY_TRIPS / SCREEN_PAGE));
  expect(pages.map((p) => p.totalCount)).toEqual(pages.map(() => DAY_TRIPS));
  expect(pages.flatMap((p) => p.rows.map((r) => r.TripID))).toEqual(all.map((r) => r.TripID));
  expect(Math.max(...pages.map((p) => p.bytes))).toBeLessThan(ONE_MB / 4);
});

test("the largest page a browser may ask for (Excel's 1,000 trips) stays under 1 MB; a larger one is refused", async () => {
  const largest = await accountant.get(`/api/reports?${todayQuery({ limit: LARGEST_PAGE, offset: 0 })}`);
  expect(largest.statusCode).toBe(200);
  expect(largest.json().tableData).toHaveLength(LARGEST_PAGE);
  expect(largest.rawPayload.length).toBeLessThan(ONE_MB);
  const tooMany = await accountant.get(`/api/reports?${todayQuery({ limit: LARGEST_PAGE + 1 })}`);
  expect(tooMany.statusCode).toBe(400);
  expect(tooMany.json()).toEqual({ message: 'limit must be a whole number from 1 to 1000.' });
});

test("the loading manager's Today's List pages the day alike, without freight", async () => {
  const pages = await pagesOf(loading);
  const ids = pages.flatMap((p) => p.rows.map((r) => r.TripID));
  expect(new Set(ids).size).toBe(DAY_TRIPS);
  expect(pages[0].rows[0]).not.toHaveProperty('Freight');
  expect(pages[0].rows[0]).toMatchObject({ localDate: today, TripID: expect.stringMatching(/^T\d+$/) });
});

test('sorted by a column, or filtered as the address keeps them, the pages still hold each matching trip once', async () => {
  const sorted = await pagesOf(accountant, { sort: 'Vendor', order: 'desc' });
  const rows = sorted.flatMap((p) => p.rows);
  expect(new Set(rows.map((r) => r.TripID)).size).toBe(DAY_TRIPS);
  expect(rows[0].Vendor).toBe('Shree Ganesh Roadlines');
  expect(rows.at(-1)!.Vendor).toBe('Om Shree Carriers');

  const filtered = await pagesOf(accountant, { filters: JSON.stringify({ Vendor: 'sai' }) });
  const saiTrips = Math.ceil((DAY_TRIPS - 2) / 3); // i % 3 === 2
  expect(filtered[0].totalCount).toBe(saiTrips);
  const filteredRows = filtered.flatMap((p) => p.rows);
  expect(filteredRows).toHaveLength(saiTrips);
  expect(new Set(filteredRows.map((r) => r.Vendor))).toEqual(new Set(['Sai Transport']));
});
