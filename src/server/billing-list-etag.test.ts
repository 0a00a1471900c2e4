import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { todayInIndia } from '../shared/common/dates';
import { SEARCH_FILTER_MESSAGES } from '../shared/lists/search-filters';
import { monthEndWorldOn, VENDOR_WITH_PAN, type MonthEndWorld } from './test/month-end-fixtures';
import { expectStatus } from './test/setup-calls';
import { buildTestInstances, createUser, TestClient, uniqueName } from './test/test-app';

// Billing, Transactions and Revise Bill ask with a POST whose JSON body is the query: the answer
// carries an ETag of the body, the caller and the version of its trips and bills in PostgreSQL, so
// the same body again is a 304 while nothing changed, and a write on one instance is seen at once
// on the other.
let first: FastifyInstance;
let second: FastifyInstance;
let world: MonthEndWorld;
let onSecond: TestClient;
const today = todayInIndia();

beforeAll(async () => {
  [first, second] = await buildTestInstances(2);
  world = await monthEndWorldOn(first);
  const username = uniqueName('etagbill');
  await createUser(first, username, 'accountant');
  onSecond = await TestClient.signedIn(second, username, 'Passw0rd!x');
}, 120_000);

afterAll(async () => {
  await second?.close();
  await first?.close();
});

const BODIES = {
  billing: { url: '/list-billing', body: { startDate: today, endDate: today, limit: 50, offset: 0 } },
  transactions: {
    url: '/list-all-transactions',
    body: { startDate: today, endDate: today, vendor: '', trips: false, limit: 50, offset: 0 },
  },
  revise: { url: '/list-to-revise-bill', body: { startDate: today, endDate: today, limit: 50, offset: 0 } },
};
type List = keyof typeof BODIES;
const LISTS = Object.keys(BODIES) as List[];

const ask = (client: TestClient, list: List, tag?: string, body: object = BODIES[list].body) =>
  client.request({
    method: 'POST',
    url: BODIES[list].url,
    payload: body,
    headers: tag ? { 'if-none-match': tag } : {},
  });

/** Each list's tag now, each checked to be answered 304 with no body while nothing changes. */
async function currentTags(client = onSecond): Promise<Record<List, string>> {
  const tags = {} as Record<List, string>;
  for (const list of LISTS) {
    const res = expectStatus(await ask(client, list), 200);
    const tag = res.headers.etag as string;
    expect([list, tag, res.headers['cache-control']]).toEqual([
      list,
      expect.stringMatching(/^"[A-Za-z0-9_-]{27}"$/),
      'private, no-cache',
    ]);
    const again = await ask(client, list, tag);
    expect([list, again.statusCode, again.body, again.headers.etag]).toEqual([list, 304, '', tag]);
    tags[list] = tag;
  }
  return tags;
}

/** Every list answered in full on its old tag, with a new tag. */
async function answersSince(tags: Record<List, string>): Promise<Record<List, LightMyRequestResponse>> {
  const answers = {} as Record<List, LightMyRequestResponse>;
  for (const list of LISTS) {
    const res = await ask(onSecond, list, tags[list]);
    expect([list, res.statusCode]).toEqual([list, 200]);
    expect(res.headers.etag).not.toBe(tags[list]);
    answers[list] = res;
  }
  return answers;
}

const billIdsOf = (res: LightMyRequestResponse) =>
  res.json().rows.map((r: { billing_id: string }) => r.billing_id);
const tripIdsOf = (rows: { TripID?: string; trip_id?: string }[]) => rows.map((r) => r.TripID ?? r.trip_id);

test('a trip acknowledged, billed and revised on the first instance is answered at once on the second', async () => {
  let tags = await currentTags();
  const trip = await world.acknowledgedTrip();
  let answers = await answersSince(tags);
  expect(tripIdsOf(answers.billing.json().resultData)).toContain(trip.TripID);
  expect(tripIdsOf(answers.revise.json().acknowledged)).toContain(trip.TripID);

  tags = await currentTags();
  const billId = await world.bill([trip]);
  answers = await answersSince(tags);
  expect(tripIdsOf(answers.billing.json().resultData)).not.toContain(trip.TripID);
  expect(billIdsOf(answers.transactions)).toContain(billId);
  expect(tripIdsOf(answers.revise.json().billed)).toContain(trip.TripID);

  tags = await currentTags();
  expectStatus(await world.as.accountant.post('/delete-transaction', { billId }), 200);
  answers = await answersSince(tags);
  expect(billIdsOf(answers.transactions)).not.toContain(billId);
  expect(tripIdsOf(answers.billing.json().resultData)).toContain(trip.TripID);
});

test('another body (a filter, a page) has another tag and is answered in full on the old one', async () => {
  const tags = await currentTags();
  const others: Record<List, object> = {
    billing: { ...BODIES.billing.body, vendor: VENDOR_WITH_PAN },
    transactions: { ...BODIES.transactions.body, offset: 50 },
    revise: { ...BODIES.revise.body, startDate: '2024-01-01' },
  };
  for (const list of LISTS) {
    const res = await ask(onSecond, list, tags[list], others[list]);
    expect([list, res.statusCode, res.headers.etag]).toEqual([list, 200, expect.any(String)]);
    expect(res.headers.etag).not.toBe(tags[list]);
  }
});

test("another user, or a profile without the screen, never gets a 304 on someone else's tag", async () => {
  const tags = await currentTags(world.as.accountant);
  for (const list of LISTS) {
    const res = await ask(onSecond, list, tags[list]);
    expect([list, res.statusCode]).toEqual([list, 200]);
    const refused = await ask(world.as.loadingManager, list, tags[list]);
    expect([list, refused.statusCode, refused.headers.etag]).toEqual([list, 403, undefined]);
  }
});

test('a bad body is a 400 with its message and no tag, even with a current tag in If-None-Match', async () => {
  const tags = await currentTags();
  const res = await ask(onSecond, 'transactions', tags.transactions, {
    startDate: today,
    endDate: '2020-01-01',
  });
  expect([res.statusCode, res.headers.etag, res.headers['cache-control']]).toEqual([
    400,
    undefined,
    'no-store',
  ]);
  expect(res.json().message).toBe(SEARCH_FILTER_MESSAGES.transactionsEndBeforeStart);
});

test('If-None-Match: * never answers a POST list 304: a bad body is its 400, a good one its 200', async () => {
  const bad = await ask(onSecond, 'transactions', '*', { startDate: today, endDate: '2020-01-01' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toBe(SEARCH_FILTER_MESSAGES.transactionsEndBeforeStart);
  for (const list of LISTS) expect([list, (await ask(onSecond, list, '*')).statusCode]).toEqual([list, 200]);
});

test('a list asked with a tag it no longer matches is the same bytes and tag as one asked with none; an unpaged Billing list revalidates too', async () => {
  for (const list of LISTS) {
    const plain = expectStatus(await ask(onSecond, list), 200);
    const stale = expectStatus(await ask(onSecond, list, '"an-old-tag"'), 200);
    expect([list, stale.headers.etag, stale.body]).toEqual([list, plain.headers.etag, plain.body]);
  }
  const unpaged = { startDate: today, endDate: today };
  const whole = expectStatus(await ask(onSecond, 'billing', undefined, unpaged), 200);
  expect(whole.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  const again = await ask(onSecond, 'billing', whole.headers.etag as string, unpaged);
  expect([again.statusCode, again.body]).toEqual([304, '']);
});
