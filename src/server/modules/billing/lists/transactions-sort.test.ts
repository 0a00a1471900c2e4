import { todayInIndia } from '../../../../shared/common/dates';

import { BILL_SORT_MESSAGE, SORT_MESSAGES } from '../../../../shared/lists/sorting';
import { COLUMN_FILTER_MESSAGES } from '../../../../shared/lists/column-filters';
import { useBillingFixture, type BillingWorld } from '../../../test/billing-fixture';
import type { TransactionRow } from '../../../../shared/billing/wire';

// Transactions sorted by a column on the server, paged and unpaged.
const world = {} as BillingWorld;
useBillingFixture('ts', world);
const today = todayInIndia();
const range = { startDate: today, endDate: today };

beforeAll(async () => {
  // Three bills of one, three and two trips: different weights and net amounts.
  for (const size of [1, 3, 2]) {
    const trips = [];
    for (let i = 0; i < size; i++) trips.push(await world.acknowledgedTrip());
    await world.billOf(trips);
  }
}, 60_000);

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

describe('paging at depth', () => {
  beforeAll(async () => {
    // Four more bills, seven in all: pages of one bill reach six pages deep.
    for (const size of [2, 1, 3, 1]) {
      const trips = [];
      for (let i = 0; i < size; i++) trips.push(await world.acknowledgedTrip());
      await world.billOf(trips);
    }
  }, 120_000);

  // Each case's body from the unsorted, unfiltered list (a billing_id filter that keeps only some bills).
  test.each<[string, (all: TransactionRow[]) => Record<string, unknown>]>([
    ['newest first', () => ({})],
    [
      'final_amount desc, vendor filter',
      () => ({ sort: 'final_amount', order: 'desc', filters: { vendor: 'GANESH' } }),
    ],
    [
      'weight asc, billing_id filter',
      (all) => ({ sort: 'weight', order: 'asc', filters: { billing_id: all[5].billing_id.slice(-1) } }),
    ],
    [
      'revision desc, username filter',
      (all) => ({ sort: 'revision', order: 'desc', filters: { username: all[0].username.toUpperCase() } }),
    ],
    [
      'billing_id asc, billing_id filter',
      (all) => ({
        sort: 'billing_id',
        order: 'asc',
        filters: { billing_id: all[1].billing_id.slice(-1).toLowerCase() },
      }),
    ],
  ])(
    '%s: page after page to the end is the unpaged list, row for row, with its count and totals',
    async (_name, bodyOf) => {
      const all = (await listed({})).rows;
      expect(all.length).toBeGreaterThanOrEqual(7);
      const body = bodyOf(all);
      const unpaged = (await listed(body)).rows;
      const filters = (body.filters ?? {}) as Record<string, string>;
      const kept = all.filter((row) =>
        Object.entries(filters).every(([key, text]) =>
          String(row[key as keyof TransactionRow])
            .toLowerCase()
            .includes(text.toLowerCase()),
        ),
      );
      expect(unpaged.map((r) => r.billing_id).sort()).toEqual(kept.map((r) => r.billing_id).sort());
      const firstPage = await listed({ ...body, limit: 1, offset: 0 });
      for (const limit of [1, 3]) {
        const paged: TransactionRow[] = [];
        for (let offset = 0; offset < unpaged.length; offset += limit) {
          const page = await listed({ ...body, limit, offset });
          expect(page.status).toBe(200);
          expect(page.json.totalCount).toBe(unpaged.length);
          expect(page.json.totals).toEqual(firstPage.json.totals);
          paged.push(...page.rows);
        }
        expect(paged).toEqual(unpaged);
      }
      const past = await listed({ ...body, limit: 3, offset: unpaged.length });
      expect([past.rows, past.json.totalCount]).toEqual([[], unpaged.length]);
      const totals = firstPage.json.totals as Record<string, number>;
      expect(totals.final_amount).toBeCloseTo(
        unpaged.reduce((sum, r) => sum + r.final_amount, 0),
        2,
      );
    },
  );
});
