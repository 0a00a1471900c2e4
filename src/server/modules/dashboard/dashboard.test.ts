import { DateTime } from 'luxon';
import { DASHBOARD_TOP, dashboardWindows } from '../../../shared/dashboard/summary';
import type { DashboardData } from '../../../shared/dashboard/overview-wire';
import { BUSINESS_ZONE, todayInIndia } from '../../../shared/common/dates';
import { sumRupees, tripAmount } from '../../../shared/common/money';
import { masterDataSuite } from '../../test/setup-calls';
import { addTruckWithDocuments } from '../../test/vehicles';

// Every dashboard number equals a plain count/sum over the same trips.
const today = todayInIndia();
const windows = dashboardWindows(today);
const shift = (date: string, days: number) =>
  DateTime.fromISO(date, { zone: BUSINESS_ZONE }).plus({ days }).toISODate()!;
const VENDORS = Array.from({ length: 12 }, (_, i) => `Vendor ${String.fromCharCode(65 + i)} Roadlines`);
const ROUTES = [
  ['Pune', 'Mumbai', 1000],
  ['Mumbai', 'Pune', 900],
  ['Satara', 'Kolhapur', 1200],
] as const;
const suite = masterDataSuite('db', {
  routes: ROUTES,
  vendors: VENDORS.map((name, i) => ({
    companyName: name,
    companyOwner: 'R P',
    tdsRate: i % 3,
    gstApplicable: 'No',
  })),
});
const { clients: as } = suite;

beforeAll(async () => {
  await addTruckWithDocuments(as.admin, 'MH12KL1111', { insurance: [-300, 12] });
  // 36 trips: every vendor, every route, various weights and deductions.
  for (let i = 0; i < 36; i++) {
    const [from, to] = ROUTES[i % 3];
    const res = await as.accountant.post('/reports', {
      TruckNumber: 'MH12KL1111',
      Vendor: VENDORS[i % 12],
      DestinationFrom: from,
      DestinationTo: to,
      TruckType: 'Bulker',
      TransactionStatus: 'Open',
      Weight: String(5 + i * 0.75),
      DieselAmount: String(100 * (i % 4)),
      Advance: i % 5 ? '250' : '',
      Toll: '40',
      DocumentWarningConfirmed: true,
    });
    expect(res.statusCode).toBe(201);
  }
  // Spread the trips over dates, statuses and a deletion (a fixture shortcut straight in the table).
  const dates = [
    today,
    shift(today, -3),
    windows.monthStart,
    shift(windows.from, -1),
    shift(today, -40),
    windows.from,
  ];
  const rows = await suite.app.db.selectFrom('trips').select('id').orderBy('id').execute();
  for (const [n, { id }] of rows.entries()) {
    const status = n % 3 === 0 ? 'Acknowledged' : n % 3 === 1 ? 'Billed' : 'Open';
    await suite.app.db
      .updateTable('trips')
      .set({
        local_date: dates[n % dates.length],
        transaction_status: status,
        bill_id: status === 'Billed' ? `B${n}` : null,
        short: n % 7 === 0 ? 12.5 : null,
        deleted_at: n === 35 ? new Date() : null,
      })
      .where('id', '=', id)
      .execute();
  }
}, 120_000);

async function liveTrips(from: string, to: string) {
  const rows = await suite.app.db.selectFrom('trips').selectAll().where('deleted_at', 'is', null).execute();
  return rows.filter((r) => r.local_date >= from && r.local_date <= to);
}
const amount = (r: Awaited<ReturnType<typeof liveTrips>>[number]) =>
  tripAmount({
    Freight: r.freight,
    TDS_Rate: r.tds_rate,
    Short: r.short,
    DieselAmount: r.diesel_amount,
    Advance: r.advance,
    Toll: r.toll,
    Adblue: r.adblue,
    Greasing: r.greasing,
  });

test('accountant: every chart equals counts and sums over the same trips', async () => {
  const res = await as.accountant.get('/api/dashboard');
  expect(res.statusCode).toBe(200);
  const data: DashboardData = res.json();
  expect([data.today, data.from, data.monthStart]).toEqual([today, windows.from, windows.monthStart]);

  const last30 = await liveTrips(windows.from, today);
  const perDay = new Map<string, number>();
  for (const r of last30)
    perDay.set(
      `${r.local_date}|${r.transaction_status}`,
      (perDay.get(`${r.local_date}|${r.transaction_status}`) ?? 0) + 1,
    );
  expect(data.tripsPerDay.map((d) => [`${d.date}|${d.status}`, d.trips]).sort()).toEqual(
    [...perDay.entries()].sort(),
  );
  expect(data.tripsPerDay.reduce((s, d) => s + d.trips, 0)).toBe(last30.length);

  for (const route of data.routes) {
    const mine = last30.filter((r) => r.destination_from === route.from && r.destination_to === route.to);
    expect([route.trips, route.freight]).toEqual([mine.length, sumRupees(mine.map((r) => r.freight))]);
  }
  expect(data.routes.reduce((s, r) => s + r.trips, 0)).toBe(last30.length);

  const month = await liveTrips(windows.monthStart, today);
  const byVendor = new Map<string, typeof month>();
  for (const r of month) byVendor.set(r.vendor, [...(byVendor.get(r.vendor) ?? []), r]);
  const vendors = data.vendors!;
  expect(vendors.filter((v) => v.vendor !== null)).toHaveLength(Math.min(DASHBOARD_TOP, byVendor.size));
  for (const v of vendors.filter((x) => x.vendor !== null)) {
    const mine = byVendor.get(v.vendor!)!;
    expect(v).toEqual({
      vendor: v.vendor,
      trips: mine.length,
      freight: sumRupees(mine.map((r) => r.freight)),
      netPayable: sumRupees(mine.map(amount)),
    });
  }
  // Top 10 by freight, then the rest in one row; together they are the whole month.
  const freights = vendors.filter((v) => v.vendor !== null).map((v) => v.freight);
  expect(freights).toEqual([...freights].sort((a, b) => b - a));
  expect(vendors.reduce((s, v) => s + v.trips, 0)).toBe(month.length);
  expect(sumRupees(vendors.map((v) => v.netPayable))).toBe(sumRupees(month.map(amount)));
  if (byVendor.size > DASHBOARD_TOP) expect(vendors.at(-1)!.vendor).toBeNull();

  const billed = month.filter((r) => r.transaction_status === 'Billed');
  const unbilled = month.filter((r) => r.transaction_status === 'Acknowledged' && r.bill_id === null);
  expect(data.billing).toEqual([
    { status: 'Billed', trips: billed.length, amount: sumRupees(billed.map(amount)) },
    { status: 'Acknowledged', trips: unbilled.length, amount: sumRupees(unbilled.map(amount)) },
  ]);
  expect(data.expiringDocuments).toEqual([
    { truck_no: 'MH12KL1111', field_name: 'insurance', label: 'Insurance', end_date: shift(today, 12) },
  ]);
});

test('SQL agrees: the per-day counts add up to count(*) over the window', async () => {
  const data: DashboardData = (await as.admin.get('/api/dashboard')).json();
  const { n } = await suite.app.db
    .selectFrom('trips')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('deleted_at', 'is', null)
    .where('local_date', '>=', windows.from)
    .where('local_date', '<=', today)
    .executeTakeFirstOrThrow();
  expect(data.tripsPerDay.reduce((s, d) => s + d.trips, 0)).toBe(Number(n));
});

test.each(['loadingManager', 'unloadingManager'] as const)(
  '%s: the same counts without any money field',
  async (profile) => {
    const manager = await as[profile].get('/api/dashboard');
    expect(manager.statusCode).toBe(200);
    const full: DashboardData = (await as.accountant.get('/api/dashboard')).json();
    expect(manager.body).not.toMatch(/freight|amount|payable|"net|vendors|billing|rate|tds/i);
    expect(manager.json()).toEqual({
      today,
      from: windows.from,
      monthStart: windows.monthStart,
      tripsPerDay: full.tripsPerDay,
      routes: full.routes.map(({ freight: _f, ...route }) => route),
      expiringDocuments: full.expiringDocuments,
    });
  },
);

test('signed out: no dashboard', async () => {
  const res = await suite.app.inject({ method: 'GET', url: '/logistics/api/dashboard' });
  expect(res.statusCode).toBe(401);
});
