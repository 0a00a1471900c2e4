import { formatIndianDate, todayInIndia } from '../../../shared/common/dates';

import type { TripRecord } from '../../../shared/trips';
import { ONE_TRIP_NET, oneTripBillStatus, payToday, useMonthEndWorld } from '../../test/month-end-fixtures';
import type { TransactionRow } from '../../../shared/billing/wire';
import { rowCount } from '../../test/db-invariants';

const today = todayInIndia();

const world = useMonthEndWorld(90_000);

// Each payment its own UTR unless a test gives one.
const pay = (body: Record<string, unknown>, client = world.as.accountant) =>
  payToday(world, { note: '', ...body }, client);
const statusOf = async (billId: string) => (await world.as.accountant.get(`/bills/${billId}/status`)).json();
const paymentCount = () => rowCount(world.app.db, 'payments');

async function transaction(billId: string): Promise<TransactionRow> {
  const rows: TransactionRow[] = (
    await world.as.accountant.post('/list-all-transactions', { startDate: today, endDate: today })
  ).json();
  return rows.find((r) => r.billing_id === billId)!;
}

async function freshBill(trips = 1): Promise<{ billId: string; trips: TripRecord[] }> {
  const list: TripRecord[] = [];
  for (let i = 0; i < trips; i++) list.push(await world.acknowledgedTrip());
  return { billId: await world.bill(list), trips: list };
}

test("a generated bill's PDF answer names its stored net payable (X-Bill-Net)", async () => {
  const trip = await world.acknowledgedTrip();
  const res = await world.as.accountant.post('/generate-pdf-bill', [
    { id: trip._id, trip_id: trip.TripID, remarks: [], applyTaxes: false },
  ]);
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-bill-net']).toBe('20969.75');
  expect(String(res.headers['access-control-expose-headers']).toLowerCase().split(/, */)).toContain(
    'x-bill-net',
  );
});

test('a bill paid in two parts is Unpaid, then Part-paid, then Paid (status call, payments list and Transactions)', async () => {
  const { billId } = await freshBill();
  expect(await statusOf(billId)).toEqual(oneTripBillStatus(billId));
  expect((await transaction(billId)).payment_status).toBe('Unpaid');

  const first = await pay({
    billId: billId.toLowerCase(),
    amount: 10000.5,
    reference: 'utr123',
    note: 'First part',
  });
  expect(first.statusCode).toBe(201);
  expect(first.json()).toMatchObject({
    message: `Payment recorded against bill ${billId}.`,
    payment: {
      billId,
      amount: 10000.5,
      mode: 'NEFT',
      reference: 'UTR123',
      note: 'First part',
      reversed: false,
      date: today,
    },
    status: { paid: 10000.5, outstanding: 10969.25, status: 'Part-paid' },
  });
  expect(first.json().warning).toBeUndefined();
  expect(await statusOf(billId)).toMatchObject({
    net: ONE_TRIP_NET,
    paid: 10000.5,
    outstanding: 10969.25,
    status: 'Part-paid',
  });
  expect(await transaction(billId)).toMatchObject({
    paid: 10000.5,
    outstanding: 10969.25,
    payment_status: 'Part-paid',
  });

  expect((await pay({ billId, amount: '10969.25', mode: 'Cheque', reference: '004512' })).statusCode).toBe(
    201,
  );
  expect(await statusOf(billId)).toMatchObject({ paid: ONE_TRIP_NET, outstanding: 0, status: 'Paid' });
  expect(await transaction(billId)).toMatchObject({
    paid: ONE_TRIP_NET,
    outstanding: 0,
    payment_status: 'Paid',
  });

  const list = await world.as.accountant.get(`/payments?billId=${billId}`);
  expect(list.statusCode).toBe(200);
  expect(list.json().payments.map((p: { amount: number; mode: string }) => [p.amount, p.mode])).toEqual([
    [10000.5, 'NEFT'],
    [10969.25, 'Cheque'],
  ]);

  const more = await pay({ billId, amount: 1 });
  expect(more.statusCode).toBe(409);
  expect(more.json()).toEqual({ message: 'This bill is already fully paid.' });
});

describe('bad payments get a 4xx with a clear message and change nothing', () => {
  let billId: string;
  beforeAll(async () => {
    ({ billId } = await freshBill());
  });

  test.each([
    [
      'above the outstanding amount',
      { amount: 20969.76 },
      400,
      'Amount is more than the outstanding amount of Rs. 20,969.75.',
    ],
    [
      'no reference for NEFT',
      { reference: '' },
      400,
      'Reference (UTR or cheque number) is required for this payment mode.',
    ],
    [
      'no reference for a cheque',
      { mode: 'Cheque', reference: '  ' },
      400,
      'Reference (UTR or cheque number) is required for this payment mode.',
    ],
    ['a negative amount', { amount: -5 }, 400, 'Amount must be more than 0.'],
    ['a zero amount', { amount: 0 }, 400, 'Amount must be more than 0.'],
    ['three decimals', { amount: '10.005' }, 400, 'Amount must be a number with at most 2 decimal places.'],
    [
      'an unknown mode',
      { mode: 'Bitcoin' },
      400,
      'Please select a payment mode (NEFT, RTGS, IMPS, UPI, Cheque, Cash).',
    ],
    ['a bad date', { date: '2026-02-30' }, 400, 'Please enter a valid payment date.'],
    [
      'a date before the bill',
      { date: '2020-01-01' },
      400,
      `Payment date cannot be before the bill date (${formatIndianDate(today)}).`,
    ],
    ['a date in the future', { date: '2099-01-01' }, 400, 'Payment date cannot be in the future.'],
    ['an unknown bill', { billId: 'B999999' }, 404, 'Bill not found.'],
    ['a bad bill id', { billId: 'X12' }, 400, 'Please enter a valid Bill ID (B followed by digits).'],
  ])('%s', async (_name, override, status, message) => {
    const before = await paymentCount();
    const res = await pay({ billId, amount: 100, ...override });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
    expect(await paymentCount()).toBe(before);
  });

  test('a payment on a cancelled bill', async () => {
    const cancelled = await freshBill();
    expect(
      (await world.as.accountant.post('/delete-transaction', { billId: cancelled.billId })).statusCode,
    ).toBe(200);
    const before = await paymentCount();
    const res = await pay({ billId: cancelled.billId, amount: 100 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This bill is cancelled; payments cannot be recorded against it.',
    });
    expect(await paymentCount()).toBe(before);
    expect(await statusOf(cancelled.billId)).toMatchObject({ status: 'Cancelled', outstanding: 0 });
  });

  test('cash needs no reference', async () => {
    const res = await pay({ billId, amount: 1, mode: 'Cash', reference: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().payment).toMatchObject({ mode: 'Cash', reference: '', amount: 1 });
  });
});

test('cancel and revise below the paid amount are refused; reversing the payment allows them', async () => {
  const { billId, trips } = await freshBill(2);
  const payment = (await pay({ billId, amount: 25000 })).json().payment;

  const cancel = await world.as.accountant.post('/delete-transaction', { billId });
  expect(cancel.statusCode).toBe(409);
  expect(cancel.json()).toEqual({
    message:
      'This bill has payments of Rs. 25,000.00. Reverse them on the Payments screen before cancelling the bill.',
  });

  const reviseBody = {
    billedSelectedRows: [{ _id: trips[0]._id, BillId: billId }],
    billedUnselectedRows: [{ _id: trips[1]._id, BillId: billId }],
    ackSelectedRows: [],
    additionalRemarks: [],
  };
  const revise = await world.as.accountant.post('/generate-pdf-revised-bill', reviseBody);
  expect(revise.statusCode).toBe(409);
  expect(revise.json()).toEqual({
    message:
      "The revised bill's net payable (Rs. 20,969.75) would be below the Rs. 25,000.00 already paid. Reverse payments first.",
  });
  expect(await statusOf(billId)).toMatchObject({ net: 41939.5, paid: 25000, status: 'Part-paid' });

  const noReason = await world.as.accountant.post(`/payments/${payment.id}/reverse`, { reason: ' ' });
  expect(noReason.statusCode).toBe(400);
  expect(noReason.json()).toEqual({ message: 'Please enter the reason for reversing this payment.' });

  const reversed = await world.as.accountant.post(`/payments/${payment.id}/reverse`, {
    reason: 'Wrong vendor account',
  });
  expect(reversed.statusCode).toBe(200);
  expect(reversed.json()).toMatchObject({
    message: 'Payment reversed.',
    payment: { reversed: true, reversalReason: 'Wrong vendor account' },
    status: { paid: 0, status: 'Unpaid' },
  });
  const again = await world.as.accountant.post(`/payments/${payment.id}/reverse`, { reason: 'again' });
  expect(again.statusCode).toBe(409);
  expect(again.json()).toEqual({ message: 'This payment is already reversed.' });
  // Never deleted: still listed, marked reversed.
  expect((await world.as.accountant.get(`/payments?billId=${billId}`)).json().payments).toHaveLength(1);

  expect((await world.as.accountant.post('/generate-pdf-revised-bill', reviseBody)).statusCode).toBe(200);
  expect(await statusOf(billId)).toMatchObject({ net: ONE_TRIP_NET, status: 'Unpaid' });
  expect((await world.as.accountant.post('/delete-transaction', { billId })).statusCode).toBe(200);
});

test('a revision at or above the paid amount is allowed', async () => {
  const { billId, trips } = await freshBill(2);
  expect((await pay({ billId, amount: 20969.75 })).statusCode).toBe(201);
  const res = await world.as.accountant.post('/generate-pdf-revised-bill', {
    billedSelectedRows: [{ _id: trips[0]._id, BillId: billId }],
    billedUnselectedRows: [{ _id: trips[1]._id, BillId: billId }],
    ackSelectedRows: [],
    additionalRemarks: [],
  });
  expect(res.statusCode).toBe(200);
  expect(await statusOf(billId)).toMatchObject({ net: ONE_TRIP_NET, paid: ONE_TRIP_NET, status: 'Paid' });
});

test('cash above Rs. 35,000 to one vendor on one day of 2025-26 is asked about first (section 40A(3): the whole is disallowed); confirmed, it is recorded with the warning', async () => {
  const { billId } = await freshBill(2);
  await world.dateBill(billId, '2026-03-01');
  const date = '2026-03-02';
  const first = await pay({ billId, amount: 20000, mode: 'Cash', reference: '', date });
  expect(first.statusCode).toBe(201);
  expect(first.json().warning).toBeUndefined();
  const second = await pay({ billId, amount: 15000, mode: 'Cash', reference: '', date });
  expect(second.json().warning).toBeUndefined(); // exactly 35,000 is within the limit
  const before = await paymentCount();
  const refused = await pay({ billId, amount: 0.01, mode: 'Cash', reference: '', date });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({
    message:
      'With this payment, cash paid to this vendor on this day totals Rs. 35,000.01, above the Rs. 35,000 limit of section 40A(3) of the Income-tax Act, 1961: the whole of these payments is not deductible, not only the excess. Record this cash payment anyway?',
    errorCode: 'CASH_ABOVE_LIMIT',
  });
  expect(await paymentCount()).toBe(before);
  const third = await pay({
    billId,
    amount: 0.01,
    mode: 'Cash',
    reference: '',
    date,
    confirmCashLimit: true,
  });
  expect(third.statusCode).toBe(201);
  expect(third.json().warning).toBe(
    'Warning: cash payments to this vendor on this day now total Rs. 35,000.01, above the Rs. 35,000 limit of section 40A(3) of the Income-tax Act, 1961: the whole of these payments is not deductible, not only the excess.',
  );
  const otherDay = await pay({ billId, amount: 10, mode: 'Cash', reference: '', date: '2026-03-03' });
  expect(otherDay.statusCode).toBe(201);
  expect(otherDay.json().warning).toBeUndefined();
  // A bank transfer of any size is not cash.
  const neft = await pay({
    billId,
    amount: 5000,
    mode: 'NEFT',
    reference: world.newReference(),
    date: '2026-03-03',
  });
  expect(neft.statusCode).toBe(201);
});

test.each([
  ['50,000', 50000],
  ['1,00,000.50', 100000.5],
  ['100,000', 100000],
])(
  'an amount typed with Indian or international digit grouping (%s) is stored as its number',
  async (typed, stored) => {
    const { billId } = await freshBill(8);
    const res = await pay({ billId, amount: typed });
    expect(res.statusCode).toBe(201);
    expect(res.json().payment.amount).toBe(stored);
  },
);

test.each([
  ['5,0000', 'Amount must be a number, such as 50000, 50,000 or 1,00,000.50.'],
  ['', 'Amount is required.'],
  ['abc', 'Amount must be a number, such as 50000, 50,000 or 1,00,000.50.'],
])('a wrongly grouped or missing amount (%p) is named as such', async (typed, message) => {
  const { billId } = await freshBill();
  const res = await pay({ billId, amount: typed });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message });
});

test('payments and reversals are in the audit log with who, before and after', async () => {
  const { billId } = await freshBill();
  const payment = (await pay({ billId, amount: 500 })).json().payment;
  await world.as.admin.post(`/payments/${payment.id}/reverse`, { reason: 'Duplicate entry' });
  const page = (await world.as.admin.get(`/audit?entity=payment&entityId=${payment.id}`)).json();
  expect(page.total).toBe(2);
  expect(page.rows.map((r: { action: string; actor: string }) => [r.action, r.actor])).toEqual([
    ['reverse', 'me_admin'],
    ['create', 'me_accountant'],
  ]);
  expect(page.rows[0].changes).toEqual(
    expect.arrayContaining([
      { field: 'reversed', before: false, after: true },
      { field: 'reversalReason', before: null, after: 'Duplicate entry' },
    ]),
  );
});

test('both managers get 403 from the payment calls', async () => {
  const { billId } = await freshBill();
  const id = (await pay({ billId, amount: 1 })).json().payment.id;
  for (const profile of ['loadingManager', 'unloadingManager'] as const) {
    const client = world.as[profile];
    for (const res of [
      await pay({ billId, amount: 1 }, client),
      await client.get(`/payments?billId=${billId}`),
      await client.post(`/payments/${id}/reverse`, { reason: 'x' }),
      await client.get(`/bills/${billId}/status`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You do not have access to this section.' });
    }
  }
  expect(await statusOf(billId)).toMatchObject({ paid: 1 });
});

test('a UTR or cheque number already used (same series, any bill) is refused with 409 naming the earlier payment, until confirmed', async () => {
  const first = await freshBill();
  const second = await freshBill();
  expect(
    (await pay({ billId: first.billId, amount: 5000, mode: 'NEFT', reference: 'hdfc0099887766' })).statusCode,
  ).toBe(201);
  const before = await paymentCount();
  // The same UTR by another transfer mode, on another bill, in any case.
  const again = await pay({
    billId: second.billId,
    amount: 700,
    mode: 'IMPS',
    reference: ' HDFC0099887766 ',
  });
  expect(again.statusCode).toBe(409);
  expect(again.json()).toEqual({
    message: `UTR HDFC0099887766 was already used: bill ${first.billId}, NEFT of Rs. 5,000.00 on ${formatIndianDate(today)}. Record this payment with the same reference anyway?`,
    errorCode: 'DUPLICATE_REFERENCE',
  });
  expect(await paymentCount()).toBe(before);
  // A cheque numbered like the UTR is another series; cash has no reference to compare.
  expect(
    (await pay({ billId: second.billId, amount: 10, mode: 'Cheque', reference: 'HDFC0099887766' }))
      .statusCode,
  ).toBe(201);
  const chequeAgain = await pay({
    billId: first.billId,
    amount: 10,
    mode: 'Cheque',
    reference: 'hdfc0099887766',
  });
  expect(chequeAgain.json().message).toBe(
    `Cheque number HDFC0099887766 was already used: bill ${second.billId}, Cheque of Rs. 10.00 on ${formatIndianDate(today)}. Record this payment with the same reference anyway?`,
  );
  // Confirmed, it is recorded; a reversed payment's reference no longer counts.
  const confirmed = await pay({
    billId: second.billId,
    amount: 700,
    mode: 'IMPS',
    reference: 'HDFC0099887766',
    confirmDuplicateReference: true,
  });
  expect(confirmed.statusCode).toBe(201);
  for (const p of [
    confirmed.json().payment,
    ...(await world.as.accountant.get(`/payments?billId=${first.billId}`)).json().payments,
  ]) {
    if (p.mode !== 'Cheque')
      expect(
        (await world.as.accountant.post(`/payments/${p.id}/reverse`, { reason: 'Entered twice' })).statusCode,
      ).toBe(200);
  }
  expect(
    (await pay({ billId: second.billId, amount: 1, mode: 'RTGS', reference: 'HDFC0099887766' })).statusCode,
  ).toBe(201);
  expect(
    (
      await pay({
        billId: second.billId,
        amount: 1,
        mode: 'NEFT',
        reference: 'X1',
        confirmDuplicateReference: 'yes',
      })
    ).statusCode,
  ).toBe(400);
});
