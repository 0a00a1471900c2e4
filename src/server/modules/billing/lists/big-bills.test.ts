import { sql } from 'kysely';
import { todayInIndia } from '../../../../shared/common/dates';
import { type BillingWorld, useBillingFixture } from '../../../test/billing-fixture';
import type {
  ListToReviseResponse,
  TransactionRow,
  TransactionTripRow,
} from '../../../../shared/billing/wire';

// A bill of 2,500 trips (a large fleet's month for one vendor): the screens read it in pages.
const world = {} as BillingWorld;
useBillingFixture('bb', world);

const TRIPS = 2500;
const ONE_MB = 1024 * 1024;
let billId = '';
let tripIds: string[] = [];

beforeAll(async () => {
  const first = await world.acknowledgedTrip();
  const { db } = world.app;
  // The other trips are copies of the first, made in one statement (each gets its own TripID).
  const { rows: columns } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = 'trips' and is_generated = 'NEVER'
      and column_name not in ('id', 'trip_id', 'created_at', 'updated_at')`.execute(db);
  const names = sql.raw(columns.map((c) => c.column_name).join(', '));
  await sql`insert into trips (${names}) select ${names} from trips, generate_series(2, ${TRIPS})
    where trips.id = ${Number(first._id)}`.execute(db);
  const trips = await db.selectFrom('trips').select(['id', 'trip_id']).orderBy('id').execute();
  expect(trips).toHaveLength(TRIPS);
  tripIds = trips.map((t) => t.trip_id);
  const res = await world.as.accountant.post(
    '/generate-pdf-bill',
    trips.map((t) => ({ id: String(t.id), remarks: [], applyTaxes: false })),
  );
  billId = world.ok(res, 200).headers['x-bill-id'] as string;
}, 180_000);

const today = todayInIndia();

async function post<T>(url: string, body: object): Promise<{ size: number; json: T }> {
  const res = world.ok(await world.as.accountant.post(url, body), 200);
  return { size: res.rawPayload.length, json: res.json() as T };
}

describe('a bill of 2,500 trips', () => {
  test("Transactions' bills page comes without the trips, under 1 MB, with the bill's counts and totals", async () => {
    const { size, json } = await post<{ rows: TransactionRow[]; totalCount: number }>(
      '/list-all-transactions',
      {
        startDate: today,
        endDate: today,
        limit: 20,
        offset: 0,
        trips: false,
      },
    );
    expect(size).toBeLessThan(ONE_MB);
    expect(json.totalCount).toBe(1);
    const [bill] = json.rows;
    expect(bill.billing_id).toBe(billId);
    expect(bill.trips).toBeUndefined();
    expect(bill.trip_ids).toHaveLength(TRIPS);
    // One trip: 29,000 freight - 580 TDS - 5,000 diesel - 2,000 advance - 200 toll - 100 short.
    expect([bill.weight, bill.amount]).toEqual([20 * TRIPS, 21120 * TRIPS]);

    // SPEC.md's call answers as before: each bill with all its trips.
    const whole = await post<TransactionRow[]>('/list-all-transactions', {
      startDate: today,
      endDate: today,
    });
    expect(whole.json[0].trips).toHaveLength(TRIPS);
  });

  test("a bill's trips are read a page at a time, in line order, each page under 1 MB", async () => {
    const page = (offset: number) =>
      post<{ rows: TransactionTripRow[]; totalCount: number }>('/list-transaction-trips', {
        billId,
        limit: 200,
        offset,
      });
    const first = await page(0);
    expect(first.size).toBeLessThan(ONE_MB);
    expect(first.json.totalCount).toBe(TRIPS);
    expect(first.json.rows.map((t) => t.trip_id)).toEqual(tripIds.slice(0, 200));
    expect(first.json.rows[0]).toEqual(
      expect.objectContaining({ weight: 20, freight: 29000, amount: 21120, transaction_status: 'Billed' }),
    );
    const last = await page(2400);
    expect(last.size).toBeLessThan(ONE_MB);
    expect(last.json.rows.map((t) => t.trip_id)).toEqual(tripIds.slice(2400));
    expect((await page(2500)).json).toEqual({ rows: [], totalCount: TRIPS });
  });

  test('the trips call refuses a bad page and answers 404 for no live bill', async () => {
    const bad = await world.as.accountant.post('/list-transaction-trips', { billId, limit: 0 });
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      'limit must be a whole number from 1 to 1000.',
    ]);
    const missing = await world.as.accountant.post('/list-transaction-trips', {
      billId: 'B999999',
      limit: 20,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toEqual(expect.any(String));
    // Only those who may see Transactions.
    const loading = await world.as.loadingManager.post('/list-transaction-trips', { billId, limit: 20 });
    expect(loading.statusCode).toBe(403);
  });

  test('Revise Bill opened by the bill id pages its trips under 1 MB, with totals of the whole bill', async () => {
    const page = (offset: number) =>
      post<ListToReviseResponse>('/list-to-revise-bill', { bill_id: billId, limit: 200, offset });
    const first = await page(0);
    expect(first.size).toBeLessThan(ONE_MB);
    expect(first.json.billed).toHaveLength(200);
    expect(first.json.totalCount).toEqual({ billed: TRIPS, acknowledged: 0 });
    expect(first.json.totals?.billed).toEqual(
      expect.objectContaining({ Weight: 20 * TRIPS, Freight: 29000 * TRIPS, Advance: 2000 * TRIPS }),
    );
    expect(first.json.bills.map((b) => b.bill_id)).toEqual([billId]);
    // Newest first, then the later entry: the last trip made leads.
    expect(first.json.billed[0].TripID).toBe(tripIds[TRIPS - 1]);
    const last = await page(2400);
    expect(last.size).toBeLessThan(ONE_MB);
    expect(last.json.billed.map((t) => t.TripID)).toEqual(tripIds.slice(0, 100).reverse());
    expect(last.json.totals).toEqual(first.json.totals);

    // Unpaged, as SPEC.md has it: the whole bill.
    const whole = await post<ListToReviseResponse>('/list-to-revise-bill', { bill_id: billId });
    expect(whole.json.billed).toHaveLength(TRIPS);
    expect(whole.json.message).toBe('');
  });
});
