import { DateTime } from 'luxon';
import { databaseSuite } from '../test/test-database';
import { BUSINESS_ZONE, todayInIndia } from '../../shared/common/dates';
import { freightFor } from '../../shared/common/money';
import { differenceInWeight } from '../../shared/trips';
import { looksLikePdf } from '../../shared/common/uploads';
import { tripListPage } from '../modules/trips/trip-list';
import { tripService } from '../modules/trips/service';
import { seedDemo } from './seed';
import { DEMO_TRIP_DAYS } from './seed-trips';

const suite = databaseSuite(seedDemo);

test('two months of trips up to today, most Acknowledged, some Open, Billed only on the demo bills', async () => {
  const today = todayInIndia();
  const first = DateTime.fromISO(today, { zone: BUSINESS_ZONE })
    .minus({ days: DEMO_TRIP_DAYS - 1 })
    .toISODate()!;
  const rows = await suite.database.db.selectFrom('trips').selectAll().execute();
  expect(rows.length).toBeGreaterThan(DEMO_TRIP_DAYS * 8);
  const dates = new Set(rows.map((r) => r.local_date));
  expect(dates.size).toBe(DEMO_TRIP_DAYS);
  expect([...dates].sort()[0]).toBe(first);
  expect(dates.has(today)).toBe(true);
  const count = (status: string) => rows.filter((r) => r.transaction_status === status).length;
  expect(count('Acknowledged')).toBeGreaterThan(rows.length * 0.75);
  expect(count('Open')).toBeGreaterThan(10);
  // The bills step (seed-bills.ts) bills a few; seed-bills.test.ts checks them.
  expect(count('Billed')).toBeLessThan(rows.length * 0.1);
  expect(new Set(rows.map((r) => r.vendor)).size).toBe(20);
  expect(new Set(rows.map((r) => r.truck_number)).size).toBe(40);
});

test('every trip is consistent with the master data and the money rules', async () => {
  const rows = await suite.database.db.selectFrom('trips').selectAll().execute();
  const rates = new Map(
    (await suite.database.db.selectFrom('freight_rates').selectAll().execute()).map((r) => [
      `${r.from_destination}|${r.to_destination}`,
      Number(r.rate),
    ]),
  );
  const tds = new Map(
    (await suite.database.db.selectFrom('vendors').selectAll().execute()).map((v) => [
      v.company_name,
      Number(v.tds_rate),
    ]),
  );
  for (const trip of rows) {
    expect(trip.rate).toBe(rates.get(`${trip.destination_from}|${trip.destination_to}`));
    expect(trip.freight).toBe(freightFor(trip.rate, trip.weight));
    expect(trip.tds_rate).toBe(tds.get(trip.vendor));
    expect(trip.difference_in_weight).toBe(differenceInWeight(trip.weight, trip.actual_weight));
    expect(trip.actual_weight === null).toBe(trip.transaction_status === 'Open');
  }
});

test('a few trips carry real PDF slips that download through the service', async () => {
  const files = await suite.database.db
    .selectFrom('stored_files')
    .selectAll()
    .where('owner_kind', '=', 'trip')
    .execute();
  expect(files.length).toBeGreaterThanOrEqual(5);
  expect(files.length).toBeLessThan(100);
  const file = await tripService(suite.database.db).download(
    { username: 'admin', profile: 'admin' },
    Number(files[0].owner_id),
    files[0].field,
  );
  expect(looksLikePdf(file.content)).toBe(true);
  expect(file.originalName).toMatch(/^(WeightmentSlip|DieselSlipImage)_T\d+\.pdf$/);
});

test("today's list of the demo has trips for the loading manager", async () => {
  const today = todayInIndia();
  const query = await tripService(suite.database.db).report(
    { username: 'loading', profile: 'loadingManager' },
    { startDate: today, endDate: today },
  );
  const list = JSON.parse((await tripListPage(suite.database.db, query, null)).json);
  expect(list.length).toBeGreaterThanOrEqual(6);
  expect(list[0]).not.toHaveProperty('Freight');
});
