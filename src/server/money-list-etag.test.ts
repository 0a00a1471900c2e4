import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { todayInIndia } from '../shared/common/dates';
import type { ListToReviseResponse } from '../shared/billing/wire';
import { monthEndWorldOn, payToday, VENDOR_WITH_PAN, type MonthEndWorld } from './test/month-end-fixtures';
import { addMasterData, expectStatus, nextDoNumber } from './test/setup-calls';
import { seededTrip } from './test/seeded-trip';
import { tripRepository } from './modules/trips/repository';
import { buildTestInstances, createUser, TestClient, uniqueName } from './test/test-app';

// Payments, a bill's status, Outstanding, open bills, billed vendors, the statement and the
// dashboard answer with an ETag of their version in PostgreSQL: an unchanged answer costs a 304,
// every write in their scope is seen at once by the other instance, and no one is answered 304 for
// a body they were not sent.
let first: FastifyInstance;
let second: FastifyInstance;
let world: MonthEndWorld;
let onSecond: TestClient;
let billId: string;
const today = todayInIndia();

beforeAll(async () => {
  [first, second] = await buildTestInstances(2);
  world = await monthEndWorldOn(first);
  const username = uniqueName('etagacct');
  await createUser(first, username, 'accountant');
  onSecond = await TestClient.signedIn(second, username, 'Passw0rd!x');
  billId = await world.bill([await world.acknowledgedTrip()]);
}, 120_000);

afterAll(async () => {
  await second?.close();
  await first?.close();
});

const LISTS = {
  payments: () => `/payments?billId=${billId}`,
  billStatus: () => `/bills/${billId}/status`,
  outstanding: () => '/accounting/outstanding',
  billedVendors: () => '/accounting/vendors',
  openBills: () => `/accounting/open-bills?vendor=${encodeURIComponent(VENDOR_WITH_PAN)}`,
  statement: () =>
    `/accounting/statement?vendor=${encodeURIComponent(VENDOR_WITH_PAN)}&startDate=${today}&endDate=${today}`,
  dashboard: () => '/api/dashboard',
};
type List = keyof typeof LISTS;
const MONEY: List[] = ['payments', 'billStatus', 'outstanding', 'openBills', 'statement'];

const read = (client: TestClient, list: List, tag?: string) =>
  client.request({ method: 'GET', url: LISTS[list](), headers: tag ? { 'if-none-match': tag } : {} });

/** Each list's tag now, each checked to be answered 304 with no body while nothing changes. */
async function currentTags(client = onSecond): Promise<Record<List, string>> {
  const tags = {} as Record<List, string>;
  for (const list of Object.keys(LISTS) as List[]) {
    const tag = expectStatus(await read(client, list), 200).headers.etag as string;
    const again = await read(client, list, tag);
    expect([list, again.statusCode, again.body, again.headers.etag]).toEqual([list, 304, '', tag]);
    tags[list] = tag;
  }
  return tags;
}

/** The lists answered 200 (with a new tag) on their old tags, and their answers. */
async function changedSince(tags: Record<List, string>, client = onSecond) {
  const changed: Partial<Record<List, LightMyRequestResponse>> = {};
  for (const list of Object.keys(LISTS) as List[]) {
    const res = await read(client, list, tags[list]);
    expect([200, 304].map((status) => [list, status])).toContainEqual([list, res.statusCode]);
    if (res.statusCode === 200) {
      expect(res.headers.etag).not.toBe(tags[list]);
      changed[list] = res;
    }
  }
  return changed;
}

const outstandingOf = (res: LightMyRequestResponse | undefined) =>
  res?.json().rows.find((r: { vendor: string }) => r.vendor === VENDOR_WITH_PAN)?.outstanding;

test('each list carries an ETag that revalidates privately; the same request with it is a 304 with no body', async () => {
  for (const list of Object.keys(LISTS) as List[]) {
    const res = expectStatus(await read(world.as.accountant, list), 200);
    expect([list, res.headers.etag]).toEqual([list, expect.stringMatching(/^"[A-Za-z0-9_-]{27}"$/)]);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const again = await read(world.as.accountant, list, `W/"other", ${res.headers.etag as string}`);
    expect([list, again.statusCode, again.body, again.headers['cache-control']]).toEqual([
      list,
      304,
      '',
      'private, no-cache',
    ]);
  }
});

test('a payment recorded on the first instance moves every money list on the second, and not the dashboard', async () => {
  const tags = await currentTags();
  expectStatus(await payToday(world, { billId, amount: 1000, note: '' }), 201);
  const changed = await changedSince(tags);
  expect(Object.keys(changed).sort()).toEqual([...MONEY].sort());
  expect(changed.payments!.json().payments.map((p: { amount: number }) => p.amount)).toEqual([1000]);
  expect(changed.billStatus!.json()).toMatchObject({ paid: 1000, status: 'Part-paid' });
  expect(changed.statement!.json().totalPaid).toBe(1000);
});

test('a bill generated moves the money lists, the billed vendors and the dashboard', async () => {
  const trip = await world.acknowledgedTrip();
  const tags = await currentTags();
  const before = outstandingOf(await read(onSecond, 'outstanding'));
  const newBill = await world.bill([trip]);
  const changed = await changedSince(tags);
  for (const list of ['billedVendors', 'dashboard', 'openBills', 'outstanding', 'statement'] as List[])
    expect(changed).toHaveProperty(list);
  expect(outstandingOf(changed.outstanding)).toBeCloseTo(before + 20969.75, 2);
  expect(changed.openBills!.json().bills.map((b: { billId: string }) => b.billId)).toContain(newBill);
});

test('a bill revised or cancelled moves the lists that show it', async () => {
  const trip = await world.acknowledgedTrip();
  const revised = await world.bill([trip]);
  let tags = await currentTags();
  const { billed }: ListToReviseResponse = expectStatus(
    await world.as.accountant.post('/list-to-revise-bill', { bill_id: revised }),
    200,
  ).json();
  expectStatus(
    await world.as.accountant.post('/generate-pdf-revised-bill', {
      billedSelectedRows: billed,
      billedUnselectedRows: [],
      ackSelectedRows: [],
      additionalRemarks: [{ text: 'Halting', amount: 150 }],
    }),
    200,
  );
  let changed = await changedSince(tags);
  for (const list of ['outstanding', 'openBills', 'statement'] as List[])
    expect(changed).toHaveProperty(list);
  const openBill = (res: LightMyRequestResponse | undefined) =>
    res?.json().bills.find((b: { billId: string }) => b.billId === revised);
  expect(openBill(changed.openBills).net).toBeGreaterThan(20969.75);

  const billedToday = (res: LightMyRequestResponse) =>
    res
      .json()
      .tripsPerDay.find((d: { date: string; status: string }) => d.date === today && d.status === 'Billed')
      ?.trips ?? 0;
  const billedBefore = billedToday(await read(onSecond, 'dashboard'));
  tags = await currentTags();
  expectStatus(await world.as.accountant.post('/delete-transaction', { billId: revised }), 200);
  changed = await changedSince(tags);
  for (const list of ['outstanding', 'openBills', 'statement', 'dashboard'] as List[])
    expect(changed).toHaveProperty(list);
  expect(openBill(changed.openBills)).toBeUndefined();
  expect(billedToday(changed.dashboard!)).toBe(billedBefore - 1);
});

test('a vehicle added moves the dashboard only; a trip on another day moves nothing', async () => {
  let tags = await currentTags();
  await addMasterData(world.as.admin, { trucks: ['MH12ZZ4321'] });
  expect(Object.keys(await changedSince(tags))).toEqual(['dashboard']);

  tags = await currentTags();
  await tripRepository(first.db).insertMany([
    seededTrip({ localDate: '2024-01-15', doNumber: nextDoNumber() }),
  ]);
  expect(await changedSince(tags)).toEqual({});
});

test("another user, or a profile that sees less, never gets a 304 on someone else's tag", async () => {
  const tags = await currentTags(world.as.accountant);
  for (const list of Object.keys(LISTS) as List[]) {
    const res = await read(onSecond, list, tags[list]);
    expect([list, res.statusCode]).toEqual([list, 200]);
  }
  const dashboard = await read(world.as.loadingManager, 'dashboard', tags.dashboard);
  expect(dashboard.statusCode).toBe(200);
  expect(dashboard.json()).not.toHaveProperty('vendors');
  for (const list of MONEY) {
    const res = await read(world.as.loadingManager, list, tags[list]);
    expect([list, res.statusCode, res.headers.etag]).toEqual([list, 403, undefined]);
  }
});

test('signed out, a current tag is a 401; an error answer carries no tag and is not kept', async () => {
  const tags = await currentTags(world.as.accountant);
  const signedOut = await first.inject({
    method: 'GET',
    url: '/logistics/accounting/outstanding',
    headers: { 'if-none-match': tags.outstanding },
  });
  expect([signedOut.statusCode, signedOut.headers.etag]).toEqual([401, undefined]);
  const missing = await world.as.accountant.request({ method: 'GET', url: '/bills/B999999/status' });
  expect(missing.statusCode).toBe(404);
  expect([missing.headers.etag, missing.headers['cache-control']]).toEqual([undefined, 'no-store']);
});
