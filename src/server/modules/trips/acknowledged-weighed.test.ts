import { sql } from 'kysely';
import type { TripRecord } from '../../../shared/trips';
import { TRIP_ACCESS_MESSAGES } from '../../../shared/trips/access';
import { useBillingFixture, type BillingWorld } from '../../test/billing-fixture';
import { expectMessage } from '../../test/test-app';
import { toGenerateBillRows } from '../../../shared/billing/wire-types';

// Acknowledged means weighed: on every path that makes a trip Acknowledged, an Actual Weight above 0.
const world = {} as BillingWorld;
useBillingFixture('aw', world);

// The words as a clerk reads them (shared/trips/acknowledge.ts builds them).
const NO_ACTUAL = 'Actual Weight must be above 0 (where there is no weighbridge, enter the loaded weight)';
const ackRefused = (tripId: string) => `Trip ${tripId} cannot be Acknowledged: ${NO_ACTUAL}.`;
const stayBilledRefused = (tripId: string) =>
  `Trip ${tripId} is on a bill and cannot be changed so: ${NO_ACTUAL}.`;

/** A trip acknowledged before the rule: Acknowledged with no Actual Weight (as B1007's trips were). */
async function acknowledgedUnweighed(): Promise<TripRecord> {
  const trip = await world.acknowledgedTrip();
  await sql`update trips set actual_weight = null, difference_in_weight = null where trip_id = ${trip.TripID}`.execute(
    world.app.db,
  );
  return world.tripById(trip.TripID);
}

const statusAndActual = async (trip: TripRecord) => {
  const { TransactionStatus, ActualWeight } = await world.tripById(trip.TripID);
  return [TransactionStatus, ActualWeight];
};

describe("the row edit (POST /api/reports/{id}) of Today's List and Reports", () => {
  test.each([
    ['left out', {}],
    ['empty', { actualWeight: '' }],
    ['0', { actualWeight: '0' }],
    ['0.000', { actualWeight: '0.000' }],
  ])(
    'Acknowledged with the Actual Weight %s: 400 naming the field; the trip stays Open',
    async (_, fields) => {
      const trip = await world.openTrip();
      expectMessage(
        await world.rowEdit(trip, { transactionStatus: 'Acknowledged', ...fields }),
        400,
        ackRefused(trip.TripID),
      );
      expect(await statusAndActual(trip)).toEqual(['Open', null]);
    },
  );

  test('with an Actual Weight above 0 the trip is Acknowledged, its difference worked out', async () => {
    const trip = await world.openTrip();
    world.ok(await world.rowEdit(trip, { transactionStatus: 'Acknowledged', actualWeight: '19.875' }), 200);
    const stored = await world.tripById(trip.TripID);
    expect([stored.TransactionStatus, stored.ActualWeight, stored.DifferenceInWeight]).toEqual([
      'Acknowledged',
      19.875,
      0.125,
    ]);
  });

  test('a trip acknowledged earlier without one: saved as Acknowledged only with a weight; back to Open it may go', async () => {
    const trip = await acknowledgedUnweighed();
    expectMessage(
      await world.rowEdit(trip, { transactionStatus: 'Acknowledged', short: '50' }),
      400,
      ackRefused(trip.TripID),
    );
    world.ok(await world.rowEdit(trip, { transactionStatus: 'Acknowledged', actualWeight: '19.9' }), 200);
    expect(await statusAndActual(trip)).toEqual(['Acknowledged', 19.9]);
    // Clearing it again is the same refusal; moving the trip back to Open is not.
    expectMessage(
      await world.rowEdit(trip, { transactionStatus: 'Acknowledged', actualWeight: '' }),
      400,
      ackRefused(trip.TripID),
    );
    world.ok(await world.rowEdit(trip, { transactionStatus: 'Open', actualWeight: '' }), 200);
    expect(await statusAndActual(trip)).toEqual(['Open', null]);
  });
});

describe('the trip form (POST /api/trip)', () => {
  test('never makes a trip Acknowledged: the status is locked to the stored one', async () => {
    const trip = await world.openTrip();
    const form = world.tripForm({ TripID: trip.TripID, TransactionStatus: 'Acknowledged' });
    expectMessage(await world.as.accountant.post('/api/trip', form), 400, TRIP_ACCESS_MESSAGES.statusLocked);
    expect(await statusAndActual(trip)).toEqual(['Open', null]);
  });

  test('corrects a trip acknowledged earlier without a weight (it has no Actual Weight field); Billing flags it', async () => {
    const trip = await acknowledgedUnweighed();
    const form = world.tripForm({
      TripID: trip.TripID,
      TransactionStatus: 'Acknowledged',
      DriverName: 'Suresh Patil',
    });
    world.ok(await world.as.accountant.post('/api/trip', form), 200);
    expect(await statusAndActual(trip)).toEqual(['Acknowledged', null]);
  });
});

describe("Revise Bill's inline edit (POST /update-one-revise-bill)", () => {
  test.each([[''], [0], ['0']])(
    'an Acknowledged trip cannot have its Actual Weight set to %j',
    async (ActualWeight) => {
      const trip = await world.acknowledgedTrip();
      const res = await world.as.accountant.post('/update-one-revise-bill', {
        trip_id: trip.TripID,
        updateRows: { ActualWeight },
      });
      expectMessage(res, 400, ackRefused(trip.TripID));
      expect(await statusAndActual(trip)).toEqual(['Acknowledged', 19.95]);
    },
  );

  test('a billed trip keeps its Actual Weight too', async () => {
    const trip = await world.acknowledgedTrip();
    const billId = await world.billOf([trip]);
    const res = await world.as.accountant.post('/update-one-revise-bill', {
      trip_id: trip.TripID,
      bill_id: billId,
      updateRows: { ActualWeight: '0' },
    });
    expectMessage(res, 400, stayBilledRefused(trip.TripID));
  });

  test('a trip acknowledged earlier without one: other fields may still be corrected, and the weight entered', async () => {
    const trip = await acknowledgedUnweighed();
    const edit = (updateRows: Record<string, unknown>) =>
      world.as.accountant.post('/update-one-revise-bill', { trip_id: trip.TripID, updateRows });
    expect((await edit({ DieselAmount: '4800' })).statusCode).toBe(201);
    expect((await edit({ ActualWeight: '19.5' })).statusCode).toBe(201);
    expect(await statusAndActual(trip)).toEqual(['Acknowledged', 19.5]);
  });
});

describe('Billing flags the trips acknowledged earlier without an Actual Weight', () => {
  test('the first page counts them; Select All carries each trip its Actual Weight', async () => {
    const weighed = await world.acknowledgedTrip({ DONumber: '7001' });
    const unweighed = await acknowledgedUnweighed();
    const range = { startDate: weighed.localDate, endDate: weighed.localDate };
    const first = world
      .ok(await world.as.accountant.post('/list-billing', { ...range, limit: 1 }), 200)
      .json();
    const unweighedIds = (
      world.ok(await world.as.accountant.post('/list-billing-selection', range), 200).json().trips as {
        TripID: string;
        ActualWeight: number | null;
      }[]
    ).filter((t) => !(Number(t.ActualWeight) > 0));
    expect(unweighedIds.map((t) => t.TripID)).toContain(unweighed.TripID);
    expect(unweighedIds.map((t) => t.TripID)).not.toContain(weighed.TripID);
    expect(first.unweighedCount).toBe(unweighedIds.length);
    // A later page leaves the count out (the screen reads it once).
    const later = world.ok(
      await world.as.accountant.post('/list-billing', { ...range, limit: 1, offset: 1 }),
      200,
    );
    expect(later.json()).not.toHaveProperty('unweighedCount');
    // SPEC's unpaged answer is as it was.
    expect(
      Object.keys(world.ok(await world.as.accountant.post('/list-billing', range), 200).json()).sort(),
    ).toEqual(['message', 'resultData']);
  });
});

describe('Generate (POST /generate-pdf-bill) asks before billing trips acknowledged without an Actual Weight', () => {
  const generate = (trips: TripRecord[], confirm: boolean) =>
    world.as.accountant.post('/generate-pdf-bill', toGenerateBillRows(trips, [], false, confirm));

  test('without the confirmation: 409 naming the unweighed trips, nothing billed', async () => {
    const weighed = await world.acknowledgedTrip();
    const first = await acknowledgedUnweighed();
    const second = await acknowledgedUnweighed();
    const res = await generate([weighed, first, second], false);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `Trips ${first.TripID}, ${second.TripID} were acknowledged without an Actual Weight. Confirm to bill them anyway, or enter their Actual Weight first.`,
      errorCode: 'UNWEIGHED_TRIPS',
      tripIds: [first.TripID, second.TripID],
    });
    for (const trip of [weighed, first, second])
      expect(await statusAndActual(trip)).toEqual(['Acknowledged', trip === weighed ? 19.95 : null]);
  });

  test('with confirmUnweighed: true on the first row the bill is made', async () => {
    const trip = await acknowledgedUnweighed();
    const res = await generate([trip], true);
    expect(res.statusCode).toBe(200);
    const billId = res.headers['x-bill-id'] as string;
    const after = await world.tripById(trip.TripID);
    expect([after.TransactionStatus, after.BillId, after.ActualWeight]).toEqual(['Billed', billId, null]);
  });

  test('weighed trips need no confirmation', async () => {
    const trip = await world.acknowledgedTrip();
    expect((await generate([trip], false)).statusCode).toBe(200);
  });
});
