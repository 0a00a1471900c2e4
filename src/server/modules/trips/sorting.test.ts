import { sql } from 'kysely';
import { SORT_MESSAGES, TRIP_SORT_KEYS } from '../../../shared/lists/sorting';
import type { TripRecord, TransactionStatus } from '../../../shared/trips';
import { appSuite, TestClient } from '../../test/test-app';
import { tripRepository } from './repository';
import type { TripValues } from './trip-rows';
import { seededTrip } from '../../test/seeded-trip';

// Column sort of the paged lists, on the embedded PostgreSQL and (TEST_DATABASE_URL) a PostgreSQL server.
const RANGE = { startDate: '2024-05-01', endDate: '2024-05-07' };
const LIMIT = 7;

const suite = appSuite();
let accountant: TestClient;
let manager: TestClient;

/** Values that repeat (ties broken by the id), blanks among them, mixed case and numbers of every size. */
function trip(i: number): TripValues {
  const statuses: TransactionStatus[] = ['Open', 'Acknowledged'];
  const weight = 8 + ((i * 7) % 11) + 0.25;
  return seededTrip({
    username: i % 2 ? 'clerk' : 'Admin',
    truckNumber: ['MH12KL1111', 'KA01AB2222', 'mh04zz0001'][i % 3],
    doNumber: i % 4 ? `D${(i * 13) % 17}` : null,
    localDate: `2024-05-0${1 + (i % 7)}`,
    localTime: `1${i % 10}:${String((i * 7) % 60).padStart(2, '0')}:00`,
    driverName: i % 5 ? ['Ravi', 'anil', 'Zubin'][i % 3] : null,
    vendor: ['Shree Ganesh', 'Om Carriers', 'alpha Logistics'][i % 3],
    destinationFrom: ['Pune', 'Nashik'][i % 2],
    destinationTo: ['Mumbai', 'Surat', 'Goa'][i % 3],
    truckType: (['Bulker', 'Bag', 'Others'] as const)[i % 3],
    transactionStatus: statuses[i % 2],
    weight,
    actualWeight: i % 4 ? weight - 0.5 : null,
    differenceInWeight: i % 4 ? 0.5 : null,
    rate: 1000 + (i % 4) * 100,
    freight: Math.round(weight * (1000 + (i % 4) * 100) * 100) / 100,
    tdsRate: i % 3 ? 2 : 1,
    dieselAmount: i % 5 ? 900 + ((i * 37) % 400) : null,
    dieselSlipNumber: i % 3 ? `S${i % 6}` : null,
    short: i % 6 ? 12.5 * (i % 3) : null,
    advance: 500 * (i % 3),
    toll: i % 2 ? 350.25 : null,
    adblue: i % 8 ? null : 40,
    greasing: i % 9 ? null : 75,
  });
}

beforeAll(async () => {
  accountant = await TestClient.as(suite.app, 'accountant');
  manager = await TestClient.as(suite.app, 'unloadingManager');
  await tripRepository(suite.app.db).insertMany(Array.from({ length: 40 }, (_, i) => trip(i)));
}, 240_000);

const reports = async (client: TestClient, params: Record<string, string | number>) =>
  client.get(
    `/api/reports?${new URLSearchParams(Object.entries({ ...RANGE, ...params }).map(([k, v]) => [k, String(v)]))}`,
  );

/** The trip ids of the first page as PostgreSQL orders the same trips by the column itself. */
async function firstPageInSql(column: string, order: 'asc' | 'desc'): Promise<string[]> {
  const direction = sql.raw(order);
  const rows = await sql<{ trip_id: string }>`
    select trip_id from trips where local_date between ${RANGE.startDate} and ${RANGE.endDate}
    order by ${sql.ref(column)} ${direction} nulls last, id ${direction} limit ${LIMIT}`.execute(
    suite.app.db,
  );
  return rows.rows.map((r) => r.trip_id);
}

const snake = (key: string) =>
  key
    .replace(/(?<=[a-z])([A-Z])/g, '_$1')
    .replace(/ID$/, 'Id')
    .toLowerCase();
const COLUMN: Record<string, string> = {
  TripID: 'trip_id',
  DONumber: 'do_number',
  TDS_Rate: 'tds_rate',
  BillId: 'bill_id',
};

describe('Reports sorted by each column: the first page is the first rows of ORDER BY that column in SQL', () => {
  test.each(
    TRIP_SORT_KEYS.flatMap(
      (key) =>
        [
          [key, 'asc'],
          [key, 'desc'],
        ] as const,
    ),
  )('%s %s', async (key, order) => {
    const res = await reports(accountant, { sort: key, order, limit: LIMIT, offset: 0 });
    expect(res.statusCode).toBe(200);
    const page = res.json() as { tableData: TripRecord[]; totalCount: number };
    expect(page.totalCount).toBe(40);
    expect(page.tableData.map((t) => t.TripID)).toEqual(
      await firstPageInSql(COLUMN[key] ?? snake(key), order),
    );
  });
});

test('the pages of a sort add up to every trip once, in order', async () => {
  const seen: string[] = [];
  for (let offset = 0; offset < 40; offset += LIMIT) {
    const page = (
      await reports(accountant, { sort: 'Vendor', order: 'desc', limit: LIMIT, offset })
    ).json() as { tableData: TripRecord[] };
    seen.push(...page.tableData.map((t) => t.TripID));
  }
  expect(new Set(seen).size).toBe(40);
  const all = (await reports(accountant, { sort: 'Vendor', order: 'desc' })).json() as {
    tableData: TripRecord[];
  };
  expect(all.tableData.map((t) => t.TripID)).toEqual(seen); // the unpaged answer sorts alike
});

test('order is asc by default; Business and Billing sort alike', async () => {
  const asc = (await reports(accountant, { sort: 'Weight', limit: 40, offset: 0 })).json() as {
    tableData: TripRecord[];
  };
  const weights = asc.tableData.map((t) => t.Weight);
  expect(weights).toEqual([...weights].sort((x, y) => Number(x) - Number(y)));
  const business = (
    await accountant.get(
      `/api/business?startDate=${RANGE.startDate}&endDate=${RANGE.endDate}&sort=Weight&limit=40`,
    )
  ).json();
  expect(business.tableData.map((t: TripRecord) => t.TripID)).toEqual(asc.tableData.map((t) => t.TripID));
  const billing = (
    await accountant.post('/list-billing', { ...RANGE, sort: 'TruckNumber', order: 'desc', limit: 40 })
  ).json();
  const trucks = billing.resultData.map((t: TripRecord) => t.TruckNumber);
  expect(billing.resultData.length).toBeGreaterThan(0);
  expect(trucks).toEqual(await sortedInSql(trucks));
});

/** The same values as PostgreSQL orders them descending (its collation, not JavaScript's). */
async function sortedInSql(values: string[]): Promise<string[]> {
  const rows = await sql<{ v: string }>`select v from unnest(${values}::text[]) as v order by v desc`.execute(
    suite.app.db,
  );
  return rows.rows.map((r) => r.v);
}

test.each([
  [{ sort: 'Password' }, SORT_MESSAGES.badSort],
  [{ sort: 'Weight', order: 'up' }, SORT_MESSAGES.badOrder],
  [{ order: 'desc' }, SORT_MESSAGES.orderWithoutSort],
  [{ sort: 'local_date; drop table trips' }, SORT_MESSAGES.badSort],
])('bad sort %j: 400 with a clear message', async (params, message) => {
  const res = await reports(accountant, { ...params, limit: 5 });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message });
  const post = await accountant.post('/list-billing', { ...RANGE, ...params, limit: 5 });
  expect(post.statusCode).toBe(400);
  expect(post.json()).toEqual({ message });
});

test('a profile that may not see freight may not sort by it', async () => {
  const res = await reports(manager, { sort: 'Freight', limit: 5 });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: SORT_MESSAGES.freightSort });
  expect((await reports(manager, { sort: 'Weight', limit: 5 })).statusCode).toBe(200);
});
