import { sql } from 'kysely';
import { todayInIndia } from '../../../shared/common/dates';
import { oneTripBillStatus, payToday, useMonthEndWorld } from '../../test/month-end-fixtures';

const today = todayInIndia();

const world = useMonthEndWorld(90_000);

const statusOf = async (billId: string) => (await world.as.accountant.get(`/bills/${billId}/status`)).json();
const pay = (billId: string, amount: number | string) => payToday(world, { billId, amount });
const editTrip = (billId: string, tripId: string, updateRows: Record<string, unknown>) =>
  world.as.accountant.post('/update-one-revise-bill', { updateRows, trip_id: tripId, bill_id: billId });

test('an up-to-date bill says so beside its summary', async () => {
  const trip = await world.acknowledgedTrip();
  const billId = await world.bill([trip]);
  expect(await statusOf(billId)).toEqual(oneTripBillStatus(billId));
});

test('a billed trip edited after billing: the status names the trip, the fields and the net after Update Bill; the stored net still counts', async () => {
  const [first, second] = [await world.acknowledgedTrip(), await world.acknowledgedTrip()];
  const billId = await world.bill([first, second]);
  expect(
    (await editTrip(billId, first.TripID, { Toll: 650.25, DriverName: 'Mahesh Pawar' })).statusCode,
  ).toBe(201);

  expect(await statusOf(billId)).toEqual({
    billId,
    vendor: 'Shree Ganesh Roadlines',
    billDate: today,
    net: 41939.5,
    paid: 0,
    outstanding: 41939.5,
    status: 'Unpaid',
    outOfDate: true,
    changes: [
      {
        trip_id: first.TripID,
        fields: [
          { field: 'DriverName', label: 'Driver Name', billed: null, current: 'Mahesh Pawar' },
          { field: 'Toll', label: 'Toll', billed: 350.25, current: 650.25 },
        ],
      },
    ],
    // 300 more toll on one trip.
    netAfterUpdate: 41639.5,
  });

  // The current revision is what is owed: a payment above its outstanding is refused, even though
  // Update Bill would make the net smaller (and nothing is stored).
  const tooMuch = await pay(billId, 41939.51);
  expect({ status: tooMuch.statusCode, body: tooMuch.json() }).toEqual({
    status: 400,
    body: { message: 'Amount is more than the outstanding amount of Rs. 41,939.50.' },
  });
  const stored = await world.app.db
    .selectFrom('payments')
    .innerJoin('bills', 'bills.id', 'payments.bill_id')
    .select(sql<number>`count(*)`.as('n'))
    .where('bills.bill_id', '=', billId)
    .executeTakeFirstOrThrow();
  expect(Number(stored.n)).toBe(0);
  const part = await pay(billId, 40000);
  expect(part.statusCode).toBe(201);
  expect(await statusOf(billId)).toMatchObject({
    net: 41939.5,
    paid: 40000,
    outstanding: 1939.5,
    status: 'Part-paid',
    outOfDate: true,
    netAfterUpdate: 41639.5,
  });
});

test('Update Bill brings it up to date: the new net is the one announced', async () => {
  const trip = await world.acknowledgedTrip();
  const billId = await world.bill([trip], [{ text: 'Loading charge', amount: 500 }]);
  expect((await editTrip(billId, trip.TripID, { Advance: 1000 })).statusCode).toBe(201);
  const before = await statusOf(billId);
  expect(before).toMatchObject({ outOfDate: true, netAfterUpdate: expect.any(Number) });
  expect(before.netAfterUpdate).toBeCloseTo(before.net + 1000, 2);

  const current = (await world.as.accountant.get(`/api/trip/${trip.TripID}`)).json();
  const revised = await world.as.accountant.post('/generate-pdf-revised-bill', {
    billedSelectedRows: [current],
    billedUnselectedRows: [],
    ackSelectedRows: [],
  });
  expect(revised.statusCode).toBe(200);
  expect(await statusOf(billId)).toMatchObject({
    net: before.netAfterUpdate,
    outstanding: before.netAfterUpdate,
    outOfDate: false,
    changes: [],
    netAfterUpdate: null,
  });
});
