import type { TdsRegisterWithDeposits } from '../../../shared/accounting/tds-challans-wire';
import type { TripRecord } from '../../../shared/trips';
import { useMonthEndWorld } from '../../test/month-end-fixtures';
import { billBookings } from './bill-bookings';

// A revision is booked on the day it is made, in an open quarter too: October, reported and
// deposited, stays as it was when an October bill is revised in November. One default trip:
// freight 1450 x 20 = 29,000.00, TDS at 2 % = 580.00.
let now = new Date('2026-10-25T06:00:00Z');
const setDay = (day: string) => {
  now = new Date(`${day}T06:00:00Z`); // 11:30 in India, the same day
};
const world = useMonthEndWorld(90_000, { clock: () => now, logLevel: 'warn' });

let first: string;
let second: string;
let firstTrip: TripRecord;

const q3 = async (): Promise<TdsRegisterWithDeposits> => {
  const res = await world.as.accountant.get('/accounting/tds?fy=2026-27&quarter=Q3');
  expect(res.statusCode).toBe(200);
  return res.json();
};
const revise = async (billId: string, change: { add?: TripRecord; drop?: TripRecord }) => {
  const listed = (await world.as.accountant.post('/list-to-revise-bill', { bill_id: billId })).json();
  const billed: TripRecord[] = listed.billed;
  const res = await world.as.accountant.post('/generate-pdf-revised-bill', {
    billedSelectedRows: billed.filter((t) => t.TripID !== change.drop?.TripID),
    billedUnselectedRows: billed.filter((t) => t.TripID === change.drop?.TripID),
    ackSelectedRows: change.add ? [change.add] : [],
  });
  expect(res.statusCode).toBe(200);
};
const rowsOf = (register: TdsRegisterWithDeposits) =>
  register.rows.map((r) => [r.billId, r.dateOfCredit, r.amountCredited, r.tds, r.status, r.challanSerial]);

beforeAll(async () => {
  setDay('2026-10-25');
  firstTrip = await world.acknowledgedTrip();
  first = await world.bill([firstTrip]);
  second = await world.bill([await world.acknowledgedTrip()]);
  setDay('2026-11-05');
  // October's 580.00 + 580.00 = 1,160.00 deposited on 05/11.
  const challan = await world.as.accountant.post('/accounting/challans', {
    bsrCode: '0510308',
    depositDate: '2026-11-05',
    serial: '00021',
    month: '2026-10',
    // A 2026-27 challan quotes the payment code of the vendor's type (a company: 1024).
    section: '1024',
    tax: 1160,
    interest: 0,
    fee: 0,
  });
  expect(challan.statusCode).toBe(201);
}, 120_000);

test('a trip of 26/11 added to an October bill is credited on 26/11; October and its challan stay as deposited', async () => {
  const before = await q3();
  expect(rowsOf(before)).toEqual([
    [first, '2026-10-25', 29000, 580, 'deposited', '00021'],
    [second, '2026-10-25', 29000, 580, 'deposited', '00021'],
  ]);
  setDay('2026-11-26');
  const added = await world.acknowledgedTrip();
  await revise(first, { add: added });

  const stored = await world.app.db
    .selectFrom('bill_revisions')
    .innerJoin('bills', 'bills.id', 'bill_revisions.bill_id')
    .select(['bill_revisions.revision', 'bill_revisions.booked_on', 'bill_revisions.total_tds'])
    .where('bills.bill_id', '=', first)
    .orderBy('revision')
    .execute();
  expect(stored).toEqual([
    { revision: 1, booked_on: null, total_tds: 580 },
    { revision: 2, booked_on: '2026-11-26', total_tds: 1160 },
  ]);

  const after = await q3();
  expect(rowsOf(after)).toEqual([
    [first, '2026-10-25', 29000, 580, 'deposited', '00021'],
    [second, '2026-10-25', 29000, 580, 'deposited', '00021'],
    [first, '2026-11-26', 29000, 580, 'not deposited', ''],
  ]);
  expect(after.rows[2].adjustmentOf).toEqual({ billDate: '2026-10-25', change: 'revised' });
  // October: 1,160.00 deducted and deposited; November: the added trip's 580.00 to deposit by 07/12.
  expect(after.months.map((m) => [m.month, m.deducted, m.deposited, m.balance])).toEqual([
    ['2026-10', 1160, 1160, 0],
    ['2026-11', 580, 0, 580],
    ['2026-12', 0, 0, 0],
  ]);
  expect([after.totalCredited, after.totalTds]).toEqual([87000, 1740]);

  // The books (Tally reads these): the bill on 25/10 as first made, the difference on 26/11.
  const october = await billBookings(world.app.db, { startDate: '2026-10-01', endDate: '2026-10-31' });
  expect(october.map((b) => [b.kind, b.bill.billId, b.bill.freightPaise, b.bill.tdsPaise])).toEqual([
    ['bill', first, 29000_00, 580_00],
    ['bill', second, 29000_00, 580_00],
  ]);
  const november = await billBookings(world.app.db, { startDate: '2026-11-01', endDate: '2026-11-30' });
  expect(
    november.map((b) => [
      b.kind,
      b.bill.billId,
      b.kind === 'bill' ? null : b.day,
      b.bill.freightPaise,
      b.bill.tdsPaise,
    ]),
  ).toEqual([['revision', first, '2026-11-26', 29000_00, 580_00]]);
});

test('a lowered credit likewise: dropping the October trip on 27/11 books minus 29,000.00 on 27/11', async () => {
  setDay('2026-11-27');
  await revise(first, { drop: firstTrip });
  const after = await q3();
  expect(rowsOf(after)).toEqual([
    [first, '2026-10-25', 29000, 580, 'deposited', '00021'],
    [second, '2026-10-25', 29000, 580, 'deposited', '00021'],
    [first, '2026-11-26', 29000, 580, 'not deposited', ''],
    [first, '2026-11-27', -29000, -580, 'nothing to deposit', ''],
  ]);
  // November: 580.00 - 580.00 deducted, nothing left to deposit; October unchanged.
  expect(after.months.map((m) => [m.month, m.deducted, m.balance])).toEqual([
    ['2026-10', 1160, 0],
    ['2026-11', 0, 0],
    ['2026-12', 0, 0],
  ]);
  expect([after.totalCredited, after.totalTds]).toEqual([58000, 1160]);
});

test('a revision on the bill date itself is booked into the bill (no separate entry)', async () => {
  setDay('2026-11-28');
  const trips = [await world.acknowledgedTrip(), await world.acknowledgedTrip()];
  const sameDay = await world.bill(trips);
  await revise(sameDay, { drop: trips[1] });
  const rows = (await q3()).rows.filter((r) => r.billId === sameDay);
  expect(rows.map((r) => [r.dateOfCredit, r.amountCredited, r.tds, r.adjustmentOf])).toEqual([
    ['2026-11-28', 29000, 580, undefined],
  ]);
});

test('a cancellation likewise: the October bill cancelled on 28/11 leaves the books on 28/11; October stays deposited', async () => {
  setDay('2026-11-28');
  const cancelled = await world.as.accountant.post('/delete-transaction', { billId: second });
  expect(cancelled.statusCode).toBe(200);
  const after = await q3();
  expect(
    after.rows
      .filter((r) => r.billId === second)
      .map((r) => [...rowsOf({ ...after, rows: [r] })[0], r.adjustmentOf]),
  ).toEqual([
    [second, '2026-10-25', 29000, 580, 'deposited', '00021', undefined],
    [
      second,
      '2026-11-28',
      -29000,
      -580,
      'nothing to deposit',
      '',
      { billDate: '2026-10-25', change: 'cancelled' },
    ],
  ]);
  expect(after.months.find((m) => m.month === '2026-10')).toMatchObject({
    deducted: 1160,
    deposited: 1160,
    balance: 0,
  });
});

test('the vendor statement lists each change on the day it was made: the bills on 25/10, the revisions on 26/11 and 27/11, the cancellation on 28/11', async () => {
  // Each bill of one default trip nets 29,000.00 - 580.00 TDS - 7,450.25 deductions = 20,969.75.
  const res = await world.as.accountant.get(
    `/accounting/statement?vendor=${encodeURIComponent('Shree Ganesh Roadlines')}&startDate=2026-10-01&endDate=2026-11-30`,
  );
  expect(res.statusCode).toBe(200);
  const statement = res.json();
  expect(
    statement.entries.map((e: { date: string; reference: string; debit: number; balance: number }) => [
      e.date,
      e.reference,
      e.debit,
      e.balance,
    ]),
  ).toEqual([
    ['2026-10-25', first, 20969.75, 20969.75],
    ['2026-10-25', second, 20969.75, 41939.5],
    ['2026-11-26', `${first} revision 2`, 20969.75, 62909.25],
    ['2026-11-27', `${first} revision 3`, -20969.75, 41939.5],
    // Within a day, an older bill's change comes before a newer bill.
    ['2026-11-28', `${second} cancelled`, -20969.75, 20969.75],
    ['2026-11-28', expect.stringMatching(/^B\d+$/), 20969.75, 41939.5],
  ]);
  // The closing balance is what the vendor is owed today: the first bill's one trip and the 28/11 bill.
  expect(statement.closingBalance).toBe(41939.5);
  const outstanding = (await world.as.accountant.get('/accounting/outstanding?asOf=2026-11-30')).json();
  expect(
    outstanding.rows.find((r: { vendor: string }) => r.vendor === 'Shree Ganesh Roadlines').outstanding,
  ).toBe(41939.5);
});
