import { COLUMN_FILTER_MESSAGES } from '../../../shared/lists/column-filters';
import { TRIP_TOTAL_FIELDS } from '../../../shared/lists/paging';
import type { TripRecord } from '../../../shared/trips';
import { tdsAndAmountTotals } from '../../../shared/common/money';
import { signedInSuite } from '../../test/test-app';
import { tripRepository } from './repository';
import type { TripValues } from './trip-rows';
import { seededTrip } from '../../test/seeded-trip';

// Per-column filters on paged trip lists, on the embedded PostgreSQL and (TEST_DATABASE_URL) a PostgreSQL server.
const RANGE = { startDate: '2024-05-01', endDate: '2024-05-04' };
const TRUCKS = ['MH12KL1111', 'KA01AB2222', 'GJ05_X100%'];
const DRIVERS = ['Ramesh Yadav', 'Sunil More', 'Anil Pawar'];

const suite = signedInSuite('cf');
const accountant = () => suite.clients.accountant;

function trip(i: number): TripValues {
  const weight = 10 + (i % 5);
  return seededTrip({
    truckNumber: TRUCKS[i % 3],
    doNumber: `D${i}`,
    localDate: `2024-05-0${1 + (i % 4)}`,
    localTime: `1${i % 10}:00:00`,
    driverName: DRIVERS[i % 3],
    vendor: i % 2 ? 'Shree Ganesh Roadlines' : 'Om Shree Carriers',
    destinationTo: i % 4 ? 'Mumbai' : 'Nashik',
    transactionStatus: i % 5 === 0 ? 'Open' : 'Acknowledged',
    weight,
    actualWeight: weight - 0.5,
    differenceInWeight: 0.5,
    rate: 1000,
    freight: weight * 1000,
    tdsRate: 1,
    dieselAmount: 100 + i,
    advance: 50,
    toll: i % 2 ? 20 : null,
  });
}

beforeAll(async () => {
  await tripRepository(suite.app.db).insertMany(Array.from({ length: 30 }, (_, i) => trip(i)));
});

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const round = (n: number) => Math.round(n * 1000) / 1000;
const sumsOf = (rows: TripRecord[]) => ({
  ...Object.fromEntries(
    TRIP_TOTAL_FIELDS.map((f) => [f, round(rows.reduce((sum, r) => sum + Number(r[f] ?? 0), 0))]),
  ),
  ...tdsAndAmountTotals(rows),
});
const roundAll = (totals: Record<string, number>) =>
  Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, round(v)]));

async function allReports(): Promise<TripRecord[]> {
  return (await accountant().get(`/api/reports?${query(RANGE)}`)).json().tableData;
}

describe('GET /api/reports with filters', () => {
  test('only trips whose every filtered column contains its text (any case); totalCount and totals cover them', async () => {
    const expected = (await allReports()).filter(
      (t) => t.TruckNumber.includes('KA01') && t.DriverName!.toLowerCase().includes('more'),
    );
    expect(expected.length).toBeGreaterThan(0);
    const res = await accountant().get(
      `/api/reports?${query({ ...RANGE, limit: 100, filters: JSON.stringify({ TruckNumber: 'ka01', DriverName: ' MORE ' }) })}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().tableData).toEqual(expected);
    expect(res.json().totalCount).toBe(expected.length);
    expect(roundAll(res.json().totals)).toEqual(sumsOf(expected));
  });

  test('% and _ in a filter are plain characters, and blank filters filter nothing', async () => {
    const res = await accountant().get(
      `/api/reports?${query({ ...RANGE, limit: 100, filters: JSON.stringify({ TruckNumber: '_x100%', Vendor: '  ' }) })}`,
    );
    expect(res.json().tableData.map((t: TripRecord) => t.TruckNumber)).toEqual(Array(10).fill('GJ05_X100%'));
    const none = await accountant().get(
      `/api/reports?${query({ ...RANGE, limit: 100, filters: JSON.stringify({ TruckNumber: '%' }) })}`,
    );
    expect(none.json().tableData.every((t: TripRecord) => t.TruckNumber.includes('%'))).toBe(true);
  });

  test('filters and a column sort together: the filtered trips in the sorted order', async () => {
    const expected = (await allReports())
      .filter((t) => t.DestinationTo === 'Nashik')
      .sort((a, b) => Number(b.Weight) - Number(a.Weight) || Number(b._id) - Number(a._id));
    const res = await accountant().get(
      `/api/reports?${query({ ...RANGE, limit: 100, sort: 'Weight', order: 'desc', filters: JSON.stringify({ DestinationTo: 'nash' }) })}`,
    );
    expect(res.json().tableData.map((t: TripRecord) => t.TripID)).toEqual(expected.map((t) => t.TripID));
  });

  test.each([
    ['not JSON', '{TruckNumber', COLUMN_FILTER_MESSAGES.badFilters],
    ['an array', '["MH12"]', COLUMN_FILTER_MESSAGES.badFilters],
    ['an unknown column', '{"Freight":"1"}', COLUMN_FILTER_MESSAGES.badKey],
    ['a number for a text', '{"TruckNumber":12}', COLUMN_FILTER_MESSAGES.badText],
    ['a text too long', JSON.stringify({ TruckNumber: 'x'.repeat(101) }), COLUMN_FILTER_MESSAGES.badText],
  ])('filters that are %s: 400 with the message, nothing listed', async (_what, filters, message) => {
    const res = await accountant().get(`/api/reports?${query({ ...RANGE, limit: 10, filters })}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('POST lists with filters', () => {
  test('POST /list-billing pages the filtered billable trips, and Select All selects exactly those', async () => {
    const billable = (await accountant().post('/list-billing', RANGE)).json().resultData as TripRecord[];
    const expected = billable.filter((t) => t.TruckNumber === 'MH12KL1111');
    const res = await accountant().post('/list-billing', {
      ...RANGE,
      limit: 100,
      offset: 0,
      filters: { TruckNumber: 'mh12' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().resultData).toEqual(expected);
    expect(res.json().totalCount).toBe(expected.length);
    const selection = (
      await accountant().post('/list-billing-selection', { ...RANGE, filters: { TruckNumber: 'mh12' } })
    ).json();
    expect(selection.totalCount).toBe(expected.length);
    expect(selection.trips.map((t: { TripID: string }) => t.TripID).sort()).toEqual(
      expected.map((t) => t.TripID).sort(),
    );
  });

  test('POST /list-to-revise-bill by dates sorts and filters its acknowledged list', async () => {
    const res = await accountant().post('/list-to-revise-bill', {
      ...RANGE,
      limit: 100,
      offset: 0,
      sort: 'TruckNumber',
      order: 'asc',
      filters: { DriverName: 'anil' },
    });
    expect(res.statusCode).toBe(200);
    const acknowledged = res.json().acknowledged as TripRecord[];
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.every((t) => t.DriverName === 'Anil Pawar')).toBe(true);
    const trucks = acknowledged.map((t) => t.TruckNumber);
    expect(trucks).toEqual([...trucks].sort());
    expect(res.json().totalCount.acknowledged).toBe(acknowledged.length);
  });

  test('a filters object with a number is a 400, as any wrong JSON type is', async () => {
    const res = await accountant().post('/list-billing', {
      ...RANGE,
      limit: 10,
      filters: { TruckNumber: 5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });
});
