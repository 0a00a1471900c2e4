import { sql } from 'kysely';
import { MIGRATIONS } from '../../../db/migrations';
import { useBillingFixture, type BillingWorld } from '../../../test/billing-fixture';
import type { TripRecord } from '../../../../shared/trips';

// Bill numbers come from a counter row inside the bill's transaction: a series without holes.
const world = {} as BillingWorld;
useBillingFixture('bn', world);

const numberOf = (billId: string) => Number(billId.slice(1));

function generate(trips: TripRecord[]) {
  return world.as.accountant.post(
    '/generate-pdf-bill',
    trips.map((t) => ({ id: t._id, trip_id: t.TripID, remarks: [], applyTaxes: false })),
  );
}

test('a fresh database starts the series at B1001', async () => {
  expect(await world.billOf([await world.acknowledgedTrip()])).toBe('B1001');
});

test('20 bills at once on distinct trips: all made, numbered one after another, no holes', async () => {
  const trips: TripRecord[] = [];
  for (let i = 0; i < 20; i++) trips.push(await world.acknowledgedTrip());
  const { rows } = await sql<{ n: string }>`select last_number::text as n from bill_number_counter`.execute(
    world.app.db,
  );
  const before = Number(rows[0].n);
  const answers = await Promise.all(trips.map((trip) => generate([trip])));
  expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
  const numbers = answers.map((r) => numberOf(r.headers['x-bill-id'] as string)).sort((a, b) => a - b);
  expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
  // Each trip is on the bill its answer named.
  for (const [i, trip] of trips.entries())
    expect((await world.tripById(trip.TripID)).BillId).toBe(answers[i].headers['x-bill-id']);
}, 120_000);

test('two clerks billing the same trip at once: one bill, one 409, and the next bill follows without a hole', async () => {
  const trip = await world.acknowledgedTrip();
  const answers = await Promise.all([generate([trip]), generate([trip])]);
  expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  const made = numberOf(answers.find((r) => r.statusCode === 200)!.headers['x-bill-id'] as string);
  expect(numberOf(await world.billOf([await world.acknowledgedTrip()]))).toBe(made + 1);
  const { rows } = await sql<{
    ids: string[];
  }>`select array_agg(bill_id order by id) as ids from bills`.execute(world.app.db);
  const all = rows[0].ids.map(numberOf);
  expect(all).toEqual(Array.from({ length: all.length }, (_, i) => 1001 + i));
});

test('migration 018 continues the series where the sequence or the highest bill left it', async () => {
  const counter = async (db: typeof world.app.db) =>
    Number(
      (await sql<{ n: string }>`select last_number::text as n from bill_number_counter`.execute(db)).rows[0]
        .n,
    );
  const last = await counter(world.app.db);
  // Back to the sequence, as it was before 018 (one that had handed out 5000), then forward again; all undone.
  const undo = new Error('undo');
  await world.app.db
    .transaction()
    .execute(async (trx) => {
      await MIGRATIONS['018_bill_numbers_and_widths'].down!(trx);
      await sql`select setval('bill_number_seq', 5000)`.execute(trx);
      await MIGRATIONS['018_bill_numbers_and_widths'].up(trx);
      expect(await counter(trx)).toBe(5000);
      // A sequence behind the bills (restored from an older dump): the highest bill wins.
      await MIGRATIONS['018_bill_numbers_and_widths'].down!(trx);
      await sql`select setval('bill_number_seq', 1001, false)`.execute(trx);
      await MIGRATIONS['018_bill_numbers_and_widths'].up(trx);
      expect(await counter(trx)).toBe(last);
      throw undo;
    })
    .catch((error: unknown) => {
      if (error !== undo) throw error;
    });
  expect(await world.billOf([await world.acknowledgedTrip()])).toBe(`B${last + 1}`);
});
