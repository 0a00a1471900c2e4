import { sql, type RawBuilder } from 'kysely';
import { DateTime } from 'luxon';
import type { TripRecord } from '../../../shared/trips';
import { BUSINESS_ZONE, todayInIndia } from '../../../shared/common/dates';
import { dashboardWindows } from '../../../shared/dashboard/summary';
import { appSuite, TestClient } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { seededTrip } from '../../test/seeded-trip';
import { compactDayTotals, tripTdsSql } from '../trips/day-totals';
import { tripRepository } from '../trips/repository';
import type { TripValues } from '../trips/trip-rows';
import {
  DASHBOARD_TOTALS,
  dashboardRepository,
  dashboardTotals,
  type DashboardRange,
  type TotalRows,
} from './repository';

// The dashboard totals (migration 027) always give the charts exactly what the trips themselves
// give, to the paisa, through inserts, edits, bills, deletes and status changes, before and after
// compaction.
const suite = appSuite();
let accountant: TestClient;
const windows = dashboardWindows(todayInIndia());
const shift = (days: number) =>
  DateTime.fromISO(windows.today, { zone: BUSINESS_ZONE }).minus({ days }).toISODate()!;
const DAYS = [0, 1, 2, 5, 12, 29, 30, 45].map(shift);
const RANGES: DashboardRange[] = [
  { from: windows.from, to: windows.today },
  { from: windows.monthStart, to: windows.today },
  { from: DAYS.at(-1)!, to: windows.today },
];
const VENDORS = Array.from({ length: 14 }, (_, i) => `Dash Vendor ${String.fromCharCode(65 + i)}`);
const ROUTES = [
  ['Pune', 'Mumbai'],
  ['Mumbai', 'Pune'],
  ['Satara', 'Kolhapur'],
  ['Nashik', 'Pune'],
];

function trip(i: number): TripValues {
  const [from, to] = ROUTES[i % ROUTES.length];
  const weight = 18 + (i % 11) * 0.37;
  return seededTrip({
    localDate: DAYS[i % DAYS.length],
    vendor: VENDORS[(i * 5) % VENDORS.length],
    destinationFrom: from,
    destinationTo: to,
    transactionStatus: i % 3 ? 'Acknowledged' : 'Open',
    weight,
    rate: 1333.33,
    // Freights whose TDS rounds half a paisa differently per trip than on their sum.
    freight: Math.round(weight * 133333) / 100,
    tdsRate: [0, 1, 1.5, 2][i % 4],
    short: i % 6 ? null : 12.5,
    dieselAmount: i % 3 ? 900.25 : null,
    advance: i % 4 ? 1000 : null,
    toll: i % 5 ? 40 : null,
    adblue: i % 7 ? null : 120.5,
    greasing: i % 9 ? null : 75,
  });
}

/** The same rows straight from the live trips: one per trip. */
const fromTrips: TotalRows = (range) => sql`(
  select local_date, transaction_status, destination_from, destination_to, vendor, 1 as trip_count,
    freight, ${tripTdsSql('trips')} as tds, coalesce(short, 0) as short, coalesce(diesel_amount, 0) as diesel_amount,
    coalesce(advance, 0) as advance, coalesce(toll, 0) as toll, coalesce(adblue, 0) as adblue,
    coalesce(greasing, 0) as greasing
  from trips where deleted_at is null and local_date >= ${range.from} and local_date <= ${range.to})`;

/** Every chart of every range, as a profile that sees money gets it. */
async function charts(rows?: TotalRows) {
  const repo = dashboardRepository(suite.app.db, rows);
  const answers = [];
  for (const range of RANGES) {
    answers.push({
      range,
      tripsPerDay: await repo.tripsPerDay(range),
      routes: await repo.busiestRoutes(range, true),
      vendors: await repo.vendorAmounts(range),
      billing: await repo.billing(range),
    });
  }
  return answers;
}

/** Per key, the count and sums (as float8: equal numerics give equal floats, whatever their scale). */
async function perKey(source: TotalRows) {
  const keys = sql.raw(DASHBOARD_TOTALS.keys.join(', '));
  const sums = DASHBOARD_TOTALS.sums.map((c) => sql`sum(${sql.ref(c)})::float8 as ${sql.ref(c)}`);
  const { rows } = await sql<Record<string, string | number>>`
    select ${keys}, sum(trip_count)::int as trip_count, ${sql.join(sums)} from ${source(RANGES[2])} t
    group by ${keys} having sum(trip_count) <> 0 order by ${keys}`.execute(suite.app.db);
  return rows;
}

async function expectTotalsMatch() {
  const rollup = await charts();
  expect(rollup).toEqual(await charts(fromTrips));
  expect(rollup[0].vendors.at(-1)!.vendor).toBeNull();
  expect(await perKey(dashboardTotals)).toEqual(await perKey(fromTrips));
}

const deltaRows = async () =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from trip_dashboard_deltas`.execute(suite.app.db)).rows[0]
      .n,
  );

beforeAll(async () => {
  accountant = await TestClient.as(suite.app, 'accountant');
  await tripRepository(suite.app.db).insertMany(Array.from({ length: 600 }, (_, i) => trip(i)));
}, 120_000);

const run = (statement: RawBuilder<unknown>) => statement.execute(suite.app.db);
const tripOf = async (day: string) =>
  (
    (await accountant.get(`/api/reports?startDate=${day}&endDate=${day}&limit=1`)).json()
      .tableData as TripRecord[]
  )[0];

/** Each kind of write the trips see: through the API where the app makes it, else one SQL statement over many rows. */
const WRITES: [string, () => Promise<unknown>][] = [
  ['nothing yet (the initial fill)', async () => {}],
  [
    'a row edit to another day and weight, acknowledged',
    async () => {
      const { _id } = await tripOf(DAYS[1]);
      const edit = multipartBody({
        id: _id,
        transactionStatus: 'Acknowledged',
        localDate: DAYS[2],
        weight: '31.5',
        actualWeight: '31',
      });
      expect(
        (await accountant.request({ method: 'POST', url: `/api/reports/${_id}`, ...edit })).statusCode,
      ).toBe(200);
    },
  ],
  [
    'a delete (the trip kept, as deleted)',
    async () =>
      expect((await accountant.delete(`/api/reports/${(await tripOf(DAYS[1]))._id}`)).statusCode).toBe(200),
  ],
  [
    'a bill',
    async () => {
      const billable = (
        await accountant.post('/list-billing', { ...RANGES[2], vendor: VENDORS[3], limit: 6 })
      ).json().resultData as TripRecord[];
      expect(billable.length).toBeGreaterThan(0);
      // Some seeded trips were acknowledged without an Actual Weight: the clerk confirms billing them.
      const rows = billable.map((t, i) => ({
        id: t._id,
        remarks: [],
        applyTaxes: false,
        ...(i === 0 ? { confirmUnweighed: true } : {}),
      }));
      expect((await accountant.post('/generate-pdf-bill', rows)).statusCode).toBe(200);
    },
  ],
  [
    'a status change of many trips',
    () =>
      run(
        sql`update trips set transaction_status = 'Acknowledged' where transaction_status = 'Open' and vendor = ${VENDORS[5]}`,
      ),
  ],
  [
    'a route and freight change of many trips',
    () =>
      run(sql`update trips set destination_from = 'Satara', destination_to = 'Kolhapur', freight = freight + 0.05
        where destination_from = 'Nashik' and local_date = ${DAYS[3]}`),
  ],
  [
    'a trip removed from the table outright',
    () =>
      run(
        sql`delete from trips where id = (select min(id) from trips where bill_id is null and deleted_at is null)`,
      ),
  ],
  [
    'a compaction',
    async () => {
      expect(await compactDayTotals(suite.app.db, DASHBOARD_TOTALS)).toBe(true);
      expect(await deltaRows()).toBe(0);
    },
  ],
];

test.each(WRITES)(
  'after %s, the charts from the totals equal the charts from the trips',
  async (_, write) => {
    await write();
    await expectTotalsMatch();
  },
);

test('a write adds one delta row per key it changes, and none when no summed column changes', async () => {
  await compactDayTotals(suite.app.db, DASHBOARD_TOTALS);
  await run(sql`update trips set driver_name = 'Dash Driver' where deleted_at is null`);
  expect(await deltaRows()).toBe(0);
  await run(
    sql`update trips set toll = coalesce(toll, 0) + 1 where deleted_at is null and vendor = ${VENDORS[0]}`,
  );
  const { rows } = await sql<{ n: string }>`
    select count(distinct (local_date, transaction_status, destination_from, destination_to)) as n
    from trips where deleted_at is null and vendor = ${VENDORS[0]}`.execute(suite.app.db);
  expect(await deltaRows()).toBe(Number(rows[0].n));
  await expectTotalsMatch();
});
