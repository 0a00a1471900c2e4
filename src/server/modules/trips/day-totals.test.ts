import { sql } from 'kysely';
import type { TripRecord } from '../../../shared/trips';
import { appSuite, TestClient } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { DAY_SUM_COLUMNS, compactDayTotals, dayRangeSummary, tripTdsSql } from './day-totals';
import { tripRepository } from './repository';
import type { TripValues } from './trip-rows';
import { seededTrip } from '../../test/seeded-trip';

// The per-day totals (migration 014) always equal the trips they summarise, and deep pages found
// through them are the unpaged rows.
const suite = appSuite();
let accountant: TestClient;
const DAYS = ['2024-07-01', '2024-07-02', '2024-07-03'];
const RANGE = { startDate: DAYS[0], endDate: DAYS[2] };

function trip(i: number): TripValues {
  const weight = 20 + (i % 9) * 0.5;
  return seededTrip({
    localDate: DAYS[i % 3],
    localTime: `1${i % 10}:${String(i % 60).padStart(2, '0')}:00`,
    vendor: i % 2 ? 'Om Shree Carriers' : 'Shree Ganesh Roadlines',
    truckType: 'Bag',
    transactionStatus: i % 4 ? 'Acknowledged' : 'Open',
    weight,
    actualWeight: weight - 0.1,
    differenceInWeight: 0.1,
    freight: weight * 1450,
    tdsRate: i % 2 ? 1 : 1.5,
    dieselAmount: i % 3 ? 900 : null,
    advance: 1000,
    adblue: i % 5 ? null : 120.5,
  });
}

/** The count and sums straight from the trips. */
async function direct(statuses: string[]) {
  const sums = DAY_SUM_COLUMNS.map(
    (c) => sql`coalesce(sum(${c === 'tds' ? tripTdsSql('trips') : sql.ref(c)}), 0) as ${sql.ref(c)}`,
  );
  const { rows } = await sql<Record<string, number>>`
    select count(*) as trip_count, ${sql.join(sums)} from trips
    where deleted_at is null and local_date between ${RANGE.startDate} and ${RANGE.endDate}
      and transaction_status in (${sql.join(statuses.map((s) => sql`${s}`))})`.execute(suite.app.db);
  return {
    count: Number(rows[0].trip_count),
    sums: Object.fromEntries(DAY_SUM_COLUMNS.map((c) => [c, Number(rows[0][c])])),
  };
}

async function expectTotalsMatch() {
  for (const statuses of [['Open', 'Acknowledged', 'Billed'], ['Acknowledged'], ['Billed']] as const) {
    expect(await dayRangeSummary(suite.app.db, { ...RANGE, statuses })).toEqual(await direct([...statuses]));
  }
}

beforeAll(async () => {
  accountant = await TestClient.as(suite.app, 'accountant');
  const values = Array.from({ length: 2700 }, (_, i) => trip(i));
  for (let i = 0; i < values.length; i += 900)
    await tripRepository(suite.app.db).insertMany(values.slice(i, i + 900));
}, 240_000);

test('the day totals follow inserts, row edits, date changes, deletes and bills, before and after compaction', async () => {
  await expectTotalsMatch();
  const rows = (await accountant.get(`/api/reports?startDate=${DAYS[0]}&endDate=${DAYS[0]}&limit=3`)).json()
    .tableData as TripRecord[];
  const edit = multipartBody({
    id: rows[0]._id,
    transactionStatus: 'Acknowledged',
    localDate: DAYS[1],
    weight: '31.5',
    actualWeight: '31',
  });
  expect(
    (await accountant.request({ method: 'POST', url: `/api/reports/${rows[0]._id}`, ...edit })).statusCode,
  ).toBe(200);
  expect((await accountant.delete(`/api/reports/${rows[1]._id}`)).statusCode).toBe(200);
  const billable = (await accountant.post('/list-billing', { ...RANGE, vendor: 'Om Shree', limit: 4 })).json()
    .resultData as TripRecord[];
  expect(
    (
      await accountant.post(
        '/generate-pdf-bill',
        billable.map((t) => ({ id: t._id, remarks: [], applyTaxes: false })),
      )
    ).statusCode,
  ).toBe(200);
  await expectTotalsMatch();
  expect(await compactDayTotals(suite.app.db)).toBe(true);
  const { rows: left } = await sql<{ n: number }>`select count(*)::int as n from trip_day_deltas`.execute(
    suite.app.db,
  );
  expect(left[0].n).toBe(0);
  await expectTotalsMatch();
}, 60_000);

test('deep pages (found through the day totals) are the unpaged rows, to the last one', async () => {
  for (const [path, key, body] of [
    ['/api/reports', 'tableData', null],
    ['/list-billing', 'resultData', {}],
  ] as const) {
    const all = body
      ? ((await accountant.post(path, RANGE)).json()[key] as TripRecord[])
      : ((await accountant.get(`${path}?startDate=${RANGE.startDate}&endDate=${RANGE.endDate}`)).json()[
          key
        ] as TripRecord[]);
    expect(all.length).toBeGreaterThan(2000);
    for (const offset of [1990, 2000, 2345, all.length - 5, all.length]) {
      const res = body
        ? await accountant.post(path, { ...RANGE, limit: 50, offset })
        : await accountant.get(
            `${path}?startDate=${RANGE.startDate}&endDate=${RANGE.endDate}&limit=50&offset=${offset}`,
          );
      expect(res.json()[key]).toEqual(all.slice(offset, offset + 50));
      expect(res.json().totalCount).toBe(all.length);
    }
  }
}, 60_000);
