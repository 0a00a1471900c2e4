import { sql } from 'kysely';
import { todayInIndia } from '../../../shared/common/dates';
import type { TripRecord } from '../../../shared/trips';
import { MAX_ACKNOWLEDGE_TRIPS } from '../../../shared/trips/acknowledge';
import { listAudit } from '../audit/repository';
import { useBillingFixture, type BillingWorld } from '../../test/billing-fixture';
import { seededTrip } from '../../test/seeded-trip';
import { expectMessage, TestClient } from '../../test/test-app';
import { nextDoNumber } from '../../test/setup-calls';
import { tripRepository } from './repository';

// POST /trips/acknowledge: many trips with their weights, in one transaction or not at all.
const world = {} as BillingWorld;
useBillingFixture('ak', world);

const NO_ACTUAL = 'Actual Weight must be above 0 (where there is no weighbridge, enter the loaded weight)';
const ackRefused = (tripId: string, reason: string) => `Trip ${tripId} cannot be Acknowledged: ${reason}.`;

const acknowledge = (trips: unknown[], client: TestClient = world.as.accountant) =>
  client.post('/trips/acknowledge', { trips });

async function openTrips(count: number, overrides: Record<string, unknown> = {}): Promise<TripRecord[]> {
  const trips: TripRecord[] = [];
  for (let i = 0; i < count; i++)
    trips.push(await world.openTrip({ DONumber: nextDoNumber(), ...overrides }));
  return trips;
}

const stored = async (trip: TripRecord) => {
  const t = await world.tripById(trip.TripID);
  return [t.TransactionStatus, t.ActualWeight, t.DifferenceInWeight, t.Short];
};

describe('all of them', () => {
  test('each trip takes its Actual Weight and Short, is Acknowledged, and its audit entry says so', async () => {
    const trips = await openTrips(3);
    const res = await acknowledge([
      { TripID: trips[0].TripID, actualWeight: '19.9', short: '120' },
      { TripID: trips[1].TripID.toLowerCase(), actualWeight: 19.75 },
      { TripID: trips[2].TripID, actualWeight: '20', short: '' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: '3 trips acknowledged.',
      acknowledged: trips.map((t) => t.TripID),
    });
    expect(await stored(trips[0])).toEqual(['Acknowledged', 19.9, 0.1, 120]);
    expect(await stored(trips[1])).toEqual(['Acknowledged', 19.75, 0.25, null]);
    expect(await stored(trips[2])).toEqual(['Acknowledged', 20, 0, null]);
    const entries = await listAudit(world.app.db, 'trip', trips[0].TripID);
    expect(entries.find((e) => e.action === 'acknowledge')).toMatchObject({
      actor: expect.stringMatching(/^ak_accountant/),
      action: 'acknowledge',
      before: { TransactionStatus: 'Open', ActualWeight: null, DifferenceInWeight: null, Short: null },
      after: { TransactionStatus: 'Acknowledged', ActualWeight: 19.9, DifferenceInWeight: 0.1, Short: 120 },
    });
  });

  test('a Short left out stays as stored; an Acknowledged trip takes its corrected weight', async () => {
    const trip = await world.acknowledgedTrip(); // actual 19.95, short 100
    world.ok(await acknowledge([{ TripID: trip.TripID, actualWeight: '19.8' }]), 200);
    expect(await stored(trip)).toEqual(['Acknowledged', 19.8, 0.2, 100]);
  });
});

describe('or nothing: each refused trip named with its reason', () => {
  test('a typing mistake on one row: 422, the row and its field named, no trip changed', async () => {
    const trips = await openTrips(3);
    const res = await acknowledge([
      { TripID: trips[0].TripID, actualWeight: '19.9' },
      { TripID: trips[1].TripID, actualWeight: '0' },
      { TripID: trips[2].TripID, actualWeight: '19.5', short: '12.345' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: '2 of 3 trips cannot be acknowledged; nothing was saved. Correct them and try again.',
      errorCode: 'TRIPS_REFUSED',
      refused: [
        { TripID: trips[1].TripID, field: 'actualWeight', message: ackRefused(trips[1].TripID, NO_ACTUAL) },
        { TripID: trips[2].TripID, field: 'short', message: 'Short can have at most 2 decimal places.' },
      ],
    });
    for (const trip of trips) expect(await stored(trip)).toEqual(['Open', null, null, null]);
  });

  test("a trip's stored state refuses it: 409 naming each (gone, billed, no freight), no trip changed", async () => {
    const [open] = await openTrips(1);
    const billed = await world.acknowledgedTrip();
    await world.billOf([billed]);
    const noFreight = await world.openTrip({ Weight: '' });
    const res = await acknowledge([
      { TripID: open.TripID, actualWeight: '19.9' },
      { TripID: billed.TripID, actualWeight: '19.9' },
      { TripID: 'T999999', actualWeight: '19.9' },
      { TripID: noFreight.TripID, actualWeight: '' },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: '3 of 4 trips cannot be acknowledged; nothing was saved. Correct them and try again.',
      errorCode: 'TRIPS_REFUSED',
      refused: [
        {
          TripID: billed.TripID,
          field: null,
          message: `Trip ${billed.TripID} is billed; change it through Revise Bill.`,
        },
        { TripID: 'T999999', field: null, message: 'Trip T999999 was not found (deleted?).' },
        {
          TripID: noFreight.TripID,
          field: 'weight',
          message: ackRefused(noFreight.TripID, 'Weight must be above 0'),
        },
        {
          TripID: noFreight.TripID,
          field: 'actualWeight',
          message: ackRefused(noFreight.TripID, NO_ACTUAL),
        },
      ],
    });
    expect(await stored(open)).toEqual(['Open', null, null, null]);
    expect((await world.tripById(billed.TripID)).TransactionStatus).toBe('Billed');
  });

  test('the same trip twice: 422 on the second', async () => {
    const [trip] = await openTrips(1);
    const res = await acknowledge([
      { TripID: trip.TripID, actualWeight: '19.9' },
      { TripID: trip.TripID, actualWeight: '19.8' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().refused).toEqual([
      { TripID: trip.TripID, field: 'TripID', message: `Trip ${trip.TripID} is listed twice.` },
    ]);
    expect(await stored(trip)).toEqual(['Open', null, null, null]);
  });

  test.each([
    [{ trips: [] }, 'Please select at least one trip to acknowledge.'],
    [{}, 'Please select at least one trip to acknowledge.'],
  ])('%j: 400 %p', async (body, message) => {
    expectMessage(await world.as.accountant.post('/trips/acknowledge', body), 400, message);
  });
});

describe('who may', () => {
  test('as for the row edit: unloading manager and accountant yes, loading manager no, signed out no', async () => {
    const trips = await openTrips(2);
    expectMessage(
      await acknowledge([{ TripID: trips[0].TripID, actualWeight: '19.9' }], world.as.loadingManager),
      403,
      'You do not have access to this section.',
    );
    expect(
      (await acknowledge([{ TripID: trips[0].TripID, actualWeight: '19.9' }], new TestClient(world.app)))
        .statusCode,
    ).toBe(401);
    expect(await stored(trips[0])).toEqual(['Open', null, null, null]);
    world.ok(
      await acknowledge([{ TripID: trips[0].TripID, actualWeight: '19.9' }], world.as.unloadingManager),
      200,
    );
    world.ok(await acknowledge([{ TripID: trips[1].TripID, actualWeight: '19.9' }], world.as.admin), 200);
  });
});

describe('how many at once', () => {
  const today = todayInIndia();
  async function seedOpenTrips(count: number): Promise<string[]> {
    const rows = await tripRepository(world.app.db).insertMany(
      Array.from({ length: count }, (_, i) => seededTrip({ localDate: today, doNumber: `S${i}` })),
    );
    return rows.map((r) => r.tripId);
  }

  test(`the largest selection (${MAX_ACKNOWLEDGE_TRIPS} trips) in one request; one more is refused`, async () => {
    const tripIds = await seedOpenTrips(MAX_ACKNOWLEDGE_TRIPS + 1);
    const rows = tripIds.map((TripID, i) => ({ TripID, actualWeight: (19 + (i % 100) / 100).toFixed(2) }));
    expectMessage(
      await acknowledge(rows),
      400,
      'At most 500 trips can be acknowledged at once. Select fewer and acknowledge the rest next.',
    );
    const res = await acknowledge(rows.slice(0, MAX_ACKNOWLEDGE_TRIPS));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('500 trips acknowledged.');
    const { rows: counts } = await sql<{ status: string; n: number }>`
      select transaction_status as status, count(*)::int as n from trips
      where trip_id = any(${tripIds}::text[]) group by 1 order by 1`.execute(world.app.db);
    expect(counts).toEqual([
      { status: 'Acknowledged', n: 500 },
      { status: 'Open', n: 1 },
    ]);
  }, 60_000);
});
