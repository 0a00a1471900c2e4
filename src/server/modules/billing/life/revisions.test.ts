import { formatIndianDate, todayInIndia } from '../../../../shared/common/dates';

import type { TripRecord } from '../../../../shared/trips';
import { type BillingWorld, pdfText, revisionsOf, useBillingFixture } from '../../../test/billing-fixture';
import type { ListToReviseResponse } from '../../../../shared/billing/wire';

// Revisions keep the bill's remarks, bills know when their trips changed, Transactions per trip.
const world = {} as BillingWorld;
useBillingFixture('rv', world);

// One trip: Freight 1450 x 20 = 29000; TDS 2 % = 580; amount = 29000 - 580 - 100 - 5000 - 2000 - 200.
const TRIP_AMOUNT = 21120;
const REMARKS = [
  { text: 'Halting', amount: 150 },
  { text: 'Penalty', amount: -50 },
];
// The bill's net: trips + remarks - TDS on the positive remark (Halting 150 at the vendor's 2% = 3).
const REMARKS_NET = 100 - 3;

async function listBill(billId: string): Promise<ListToReviseResponse> {
  return world.ok(await world.as.accountant.post('/list-to-revise-bill', { bill_id: billId }), 200).json();
}

/** Revise Bill's Update Bill on every trip of the bill, as the screen sends it. */
async function revise(billed: TripRecord[], remarks?: unknown) {
  return world.as.accountant.post('/generate-pdf-revised-bill', {
    billedSelectedRows: billed,
    billedUnselectedRows: [],
    ackSelectedRows: [],
    ...(remarks === undefined ? {} : { additionalRemarks: remarks }),
  });
}

describe('revisions keep remarks', () => {
  test('list-to-revise-bill answers the bill remarks; a revision confirming them has the same remarks and net in its PDF', async () => {
    const trip = await world.acknowledgedTrip();
    const billId = await world.billOf(
      [trip],
      [
        { text: 'halting', amount: '150' },
        { text: 'Penalty', amount: '-50' },
      ],
    );
    const listed = await listBill(billId);
    expect(listed.bills).toEqual([
      expect.objectContaining({
        bill_id: billId,
        revision: 1,
        remarks: REMARKS,
        net_amount: TRIP_AMOUNT + REMARKS_NET,
        out_of_date: false,
        changes: [],
      }),
    ]);

    // What the modal confirms untouched: the remarks it opened with.
    const res = await revise(listed.billed, listed.bills[0].remarks);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res);
    expect(text).toMatch(/Add: Halting\s+\+ 150\.00/);
    expect(text).toMatch(/Less: Penalty\s+- 50\.00/);
    expect(text).toMatch(/Less: TDS on charges \(2%\)\s+- 3\.00/);
    expect(text).toMatch(/Net Payable\s+Rs\. 21,217\.00/);
    expect(text).toMatch(
      new RegExp(`Revision\\s+2 \\(revised on ${formatIndianDate(todayInIndia()).replace(/\//g, '\\/')}\\)`),
    );

    const row = await world.transactionOf(billId);
    expect([row.revision, row.final_amount, row.remarks, row.remarks_amount, row.remarks_list]).toEqual([
      2,
      21217,
      'Halting, Penalty',
      100,
      REMARKS,
    ]);
  });

  test('additionalRemarks left out keeps the remarks; [] clears them; every revision keeps its own remarks and net', async () => {
    const trip = await world.acknowledgedTrip();
    const billId = await world.billOf([trip], REMARKS);
    expect((await revise((await listBill(billId)).billed)).statusCode).toBe(200);
    expect((await revise((await listBill(billId)).billed, [])).statusCode).toBe(200);
    expect(
      (await revise((await listBill(billId)).billed, [{ text: 'loading charge', amount: '-500' }]))
        .statusCode,
    ).toBe(200);
    expect(
      (await revisionsOf(world.app.db, billId)).map((r) => [r.revision, r.remarks, r.net_amount]),
    ).toEqual([
      [1, REMARKS, 21217],
      [2, REMARKS, 21217],
      [3, [], TRIP_AMOUNT],
      [4, [{ text: 'Loading charge', amount: -500 }], 20620],
    ]);
    const row = await world.transactionOf(billId);
    expect([row.revision, row.final_amount, row.remarks]).toEqual([4, 20620, 'Loading charge']);
  });

  test('remarks are checked on a revision with the section 5 messages, and nothing is stored', async () => {
    const trip = await world.acknowledgedTrip();
    const billId = await world.billOf([trip], REMARKS);
    const bad = await revise((await listBill(billId)).billed, [{ text: 'ab', amount: 5 }]);
    expect(bad.json()).toEqual({ message: 'Remark 1: Text must be at least 3 characters' });
    expect(bad.statusCode).toBe(400);
    expect(await revisionsOf(world.app.db, billId)).toHaveLength(1);
  });
});

describe('bills that know when their trips changed', () => {
  test('an inline edit on Revise Bill marks the bill out of date with the trip and field; the revision brings it up to date', async () => {
    const [a, b] = [await world.acknowledgedTrip(), await world.acknowledgedTrip()];
    const billId = await world.billOf([a, b], REMARKS);
    const edited = await world.as.accountant.post('/update-one-revise-bill', {
      updateRows: { Toll: '300' },
      trip_id: a.TripID,
      bill_id: billId,
    });
    expect(edited.statusCode).toBe(201);

    const expected = [
      { trip_id: a.TripID, fields: [{ field: 'Toll', label: 'Toll', billed: 200, current: 300 }] },
    ];
    const listed = await listBill(billId);
    expect(listed.bills[0]).toMatchObject({ bill_id: billId, out_of_date: true, changes: expected });
    const row = await world.transactionOf(billId);
    expect([row.out_of_date, row.changes, row.final_amount]).toEqual([
      true,
      expected,
      2 * TRIP_AMOUNT + REMARKS_NET,
    ]);
    // The stored bill is unchanged until it is revised.
    expect(pdfText(await world.as.accountant.get(`/generate-pdf-by-bill-id-transaction/${billId}`))).toMatch(
      /Net Payable\s+Rs\. 42,337\.00/,
    );

    expect((await revise(listed.billed, listed.bills[0].remarks)).statusCode).toBe(200);
    const after = await world.transactionOf(billId);
    expect([after.revision, after.out_of_date, after.changes, after.final_amount]).toEqual([
      2,
      false,
      [],
      2 * TRIP_AMOUNT + REMARKS_NET - 100,
    ]);
    const pdf = pdfText(await world.as.accountant.get(`/generate-pdf-by-bill-id-transaction/${billId}`));
    expect(pdf).toMatch(/Net Payable\s+Rs\. 42,237\.00/);
    expect(pdf).toMatch(/Revision\s+2 \(revised on/);
  });

  test('a trip form edit of a billed trip (driver, DO number) marks its bill out of date', async () => {
    const trip = await world.acknowledgedTrip();
    const billId = await world.billOf([trip]);
    const res = await world.as.accountant.post(
      '/api/trip',
      world.tripForm({
        TripID: trip.TripID,
        TransactionStatus: 'Billed',
        DriverName: 'Sunil More',
        DONumber: '45099',
      }),
    );
    expect(res.statusCode).toBe(200);
    const row = await world.transactionOf(billId);
    expect(row.out_of_date).toBe(true);
    expect(row.changes).toEqual([
      {
        trip_id: trip.TripID,
        fields: [
          { field: 'DriverName', label: 'Driver Name', billed: 'Ramesh Yadav', current: 'Sunil More' },
          { field: 'DONumber', label: 'DO Number', billed: trip.DONumber, current: '45099' },
        ],
      },
    ]);
  });

  test('a first issue states revision 1 and its date', async () => {
    const billId = await world.billOf([await world.acknowledgedTrip()]);
    const pdf = pdfText(await world.as.accountant.get(`/generate-pdf-by-bill-id-transaction/${billId}`));
    expect(pdf).toMatch(
      new RegExp(`Revision\\s+1 \\(issued on ${formatIndianDate(todayInIndia()).replace(/\//g, '\\/')}\\)`),
    );
  });
});

describe('Transactions per trip', () => {
  test('each bill row keeps its SPEC.md fields and lists its trips with the section 3 trip fields, as billed', async () => {
    const trip = await world.acknowledgedTrip({
      DriverName: 'Anil Pawar',
      DONumber: '777',
      DieselSlipNumber: 'DS-42',
      TruckType: 'Bag',
    });
    const billId = await world.billOf([trip]);
    const row = await world.transactionOf(billId);
    expect(row).toMatchObject({
      billing_id: billId,
      trip_ids: [trip.TripID],
      final_amount: TRIP_AMOUNT,
      vendor: 'Shree Ganesh Roadlines',
    });
    expect(row.trips).toEqual([
      {
        trip_id: trip.TripID,
        date: trip.localDate,
        truck_no: 'MH12KL1111',
        driver_name: 'Anil Pawar',
        do_number: '777',
        destination_from: 'Pune',
        destination_to: 'Mumbai',
        truck_type: 'Bag',
        transaction_status: 'Billed',
        diesel_slip_number: 'DS-42',
        weight: 20,
        actual_weight: 19.95,
        difference_weight: 0.05,
        rate: 1450,
        freight: 29000,
        tds: 580,
        diesel_amount: 5000,
        advance: 2000,
        toll: 200,
        short: 100,
        adblue: null,
        greasing: null,
        gst_amount: 0,
        amount: TRIP_AMOUNT,
      },
    ]);
  });

  test("a revised bill lists its new revision's trips, on every read, paged and unpaged alike (each revision's list is kept)", async () => {
    const [first, second] = [await world.acknowledgedTrip(), await world.acknowledgedTrip()];
    const billId = await world.billOf([first, second]);
    const tripIdsOf = (row: { trips?: { trip_id: string }[] }) => (row.trips ?? []).map((t) => t.trip_id);
    expect(tripIdsOf(await world.transactionOf(billId))).toEqual([first.TripID, second.TripID]);

    const { billed } = await listBill(billId);
    const res = await world.as.accountant.post('/generate-pdf-revised-bill', {
      billedSelectedRows: billed.filter((t) => t.TripID === first.TripID),
      billedUnselectedRows: billed.filter((t) => t.TripID === second.TripID),
      ackSelectedRows: [],
    });
    expect(res.statusCode).toBe(200);
    for (let read = 0; read < 2; read++)
      expect(tripIdsOf(await world.transactionOf(billId))).toEqual([first.TripID]);
    const today = todayInIndia();
    const paged = world
      .ok(
        await world.as.accountant.post('/list-all-transactions', {
          startDate: today,
          endDate: today,
          limit: 1000,
          offset: 0,
        }),
        200,
      )
      .json();
    const row = paged.rows.find((r: { billing_id: string }) => r.billing_id === billId);
    expect(tripIdsOf(row)).toEqual([first.TripID]);
    expect(row.trips[0]).toMatchObject({
      trip_id: first.TripID,
      transaction_status: 'Billed',
      amount: TRIP_AMOUNT,
    });
  });
});
