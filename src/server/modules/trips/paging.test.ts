import { BILL_MAX_TRIPS } from '../../../shared/billing';
import { TRANSACTION_TOTAL_FIELDS, TRIP_TOTAL_FIELDS } from '../../../shared/lists/paging';
import type { TripRecord, TransactionStatus } from '../../../shared/trips';
import { tdsAndAmountTotals } from '../../../shared/common/money';
import { appSuite, signInProfiles, type TestClient } from '../../test/test-app';
import { tripRepository } from './repository';
import type { TripValues } from './trip-rows';
import { attachWeightmentSlip, seededTrip } from '../../test/seeded-trip';

// Paged lists (src/server/bench/performance.md, Large data), on the embedded PostgreSQL and (TEST_DATABASE_URL) a PostgreSQL server.
const BAD_LIMIT = 'limit must be a whole number from 1 to 1000.';
const BAD_OFFSET = 'offset must be a whole number of 0 or more.';
const RANGE = { startDate: '2024-03-01', endDate: '2024-03-06' };
const VENDORS = ['Shree Ganesh Roadlines', 'Om Shree Carriers'];

const suite = appSuite();
let accountant: TestClient;
let unloading: TestClient;

function trip(i: number, localDate: string, status: TransactionStatus, vendor = VENDORS[i % 2]): TripValues {
  const weight = 10 + (i % 7) + 0.125;
  return seededTrip({
    truckNumber: i % 3 ? 'MH12KL1111' : 'KA01AB2222',
    doNumber: `D${i}`,
    localDate,
    localTime: `0${i % 10}:${String(i % 60).padStart(2, '0')}:00`,
    vendor,
    transactionStatus: status,
    weight,
    actualWeight: i % 4 ? weight - 0.05 : null,
    differenceInWeight: i % 4 ? 0.05 : null,
    freight: Math.round(weight * 1450 * 100) / 100,
    dieselAmount: i % 5 ? 1000 + i : null,
    short: i % 6 ? 12.5 : null,
    advance: 500,
    toll: i % 2 ? 350.25 : null,
    greasing: i % 9 ? null : 75,
  });
}

beforeAll(async () => {
  ({ accountant, unloadingManager: unloading } = (
    await signInProfiles(suite.app, 'pg', ['accountant', 'unloadingManager'] as const)
  ).clients);
  // 45 trips over six days, several in the same minute (the id breaks ties), a third still Open.
  const values = Array.from({ length: 45 }, (_, i) =>
    trip(i, `2024-03-0${1 + (i % 6)}`, i % 3 === 0 ? 'Open' : 'Acknowledged'),
  );
  await tripRepository(suite.app.db).insertMany(values);
  // Two bills: their trips turn Billed and they list on Transactions.
  const billable = (await accountant.post('/list-billing', { ...RANGE, vendor: VENDORS[0] })).json()
    .resultData as TripRecord[];
  for (const slice of [billable.slice(0, 3), billable.slice(3, 5)]) {
    const res = await accountant.post(
      '/generate-pdf-bill',
      // A quarter of the trips were acknowledged without an Actual Weight: the clerk confirms billing them.
      slice.map((t, i) => ({
        id: t._id,
        remarks: [],
        applyTaxes: false,
        ...(i === 0 ? { confirmUnweighed: true } : {}),
      })),
    );
    expect(res.statusCode).toBe(200);
  }
  // An attachment on one trip: paged rows carry it like unpaged ones.
  const withFile = billable[6];
  await attachWeightmentSlip(accountant, withFile._id);
}, 240_000);

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const round = (n: number) => Math.round(n * 1000) / 1000;

/** Column sums of the rows as a client would add them up. */
function sumsOf<T extends object>(rows: T[], fields: readonly string[]): Record<string, number> {
  return Object.fromEntries(
    fields.map((f) => [
      f,
      round(rows.reduce((sum, r) => sum + Number((r as Record<string, unknown>)[f] ?? 0), 0)),
    ]),
  );
}

/** Every page of a list, fetched `limit` at a time until a short page. */
async function allPages<T>(
  fetchPage: (offset: number) => Promise<{ rows: T[]; totalCount: number; totals: Record<string, number> }>,
  limit: number,
) {
  const pages: { rows: T[]; totalCount: number; totals: Record<string, number> }[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = await fetchPage(offset);
    pages.push(page);
    expect(page.rows.length).toBeLessThanOrEqual(limit);
    if (page.rows.length < limit) break;
  }
  return pages;
}

describe('GET /api/reports and /api/business with limit/offset', () => {
  for (const path of ['/api/reports', '/api/business']) {
    test(`${path}: the pages are the unpaged rows in order; totalCount and totals cover every row`, async () => {
      const unpaged = await accountant.get(`${path}?${query(RANGE)}`);
      expect(unpaged.statusCode).toBe(200);
      expect(Object.keys(unpaged.json())).toEqual(['tableData']);
      const all = unpaged.json().tableData as TripRecord[];
      expect(all).toHaveLength(45);
      const pages = await allPages(async (offset) => {
        const res = await accountant.get(`${path}?${query({ ...RANGE, limit: 7, offset })}`);
        expect(res.statusCode).toBe(200);
        return {
          rows: res.json().tableData as TripRecord[],
          totalCount: res.json().totalCount,
          totals: res.json().totals,
        };
      }, 7);
      expect(pages).toHaveLength(7); // 6 full pages and a last page of 3
      expect(pages.at(-1)!.rows).toHaveLength(3);
      expect(pages.flatMap((p) => p.rows)).toEqual(all);
      for (const page of pages) {
        expect(page.totalCount).toBe(45);
        expect(Object.fromEntries(Object.entries(page.totals).map(([k, v]) => [k, round(v)]))).toEqual({
          ...sumsOf(all, TRIP_TOTAL_FIELDS),
          ...tdsAndAmountTotals(all),
        });
      }
      expect(all.filter((t) => t.WeightmentSlip)).toHaveLength(1);
    });
  }

  test('a page past the end is empty and still counts every row; an empty range counts none', async () => {
    const past = (await accountant.get(`/api/reports?${query({ ...RANGE, limit: 10, offset: 45 })}`)).json();
    expect(past.tableData).toEqual([]);
    expect(past.totalCount).toBe(45);
    const empty = await accountant.get(
      `/api/reports?${query({ startDate: '2023-01-01', endDate: '2023-01-31', limit: 50 })}`,
    );
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      tableData: [],
      totalCount: 0,
      totals: { ...Object.fromEntries(TRIP_TOTAL_FIELDS.map((f) => [f, 0])), TDS: 0, Amount: 0 },
    });
  });

  test('profiles without freight get no Freight total', async () => {
    const res = await unloading.get(`/api/reports?${query({ ...RANGE, limit: 5 })}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().tableData[0]).not.toHaveProperty('Freight');
    expect(Object.keys(res.json().totals).sort()).toEqual(
      TRIP_TOTAL_FIELDS.filter((f) => f !== 'Freight').sort(),
    );
  });

  test('the database-built rows equal the trip as GET /api/trip answers it', async () => {
    const rows = (await accountant.get(`/api/reports?${query({ ...RANGE, limit: 1000 })}`)).json()
      .tableData as TripRecord[];
    for (const row of [rows[0], rows.find((r) => r.WeightmentSlip)!, rows.find((r) => r.BillId)!]) {
      expect(row).toEqual((await accountant.get(`/api/trip/${row.TripID}`)).json());
    }
  });

  test.each([
    [{ limit: 0 }, BAD_LIMIT],
    [{ limit: 1001 }, BAD_LIMIT],
    [{ limit: 'ten' }, BAD_LIMIT],
    [{ limit: 2.5 }, BAD_LIMIT],
    [{ limit: 10, offset: -1 }, BAD_OFFSET],
    [{ limit: 10, offset: 'x' }, BAD_OFFSET],
  ])('bad paging %j: 400 with a clear message', async (paging, message) => {
    for (const path of ['/api/reports', '/api/business']) {
      const res = await accountant.get(`${path}?${query({ ...RANGE, ...paging })}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    for (const path of ['/list-billing', '/list-all-transactions', '/list-to-revise-bill']) {
      const res = await accountant.post(path, { ...RANGE, ...paging });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
  });
});

describe('POST lists with limit/offset', () => {
  test('/list-billing: pages of the billable trips with the message, count and totals', async () => {
    const all = (await accountant.post('/list-billing', RANGE)).json().resultData as TripRecord[];
    expect(all.every((t) => t.TransactionStatus === 'Acknowledged' && t.BillId === null)).toBe(true);
    const pages = await allPages(async (offset) => {
      const body = (await accountant.post('/list-billing', { ...RANGE, limit: 4, offset })).json();
      expect(body.message).toBe('');
      return { rows: body.resultData, totalCount: body.totalCount, totals: body.totals };
    }, 4);
    expect(pages.flatMap((p) => p.rows)).toEqual(all);
    expect(pages[0].totalCount).toBe(all.length);
    expect(pages[0].totals.Freight).toBeCloseTo(sumsOf(all, ['Freight']).Freight, 2);
    const none = (
      await accountant.post('/list-billing', { startDate: '2023-01-01', endDate: '2023-01-02', limit: 5 })
    ).json();
    expect(none).toMatchObject({ resultData: [], message: 'No data found!.', totalCount: 0 });
  });

  test('/list-all-transactions: pages of the bills, newest first, with the sums of every bill', async () => {
    const range = { startDate: '2020-01-01', endDate: '2099-12-31' };
    const all = (await accountant.post('/list-all-transactions', range)).json();
    expect(all).toHaveLength(2);
    const first = (await accountant.post('/list-all-transactions', { ...range, limit: 1 })).json();
    const second = (
      await accountant.post('/list-all-transactions', { ...range, limit: 1, offset: 1 })
    ).json();
    expect([...first.rows, ...second.rows]).toEqual(all);
    expect(first.totalCount).toBe(2);
    expect(first.totals).toEqual(sumsOf(all, TRANSACTION_TOTAL_FIELDS));
    const empty = (
      await accountant.post('/list-all-transactions', {
        startDate: '2001-01-01',
        endDate: '2001-01-02',
        limit: 5,
      })
    ).json();
    expect(empty).toEqual({
      rows: [],
      totalCount: 0,
      totals: Object.fromEntries(TRANSACTION_TOTAL_FIELDS.map((f) => [f, 0])),
      vendors: [],
    });
  });

  test('/list-all-transactions: a vendor (any case) narrows the rows and sums; the vendor choice lists every vendor of the range', async () => {
    const range = { startDate: '2020-01-01', endDate: '2099-12-31' };
    const all = (await accountant.post('/list-all-transactions', range)).json() as { vendor: string }[];
    const vendors = [...new Set(all.map((b) => b.vendor))].sort();
    const one = vendors[0];
    const page = (
      await accountant.post('/list-all-transactions', {
        ...range,
        vendor: ` ${one.toUpperCase()} `,
        limit: 10,
      })
    ).json();
    const mine = all.filter((b) => b.vendor === one);
    expect(page.rows).toEqual(mine);
    expect(page.totalCount).toBe(mine.length);
    expect(page.totals).toEqual(sumsOf(mine, TRANSACTION_TOTAL_FIELDS));
    expect(page.vendors).toEqual(vendors);
    const nobody = (
      await accountant.post('/list-all-transactions', { ...range, vendor: 'Nobody Traders', limit: 10 })
    ).json();
    expect(nobody).toMatchObject({ rows: [], totalCount: 0, vendors });
  });

  test('/list-to-revise-bill by dates: both lists paged alike, counted and summed', async () => {
    const all = (await accountant.post('/list-to-revise-bill', RANGE)).json();
    expect(all.billed).toHaveLength(5);
    const pages = [0, 3, 6, 9, 12, 15, 18, 21, 24, 27].map(async (offset) =>
      (await accountant.post('/list-to-revise-bill', { ...RANGE, limit: 3, offset })).json(),
    );
    const answers = await Promise.all(pages);
    expect(answers.flatMap((a) => a.billed)).toEqual(all.billed);
    expect(answers.flatMap((a) => a.acknowledged)).toEqual(all.acknowledged);
    expect(answers[0].totalCount).toEqual({ billed: 5, acknowledged: all.acknowledged.length });
    expect(round(answers[0].totals.billed.Weight)).toBe(sumsOf(all.billed, ['Weight']).Weight);
    expect(round(answers[0].totals.acknowledged.Short)).toBe(sumsOf(all.acknowledged, ['Short']).Short);
  });
  test('/list-to-revise-bill by bill id, paged: counted and summed over that bill and its vendor, not whole days', async () => {
    const byDates = (await accountant.post('/list-to-revise-bill', RANGE)).json();
    const billId = (byDates.billed as TripRecord[])[0].BillId;
    const whole = (await accountant.post('/list-to-revise-bill', { bill_id: billId })).json();
    // The range holds the other bill's trips and the other vendor's acknowledged ones too.
    expect(whole.billed.length).toBeLessThan(byDates.billed.length);
    expect((whole.acknowledged as TripRecord[]).map((t) => t.Vendor)).toEqual(
      whole.acknowledged.map(() => VENDORS[0]),
    );
    const page = (
      await accountant.post('/list-to-revise-bill', { bill_id: billId, limit: 100, offset: 0 })
    ).json();
    expect(page.billed).toEqual(whole.billed);
    expect(page.acknowledged).toEqual(whole.acknowledged);
    expect(page.totalCount).toEqual({ billed: whole.billed.length, acknowledged: whole.acknowledged.length });
    expect(round(page.totals.billed.Weight)).toBe(sumsOf(whole.billed, ['Weight']).Weight);
    expect(round(page.totals.acknowledged.Short)).toBe(sumsOf(whole.acknowledged, ['Short']).Short);
  });
});

describe('a bill takes at most 5,000 trips', () => {
  test('generate and revise refuse more with the shared message', async () => {
    const rows = Array.from({ length: BILL_MAX_TRIPS + 1 }, (_, i) => ({
      id: String(900_000 + i),
      remarks: [],
      applyTaxes: false,
    }));
    const res = await accountant.post('/generate-pdf-bill', rows);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'A bill can take at most 5,000 trips at once; 5,001 are selected.',
    });
  });

  test('/list-billing-selection: every matching trip up to one more than a bill takes, and the count', async () => {
    const few = (await accountant.post('/list-billing-selection', RANGE)).json();
    const listed = (await accountant.post('/list-billing', RANGE)).json().resultData as TripRecord[];
    expect(few.totalCount).toBe(listed.length);
    expect(few.trips).toEqual(
      listed.map((t) => ({ _id: t._id, TripID: t.TripID, Vendor: t.Vendor, ActualWeight: t.ActualWeight })),
    );

    const many = Array.from({ length: BILL_MAX_TRIPS + 3 }, (_, i) =>
      trip(i, '2022-06-15', 'Acknowledged', VENDORS[0]),
    );
    for (let i = 0; i < many.length; i += 1000)
      await tripRepository(suite.app.db).insertMany(many.slice(i, i + 1000));
    const capped = (
      await accountant.post('/list-billing-selection', { startDate: '2022-06-15', endDate: '2022-06-15' })
    ).json();
    expect(capped.totalCount).toBe(BILL_MAX_TRIPS + 3);
    expect(capped.trips).toHaveLength(BILL_MAX_TRIPS + 1);
    const bad = await accountant.post('/list-billing-selection', {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Please select at least one filter' });
  }, 60_000);
});
