import { todayInIndia } from '../../../shared/common/dates';
import type { ListToReviseResponse } from '../../../shared/billing/wire';
import type { BillDetail, TripDetail } from '../../../shared/details/wire';
import { ONE_TRIP_NET, VENDOR_WITH_PAN, payToday, useMonthEndWorld } from '../../test/month-end-fixtures';

const world = useMonthEndWorld(90_000);
const today = todayInIndia();
// The month-end world's accountant signs in as '<prefix>_<profile>'.
const clerk = 'me_accountant';

const tripDetail = async (tripId: string, client = world.as.accountant) =>
  client.get(`/trips/${tripId}/detail`);
const billDetail = async (billId: string, client = world.as.accountant) =>
  client.get(`/bills/${billId}/detail`);

/** Revise Bill's Update Bill keeping `keep` of the bill's trips and adding `add` (acknowledged trips). */
async function revise(billId: string, keep: string[], add: string[] = []) {
  const listed: ListToReviseResponse = (
    await world.as.accountant.post('/list-to-revise-bill', { bill_id: billId })
  ).json();
  const acknowledged = add.length
    ? ((await world.as.accountant.post('/list-to-revise-bill', { startDate: today, endDate: today })).json()
        .acknowledged as ListToReviseResponse['acknowledged'])
    : [];
  const res = await world.as.accountant.post('/generate-pdf-revised-bill', {
    billedSelectedRows: listed.billed.filter((t) => keep.includes(t.TripID)),
    billedUnselectedRows: listed.billed.filter((t) => !keep.includes(t.TripID)),
    ackSelectedRows: acknowledged.filter((t) => add.includes(t.TripID)),
  });
  expect(res.statusCode).toBe(200);
}

describe('GET /trips/{tripId}/detail', () => {
  test("a billed, part-paid trip: its record, its history from the audit log, its bill's money and payments", async () => {
    const trip = await world.acknowledgedTrip();
    const billId = await world.bill([trip]);
    expect((await payToday(world, { billId, amount: 5000, note: '' })).statusCode).toBe(201);

    const res = await tripDetail(trip.TripID.toLowerCase());
    expect(res.statusCode).toBe(200);
    const detail: TripDetail = res.json();
    expect(detail.trip).toMatchObject({ TripID: trip.TripID, TransactionStatus: 'Billed', BillId: billId });
    expect(detail.history.map((h) => [h.actor, h.what, h.status])).toEqual([
      [clerk, 'Created', 'Open'],
      [clerk, "Row saved (Today's List or Reports)", 'Acknowledged'],
      [clerk, `Billed on ${billId}`, 'Billed'],
    ]);
    expect(detail.bill).toEqual({
      billId,
      billDate: today,
      net: ONE_TRIP_NET,
      paid: 5000,
      outstanding: ONE_TRIP_NET - 5000,
      status: 'Part-paid',
    });
    expect(detail.payments).toEqual([expect.objectContaining({ billId, amount: 5000, reversed: false })]);
  });

  test('a profile without money sees the trip and its history but no bill or payments, nor Freight', async () => {
    const trip = await world.acknowledgedTrip();
    await world.bill([trip]);
    const detail: TripDetail = (await tripDetail(trip.TripID, world.as.unloadingManager)).json();
    expect(detail.trip.TripID).toBe(trip.TripID);
    expect(detail.trip).not.toHaveProperty('Freight');
    expect(detail.history.length).toBe(3);
    expect(detail.bill).toBeNull();
    expect(detail.payments).toEqual([]);
  });

  test("a loading manager reads only today's trips, as on GET /api/trip; an unknown trip is a 404 with a message", async () => {
    const trip = await world.acknowledgedTrip();
    expect((await tripDetail(trip.TripID, world.as.loadingManager)).statusCode).toBe(200);
    await world.app.db
      .updateTable('trips')
      .set({ local_date: '2026-01-05' })
      .where('trip_id', '=', trip.TripID)
      .execute();
    const old = await tripDetail(trip.TripID, world.as.loadingManager);
    expect(old.statusCode).toBe(403);
    expect(old.json().message).toBe('You do not have access to this section.');
    const missing = await tripDetail('T999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Trip not found.' });
  });
});

describe('GET /bills/{billId}/detail', () => {
  test('a revised bill: its current trips, each revision with what changed, payments, TDS rows and Tally state', async () => {
    const [first, second, third] = [
      await world.acknowledgedTrip(),
      await world.acknowledgedTrip(),
      await world.acknowledgedTrip(),
    ];
    const billId = await world.bill([first, second]);
    expect((await payToday(world, { billId, amount: 1000, note: '' })).statusCode).toBe(201);
    await revise(billId, [first.TripID], [third.TripID]);

    const res = await billDetail(billId.toLowerCase());
    expect(res.statusCode).toBe(200);
    const bill: BillDetail = res.json();
    expect(bill).toMatchObject({
      billId,
      vendor: VENDOR_WITH_PAN,
      billDate: today,
      cancelledAt: null,
      currentRevision: 2,
      money: { net: 2 * ONE_TRIP_NET, paid: 1000, outstanding: 2 * ONE_TRIP_NET - 1000, status: 'Part-paid' },
      tally: { state: 'not-sent', exportSequence: null },
    });
    expect(bill.trips.map((t) => [t.tripId, t.amount])).toEqual([
      [first.TripID, ONE_TRIP_NET],
      [third.TripID, ONE_TRIP_NET],
    ]);
    expect(
      bill.revisions.map((r) => [
        r.revision,
        r.addedTrips,
        r.removedTrips,
        r.netAmount,
        r.netChange,
        r.current,
      ]),
    ).toEqual([
      [1, [first.TripID, second.TripID], [], 2 * ONE_TRIP_NET, null, false],
      [2, [third.TripID], [second.TripID], 2 * ONE_TRIP_NET, 0, true],
    ]);
    expect(bill.payments.map((p) => p.amount)).toEqual([1000]);
    // Two trips at 2 % of 29,000 each, on both revisions, booked on the bill's day.
    expect(bill.tds).toEqual([
      expect.objectContaining({ revision: 1, bookedOn: today, rate: 2, tds: 1160, chargesTds: 0 }),
      expect.objectContaining({ revision: 2, bookedOn: today, rate: 2, tds: 1160, chargesTds: 0 }),
    ]);
  });

  test('a bill in a Tally export is sent, and imported once the export is marked imported', async () => {
    const billId = await world.bill([await world.acknowledgedTrip()]);
    const made = await world.as.accountant.post('/export/tally/changes', {});
    expect(made.statusCode).toBeLessThan(300);
    const sent: BillDetail = (await billDetail(billId)).json();
    expect(sent.tally.state).toBe('sent');
    const sequence = sent.tally.exportSequence!;
    expect((await world.as.accountant.post(`/export/tally/files/${sequence}/imported`, {})).statusCode).toBe(
      200,
    );
    expect((await billDetail(billId)).json().tally).toEqual({ state: 'imported', exportSequence: sequence });
  });

  test('only the profiles of Transactions read a bill (403 otherwise); an unknown bill is a 404 with a message', async () => {
    const billId = await world.bill([await world.acknowledgedTrip()]);
    expect((await billDetail(billId, world.as.admin)).statusCode).toBe(200);
    for (const client of [world.as.loadingManager, world.as.unloadingManager]) {
      const refused = await billDetail(billId, client);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You do not have access to this section.');
    }
    const missing = await billDetail('B999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Bill not found.' });
  });
});
