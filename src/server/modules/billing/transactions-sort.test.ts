import { todayInIndia } from '../../../shared/common/dates';

import { BILL_SORT_MESSAGE, SORT_MESSAGES } from '../../../shared/lists/sorting';
import { COLUMN_FILTER_MESSAGES } from '../../../shared/lists/column-filters';
import { billingFixture } from '../../test/billing-fixture';
import type { TransactionRow } from '../../../shared/billing/wire';

// Transactions sorted by a column on the server, paged and unpaged.
let world: Awaited<ReturnType<typeof billingFixture>>;
const today = todayInIndia();
const range = { startDate: today, endDate: today };

beforeAll(async () => {
  world = await billingFixture('ts');
  // Three bills of one, three and two trips: different weights and net amounts.
  for (const size of [1, 3, 2]) {
    const trips = [];
    for (let i = 0; i < size; i++) trips.push(await world.acknowledgedTrip());
    await world.billOf(trips);
  }
}, 120_000);

afterAll(async () => {
  await world?.app.close();
});

async function listed(
  body: object,
): Promise<{ status: number; rows: TransactionRow[]; json: Record<string, unknown> }> {
  const res = await world.as.accountant.post('/list-all-transactions', { ...range, ...body });
  const json = res.json();
  return { status: res.statusCode, rows: Array.isArray(json) ? json : (json.rows ?? []), json };
}

test.each([
  ['final_amount', 'asc'],
  ['final_amount', 'desc'],
  ['weight', 'desc'],
  ['billing_id', 'asc'],
] as const)('sort %s %s: the bills in that order, on every page and unpaged', async (key, order) => {
  const all = (await listed({})).rows;
  expect(all.length).toBeGreaterThanOrEqual(3);
  const sign = order === 'asc' ? 1 : -1;
  const rowId = (r: TransactionRow) => Number(r._id);
  const expected = [...all].sort(
    (a, b) =>
      sign *
      (key === 'billing_id' ? rowId(a) - rowId(b) : Number(a[key]) - Number(b[key]) || rowId(a) - rowId(b)),
  );
  const unpaged = await listed({ sort: key, order });
  expect(unpaged.status).toBe(200);
  expect(unpaged.rows.map((r) => r.billing_id)).toEqual(expected.map((r) => r.billing_id));
  const first = await listed({ sort: key, order, limit: 2, offset: 0 });
  const second = await listed({ sort: key, order, limit: 2, offset: 2 });
  expect([...first.rows, ...second.rows].map((r) => r.billing_id)).toEqual(
    expected.slice(0, 4).map((r) => r.billing_id),
  );
  expect(first.json.totalCount).toBe(all.length);
});

test.each([
  [{ sort: 'password' }, BILL_SORT_MESSAGE],
  [{ sort: 'final_amount', order: 'sideways' }, SORT_MESSAGES.badOrder],
  [{ order: 'asc' }, SORT_MESSAGES.orderWithoutSort],
])('%j: 400 with the message', async (body, message) => {
  const res = await listed({ ...body, limit: 10 });
  expect(res.status).toBe(400);
  expect(res.json).toEqual({ message });
});

describe('column filters', () => {
  test('billing_id, vendor and username filter the bills (contains, any case); totalCount and totals cover them', async () => {
    const all = (await listed({})).rows;
    const one = all[1];
    const byId = await listed({
      limit: 10,
      offset: 0,
      filters: { billing_id: one.billing_id.toLowerCase() },
    });
    expect(byId.status).toBe(200);
    expect(byId.rows.map((r) => r.billing_id)).toEqual([one.billing_id]);
    expect(byId.json.totalCount).toBe(1);
    expect((byId.json.totals as Record<string, number>).final_amount).toBe(one.final_amount);

    const byCreator = await listed({
      filters: JSON.stringify({ username: one.username.toUpperCase(), vendor: 'ganesh' }),
    });
    expect(byCreator.rows.map((r) => r.billing_id)).toEqual(
      all.filter((r) => r.username === one.username).map((r) => r.billing_id),
    );
    const none = await listed({ limit: 10, filters: { vendor: 'no such vendor' } });
    expect(none.rows).toEqual([]);
    expect(none.json.totalCount).toBe(0);
  });

  test('a trip column is not a bill column: 400 naming the ones allowed', async () => {
    const res = await listed({ limit: 10, filters: { TruckNumber: 'MH12' } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: COLUMN_FILTER_MESSAGES.badBillKey });
  });
});
