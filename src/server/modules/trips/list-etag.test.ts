import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { todayInIndia } from '../../../shared/common/dates';
import type { TripRecord } from '../../../shared/trips';
import { toGenerateBillRows } from '../../../shared/billing/wire-types';
import { SAMPLE_TRIP } from '../../../shared/test/samples';
import { postMultipart } from '../../test/multipart';
import { seededTrip } from '../../test/seeded-trip';
import {
  acknowledgeTrip,
  addMasterData,
  expectStatus,
  nextDoNumber,
  PUNE_MUMBAI_DATA,
} from '../../test/setup-calls';
import { buildTestInstances, signInEveryProfile, TestClient } from '../../test/test-app';
import { tripRepository } from './repository';

// Today's List answers with an ETag of its version in PostgreSQL: an unchanged list costs a 304,
// and no instance ever answers a list older than the last write before the request.
let first: FastifyInstance;
let second: FastifyInstance;
let as: Awaited<ReturnType<typeof signInEveryProfile>>['clients'];
let accountantOnSecond: TestClient;
const today = todayInIndia();
const TODAY = `/api/reports?startDate=${today}&endDate=${today}&limit=200&offset=0`;

beforeAll(async () => {
  [first, second] = await buildTestInstances(2);
  const signedIn = await signInEveryProfile(first, 'etag');
  as = signedIn.clients;
  accountantOnSecond = await TestClient.signedIn(second, signedIn.usernames.accountant, 'Passw0rd!x');
  await addMasterData(as.admin, PUNE_MUMBAI_DATA);
}, 90_000);

afterAll(async () => {
  await second?.close();
  await first?.close();
});

const list = (client: TestClient, tag?: string) =>
  client.request({ method: 'GET', url: TODAY, headers: tag ? { 'if-none-match': tag } : {} });

const rowsOf = (res: LightMyRequestResponse): TripRecord[] => expectStatus(res, 200).json().tableData;

async function newTrip(client = as.accountant): Promise<TripRecord> {
  const form = {
    ...SAMPLE_TRIP,
    DONumber: nextDoNumber(),
    Weight: '20',
    DieselAmount: '5000',
    DieselSlipNumber: 'DS-1',
  };
  const { TripID } = expectStatus(await client.post('/reports', form), 201).json();
  return expectStatus(await client.get(`/api/trip/${TripID}`), 200).json();
}

/** The list's tag now, checked to be answered 304 with no body while nothing changes. */
async function currentTag(client = as.accountant): Promise<string> {
  const tag = expectStatus(await list(client), 200).headers.etag as string;
  const again = await list(client, tag);
  expect([again.statusCode, again.body, again.headers.etag]).toEqual([304, '', tag]);
  return tag;
}

/** After a write: the old tag gets the whole list again, under a new tag. */
async function changedSince(tag: string, client = as.accountant) {
  const res = await list(client, tag);
  expect(res.statusCode).toBe(200);
  expect(res.headers.etag).not.toBe(tag);
  return rowsOf(res);
}

test('a list carries an ETag that revalidates privately; the same request with it is a 304 with no body', async () => {
  await newTrip();
  const res = await list(as.accountant);
  expect(rowsOf(res).length).toBeGreaterThan(0);
  expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  expect(res.headers['cache-control']).toBe('private, no-cache');
  const again = await list(as.accountant, `W/"other", ${res.headers.etag as string}`);
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers['cache-control']).toBe('private, no-cache');
});

test('creating, editing, acknowledging and billing a trip each answer the old tag with the new list', async () => {
  let tag = await currentTag();
  const trip = await newTrip();
  expect((await changedSince(tag)).map((t) => t.TripID)).toContain(trip.TripID);

  tag = await currentTag();
  expectStatus(
    await postMultipart(as.accountant, `/api/reports/${trip._id}`, {
      id: trip._id,
      transactionStatus: 'Open',
      weight: '21.5',
    }),
    200,
  );
  expect((await changedSince(tag)).find((t) => t._id === trip._id)?.Weight).toBe(21.5);

  tag = await currentTag();
  await acknowledgeTrip(as.accountant, trip._id, { actualWeight: '21.25', short: '0' });
  expect((await changedSince(tag)).find((t) => t._id === trip._id)?.TransactionStatus).toBe('Acknowledged');

  tag = await currentTag();
  const acknowledged = expectStatus(await as.accountant.get(`/api/trip/${trip.TripID}`), 200).json();
  expectStatus(await as.accountant.post('/generate-pdf-bill', toGenerateBillRows([acknowledged], [])), 200);
  expect((await changedSince(tag)).find((t) => t._id === trip._id)?.TransactionStatus).toBe('Billed');
});

test('a write on another day leaves the tag as it was', async () => {
  const tag = await currentTag();
  await tripRepository(first.db).insertMany([
    seededTrip({ localDate: '2024-01-15', doNumber: nextDoNumber() }),
  ]);
  expect((await list(as.accountant, tag)).statusCode).toBe(304);
});

test('a write through one instance is seen at once by the other, with or without a tag', async () => {
  const tag = await currentTag(accountantOnSecond);
  const trip = await newTrip(as.accountant);
  expect((await changedSince(tag, accountantOnSecond)).map((t) => t.TripID)).toContain(trip.TripID);

  // The second instance keeps the body it answered last; a write through the first replaces it.
  rowsOf(await list(accountantOnSecond));
  const another = await newTrip(as.accountant);
  expect(rowsOf(await list(accountantOnSecond)).map((t) => t.TripID)).toContain(another.TripID);
});

test("a profile that sees other columns gets the whole list on another profile's tag", async () => {
  const tag = await currentTag(as.accountant);
  const res = await list(as.loadingManager, tag);
  expect(res.statusCode).toBe(200);
  expect(res.headers.etag).not.toBe(tag);
  expect(rowsOf(res)[0]).not.toHaveProperty('Freight');
  expect(rowsOf(await list(as.accountant))[0]).toHaveProperty('Freight');
});

test('signed out, a request with a current tag is still a 401', async () => {
  const tag = await currentTag();
  const res = await first.inject({
    method: 'GET',
    url: `/logistics${TODAY}`,
    headers: { 'if-none-match': tag },
  });
  expect(res.statusCode).toBe(401);
  expect(res.headers.etag).toBeUndefined();
});

test('a page read afresh, then asked with a tag it no longer matches, is the same bytes and tag', async () => {
  await newTrip();
  // A page size no other test asks: its first read is one no instance kept a body for.
  const url = `/api/reports?startDate=${today}&endDate=${today}&limit=100&offset=0`;
  const ask = (headers: Record<string, string>) =>
    accountantOnSecond.request({ method: 'GET', url, headers });
  const fresh = expectStatus(await ask({}), 200);
  const stale = expectStatus(await ask({ 'if-none-match': '"an-old-tag"' }), 200);
  expect([stale.headers.etag, stale.body]).toEqual([fresh.headers.etag, fresh.body]);
  expect(rowsOf(fresh).length).toBeGreaterThan(0);
});
