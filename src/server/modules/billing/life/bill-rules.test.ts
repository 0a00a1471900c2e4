import { sql } from 'kysely';
import type { TripRecord } from '../../../../shared/trips';
import { pdfText, useBillingFixture, type BillingWorld } from '../../../test/billing-fixture';
import { addMasterData, typedAmounts } from '../../../test/setup-calls';
import { expectMessage } from '../../../test/test-app';

// A bill can only be right: who may be Acknowledged and billed, which numbers are taken, which nets.
const world = {} as BillingWorld;
useBillingFixture('br', world);

beforeAll(async () => {
  await addMasterData(world.as.admin, {
    routes: [
      ['Satara', 'Karad', 0],
      ['Pune', 'Lonavala', 1300],
    ],
  });
}, 30_000);

const ackRefused = (tripId: string, reason: string) => `Trip ${tripId} cannot be Acknowledged: ${reason}.`;
const NO_WEIGHT = 'Weight must be above 0';
const NO_FREIGHT = 'Freight must be above 0 (check the rate of its route)';

async function lastBillNumber(): Promise<number> {
  const { rows } = await sql<{ n: string }>`select last_number::text as n from bill_number_counter`.execute(
    world.app.db,
  );
  return Number(rows[0].n);
}

async function billCount(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from bills`.execute(world.app.db);
  return rows[0].n;
}

function generate(trips: TripRecord[], remarks: Array<{ text: string; amount: string | number }> = []) {
  return world.as.accountant.post(
    '/generate-pdf-bill',
    trips.map((t) => ({ id: t._id, trip_id: t.TripID, remarks, applyTaxes: false })),
  );
}

describe('a trip is Acknowledged only with a weight and a freight above zero', () => {
  test.each(['0', '0.000', ''])(
    'row edit with weight %j: 400 naming the trip; it stays Open',
    async (weight) => {
      const trip = await world.openTrip();
      expectMessage(
        await world.rowEdit(trip, { transactionStatus: 'Acknowledged', weight }),
        400,
        ackRefused(trip.TripID, NO_WEIGHT),
      );
      expect((await world.tripById(trip.TripID)).TransactionStatus).toBe('Open');
    },
  );

  test('a trip entered without a weight cannot be Acknowledged until it has one', async () => {
    const trip = await world.openTrip({ Weight: '' });
    expect(trip.Weight).toBeNull();
    expectMessage(
      await world.rowEdit(trip, { transactionStatus: 'Acknowledged' }),
      400,
      ackRefused(trip.TripID, NO_WEIGHT),
    );
    world.ok(
      await world.rowEdit(trip, { transactionStatus: 'Acknowledged', weight: '18.5', actualWeight: '18.4' }),
      200,
    );
    expect(await world.statusWeightFreight(trip)).toEqual(['Acknowledged', 18.5, 26825]);
  });

  test('clearing the weight of an Acknowledged trip later is refused: row edit, trip form, Revise Bill edit', async () => {
    const trip = await world.acknowledgedTrip();
    expectMessage(
      await world.rowEdit(trip, { transactionStatus: 'Acknowledged', weight: '' }),
      400,
      ackRefused(trip.TripID, NO_WEIGHT),
    );
    const form = world.tripForm({ TripID: trip.TripID, TransactionStatus: 'Acknowledged', Weight: '0' });
    expectMessage(await world.as.accountant.post('/api/trip', form), 400, ackRefused(trip.TripID, NO_WEIGHT));
    const inline = await world.as.accountant.post('/update-one-revise-bill', {
      trip_id: trip.TripID,
      updateRows: { Weight: '' },
    });
    expectMessage(inline, 400, ackRefused(trip.TripID, NO_WEIGHT));
    expect(await world.statusWeightFreight(trip)).toEqual(['Acknowledged', 20, 29000]);
    // Back to Open, the weight may go.
    world.ok(await world.rowEdit(trip, { transactionStatus: 'Open', weight: '' }), 200);
  });

  test('a route without a rate gives freight 0: not Acknowledged', async () => {
    const trip = await world.openTrip({ DestinationFrom: 'Satara', DestinationTo: 'Karad' });
    expect(trip.Freight).toBe(0);
    expectMessage(
      await world.rowEdit(trip, { transactionStatus: 'Acknowledged' }),
      400,
      ackRefused(trip.TripID, NO_FREIGHT),
    );
  });

  test('a billed trip keeps its weight: the Revise Bill edit says why', async () => {
    const trip = await world.acknowledgedTrip();
    const billId = await world.billOf([trip]);
    const res = await world.as.accountant.post('/update-one-revise-bill', {
      trip_id: trip.TripID,
      bill_id: billId,
      updateRows: { Weight: 0 },
    });
    expectMessage(res, 400, `Trip ${trip.TripID} is on a bill and cannot be changed so: ${NO_WEIGHT}.`);
  });
});

describe('numbers are refused at entry, never rounded; nothing is stored', () => {
  test.each([
    [{ Weight: '0.0004' }, 'Weight can have at most 3 decimal places.'],
    [{ Weight: 1e-7 }, 'Weight can have at most 3 decimal places.'],
    [{ Weight: '99999.9999' }, 'Weight can have at most 3 decimal places.'],
    [{ Weight: '1000' }, 'Weight can be at most 999.999.'],
    [{ Advance: '1500.75' }, 'Advance must be a whole number (no decimal places).'],
    [{ Advance: 10_000_001 }, 'Advance can be at most 1,00,00,000.'],
    [{ DieselAmount: '100.555' }, 'Diesel Amount can have at most 2 decimal places.'],
    [{ Toll: 10_000_000.01 }, 'Toll can be at most 1,00,00,000.'],
    [{ Greasing: 1e-7 }, 'Greasing can have at most 2 decimal places.'],
  ])('trip form %j: 400 %p', async (fields, message) => {
    const before = (
      await world.as.accountant.get('/api/reports?startDate=2000-01-01&endDate=2100-01-01')
    ).json().tableData.length;
    expectMessage(await world.as.accountant.post('/reports', world.tripForm(fields)), 400, message);
    expect(
      (await world.as.accountant.get('/api/reports?startDate=2000-01-01&endDate=2100-01-01')).json()
        .tableData,
    ).toHaveLength(before);
  });

  test.each([
    [{ actualWeight: '0.0004' }, 'Actual Weight can have at most 3 decimal places.'],
    [{ short: '9999999999.99' }, 'Short can be at most 1,00,00,000.'],
    [{ weight: '1000.000' }, 'Weight can be at most 999.999.'],
  ])('row edit %j: 400 %p', async (fields, message) => {
    const trip = await world.openTrip();
    expectMessage(await world.rowEdit(trip, { transactionStatus: 'Open', ...fields }), 400, message);
  });

  test('values at every bound are stored exactly', async () => {
    const trip = await world.openTrip({
      Weight: '999.999',
      Advance: '10000000',
      DieselAmount: '10000000.00',
      Toll: 0.01,
    });
    expect(trip).toMatchObject({
      Weight: 999.999,
      Advance: 10_000_000,
      DieselAmount: 10_000_000,
      Toll: 0.01,
    });
  });
});

describe('a bill of billable trips with a net above zero; a refusal stores nothing and uses no number', () => {
  test('trips whose weight or freight went to zero before the rule are named, with the reason', async () => {
    const [a, b] = [await world.acknowledgedTrip(), await world.acknowledgedTrip()];
    await sql`update trips set weight = 0, freight = 0 where trip_id = ${a.TripID}`.execute(world.app.db);
    await sql`update trips set freight = 0 where trip_id = ${b.TripID}`.execute(world.app.db);
    const [number, bills] = [await lastBillNumber(), await billCount()];
    expectMessage(
      await generate([a]),
      409,
      `Trip ${a.TripID} cannot be billed: ${NO_WEIGHT}. Correct it and try again.`,
    );
    expectMessage(
      await generate([a, b]),
      409,
      `These trips cannot be billed: ${a.TripID} (${NO_WEIGHT}), ${b.TripID} (${NO_FREIGHT}). Correct them and try again.`,
    );
    expect([await lastBillNumber(), await billCount()]).toEqual([number, bills]);
    expect((await world.tripById(a.TripID)).BillId).toBeNull();
  });

  test('Advance, Diesel and Toll of 90,000 each on freight 1,300: 400 naming the net; then a good bill takes the next number', async () => {
    const trip = await world.openTrip({
      DestinationTo: 'Lonavala',
      ...typedAmounts({ weight: '1', advance: '90000', diesel: '90000', toll: '90000' }),
    });
    world.ok(await world.rowEdit(trip, { transactionStatus: 'Acknowledged', actualWeight: '1' }), 200);
    const number = await lastBillNumber();
    const refused = await generate([trip]);
    expectMessage(
      refused,
      400,
      "The bill's net payable would be Rs. -2,68,726.00; a bill must come to more than zero. Nothing was saved.",
    );
    expect(await lastBillNumber()).toBe(number);
    expect((await world.tripById(trip.TripID)).TransactionStatus).toBe('Acknowledged');
    const good = await world.billOf([await world.acknowledgedTrip()]);
    expect(good).toBe(`B${number + 1}`);
  });

  test('a remark that takes the net to zero or below is refused, on generate and on revise', async () => {
    const trip = await world.acknowledgedTrip(); // amount 29,000 - 580 - 5,000 - 2,000 - 200 - 100 = 21,120
    expectMessage(
      await generate([trip], [{ text: 'Penalty', amount: -21_120 }]),
      400,
      "The bill's net payable would be Rs. 0.00; a bill must come to more than zero. Nothing was saved.",
    );
    expectMessage(
      await generate([trip], [{ text: 'Penalty', amount: -99_999_999 }]),
      400,
      "The bill's net payable would be Rs. -9,99,78,879.00; a bill must come to more than zero. Nothing was saved.",
    );
    const billId = await world.billOf([trip], [{ text: 'Penalty', amount: -21_119.99 }]);
    const revise = await world.as.accountant.post('/generate-pdf-revised-bill', {
      billedSelectedRows: [{ _id: trip._id, BillId: billId }],
      billedUnselectedRows: [],
      ackSelectedRows: [],
      additionalRemarks: [{ text: 'Penalty', amount: -50_000 }],
    });
    expectMessage(
      revise,
      400,
      "The bill's net payable would be Rs. -28,880.00; a bill must come to more than zero. Nothing was saved.",
    );
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from bill_revisions r join bills b on b.id = r.bill_id where b.bill_id = ${billId}`.execute(
      world.app.db,
    );
    expect(rows[0].n).toBe(1);
  });

  test('a remark past its bound is a 400 before anything is looked at', async () => {
    const trip = await world.acknowledgedTrip();
    expectMessage(
      await generate([trip], [{ text: 'Penalty', amount: -100_000_000.01 }]),
      400,
      'Remark 1: Amount can be at most 10,00,00,000.',
    );
    expectMessage(
      await generate([trip], [{ text: 'Loading', amount: '10.005' }]),
      400,
      'Remark 1: Amount can have at most 2 decimal places.',
    );
  });
});

describe('a bill at every maximum is stored and printed', () => {
  test('25 trips of 999.999 t at Rs 1,00,000 a ton, every amount at 1 crore, remarks at 10 crore either way', async () => {
    world.ok(
      await world.as.admin.post('/add-freight', {
        from_destination: 'Pune',
        to_destination: 'Chennai',
        rate: 100_000,
      }),
      201,
    );
    const crore = '10000000';
    const trips: TripRecord[] = [];
    for (let i = 0; i < 25; i++) {
      const trip = await world.openTrip({
        DestinationTo: 'Chennai',
        Weight: '999.999',
        DieselAmount: crore,
        Advance: crore,
        Toll: crore,
        Adblue: crore,
        Greasing: crore,
      });
      world.ok(
        await world.rowEdit(trip, {
          transactionStatus: 'Acknowledged',
          actualWeight: '999.999',
          short: crore,
        }),
        200,
      );
      trips.push(trip);
    }
    const res = await generate(trips, [
      { text: 'Loading', amount: 100_000_000 },
      { text: 'Penalty', amount: -100_000_000 },
    ]);
    expect(res.statusCode).toBe(200);
    // Per trip: 9,99,99,900 freight - 19,99,998 TDS (2 %) - 6 crore = 3,79,99,902. The +10 crore charge bears
    // TDS at 2 % (2 crore); the -10 crore deduction does not reduce it.
    const { rows } = await sql<{ net: string; freight: string; advance: string }>`
      select r.net_amount::text as net, r.total_freight::text as freight, r.total_advance::text as advance
      from bill_revisions r join bills b on b.id = r.bill_id where b.bill_id = ${res.headers['x-bill-id'] as string}`.execute(
      world.app.db,
    );
    expect(rows[0]).toEqual({ net: '947997550.00', freight: '2499997500.00', advance: '250000000.00' });
    expect(pdfText(res)).toContain('94,79,97,550.00');
  }, 120_000);
});
