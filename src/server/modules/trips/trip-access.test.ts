import type { Profile } from '../../../shared/auth/profiles';
import type { TripRecord } from '../../../shared/trips';
import { type BillingWorld, useBillingFixture } from '../../test/billing-fixture';
import { samplePdf } from '../../test/multipart';

// The server enforces the trip rules of SPEC.md sections 4 and 6, per profile.
const NO_ACCESS = 'You do not have access to this section.';
const STATUS_LOCKED =
  "Transaction Status cannot be changed on the trip form. Set Acknowledged with Edit on Today's List or Reports; billing sets Billed.";

const world = {} as BillingWorld;
useBillingFixture('ta', world);

/** A trip with a weighment slip, moved to another date on Reports (as an accountant may). */
async function tripWithSlip(localDate?: string): Promise<TripRecord> {
  const trip = await world.openTrip();
  const slip = { WeightmentSlip: { filename: 'slip.pdf', content: samplePdf('slip') } };
  const fields = { transactionStatus: 'Open', ...(localDate ? { localDate } : {}) };
  world.ok(await world.rowEdit(trip, fields, slip), 200);
  return world.tripById(trip.TripID);
}

describe('POST /api/trip (update) per profile', () => {
  test.each<[Profile, number]>([
    ['loadingManager', 403],
    ['unloadingManager', 403],
  ])('%s: %i and nothing changes, whatever it sends', async (profile, status) => {
    const trip = await world.openTrip();
    const res = await world.as[profile].post(
      '/api/trip',
      world.tripForm({ TripID: trip.TripID, TransactionStatus: 'Acknowledged', Weight: '5' }),
    );
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { message: NO_ACCESS } });
    const same = await world.as[profile].post(
      '/api/trip',
      world.tripForm({ TripID: trip.TripID, DriverName: 'Someone Else' }),
    );
    expect(same.statusCode).toBe(status);
    expect(await world.tripById(trip.TripID)).toEqual(trip);
  });

  test.each<Profile>(['accountant', 'admin'])(
    '%s: may update, but a different TransactionStatus is 400 and nothing changes',
    async (profile) => {
      const trip = await world.openTrip();
      for (const [TransactionStatus, message] of [
        ['Acknowledged', STATUS_LOCKED],
        ['Billed', STATUS_LOCKED],
        ['Closed', 'Invalid transaction status'],
      ]) {
        const res = await world.as[profile].post(
          '/api/trip',
          world.tripForm({ TripID: trip.TripID, TransactionStatus, Weight: '5' }),
        );
        expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { message } });
      }
      expect(await world.tripById(trip.TripID)).toEqual(trip);
      const kept = await world.as[profile].post(
        '/api/trip',
        world.tripForm({ TripID: trip.TripID, Weight: '5' }),
      );
      expect(kept.statusCode).toBe(200);
      expect(await world.statusWeightFreight(trip)).toEqual(['Open', 5, 7250]);
    },
  );

  test('status still moves through the row edit (Open to Acknowledged)', async () => {
    const trip = await world.acknowledgedTrip();
    expect(trip.TransactionStatus).toBe('Acknowledged');
  });
});

describe('POST /reports (create) per profile', () => {
  test.each<[Profile, number]>([
    ['loadingManager', 201],
    ['unloadingManager', 403],
    ['accountant', 201],
    ['admin', 201],
  ])('%s: %i', async (profile, status) => {
    const res = await world.as[profile].post('/reports', world.tripForm());
    expect(res.statusCode).toBe(status);
  });
});

describe('reading a trip and its attachments per profile', () => {
  let today: TripRecord;
  let older: TripRecord;
  beforeAll(async () => {
    today = await tripWithSlip();
    older = await tripWithSlip('2025-01-15');
  });

  test("loadingManager reads only today's trips (what Today's List shows): 403 for any other date", async () => {
    const lm = world.as.loadingManager;
    const own = await lm.get(`/api/trip/${today.TripID}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).not.toHaveProperty('Freight');
    expect((await lm.get(today.WeightmentSlip!.filepath)).statusCode).toBe(200);

    const other = await lm.get(`/api/trip/${older.TripID}`);
    expect({ status: other.statusCode, body: other.json() }).toEqual({
      status: 403,
      body: { message: NO_ACCESS },
    });
    const file = await lm.get(older.WeightmentSlip!.filepath);
    expect({ status: file.statusCode, body: file.json() }).toEqual({
      status: 403,
      body: { message: NO_ACCESS },
    });
  });

  test.each<Profile>(['unloadingManager', 'accountant', 'admin'])(
    '%s reads trips and attachments of any date',
    async (profile) => {
      expect((await world.as[profile].get(`/api/trip/${older.TripID}`)).statusCode).toBe(200);
      const file = await world.as[profile].get(older.WeightmentSlip!.filepath);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(samplePdf('slip'))).toBe(true);
    },
  );
});
