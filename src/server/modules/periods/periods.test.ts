import type { TdsRegister } from '../../../shared/accounting/wire';
import type { TripRecord } from '../../../shared/trips';
import { listAudit } from '../audit/repository';
import { expectMessage } from '../../test/test-app';
import { useMonthEndWorld, VENDOR_WITH_PAN } from '../../test/month-end-fixtures';

// Quarters that close. The app's clock walks through FY 2026-27: bills of Q2 (Jul-Sep), Q2 closed
// in October, its bills changed in November (Q3).
let now = new Date('2026-08-10T06:00:00Z');
const setDay = (day: string) => {
  now = new Date(`${day}T06:00:00Z`); // 11:30 in India, the same day
};

const logLines: string[] = [];
const world = useMonthEndWorld(90_000, {
  clock: () => now,
  logLevel: 'warn',
  logStream: { write: (line) => void logLines.push(line) },
});
// One default trip: freight 1450 x 20 = 29,000; TDS at 2% = 580.
let twoTripBill: string;
let twoTrips: TripRecord[];
let cancelledLater: string;
let q2Before: TdsRegister;

const Q2_CLOSED = (what: string) =>
  `Q2 2026-27 (Jul-Sep) is closed: ${what} cannot be dated in it. An admin may reopen the quarter.`;
const register = async (quarter: string): Promise<TdsRegister> => {
  const res = await world.as.accountant.get(`/accounting/tds?fy=2026-27&quarter=${quarter}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const pay = (billId: string, date: string, amount = 1000) =>
  world.as.accountant.post('/payments', {
    billId,
    date,
    mode: 'NEFT',
    reference: world.newReference(),
    amount,
    note: '',
  });
const reviseDropping = async (billId: string, drop: TripRecord) => {
  const listed = (await world.as.accountant.post('/list-to-revise-bill', { bill_id: billId })).json();
  const billed: TripRecord[] = listed.billed;
  return world.as.accountant.post('/generate-pdf-revised-bill', {
    billedSelectedRows: billed.filter((t) => t.TripID !== drop.TripID),
    billedUnselectedRows: billed.filter((t) => t.TripID === drop.TripID),
    ackSelectedRows: [],
  });
};

beforeAll(async () => {
  setDay('2026-08-10');
  twoTrips = [await world.acknowledgedTrip(), await world.acknowledgedTrip()];
  twoTripBill = await world.bill(twoTrips);
  cancelledLater = await world.bill([await world.acknowledgedTrip()]);
  q2Before = await register('Q2');
}, 120_000);

describe('closing a quarter', () => {
  test('a quarter that has not ended cannot be closed (its return is filed after it ends)', async () => {
    setDay('2026-09-30');
    expectMessage(
      await world.as.accountant.post('/accounting/periods/close', { fy: '2026-27', quarter: 'Q2' }),
      400,
      'Q2 2026-27 (Jul-Sep) has not ended yet: a quarter is closed after its return is filed, from the day after 30/09/2026.',
    );
    expectMessage(
      await world.as.accountant.post('/accounting/periods/close', { fy: '2026-28', quarter: 'Q2' }),
      400,
      'Please select a financial year (e.g. 2026-27) and a quarter (Q1-Q4).',
    );
  });

  test('a quarter that ended before the first bill (10/08/2026) holds nothing to close', async () => {
    setDay('2026-10-05');
    for (const [fy, quarter, label] of [
      ['1900-01', 'Q1', 'Q1 1900-01 (Apr-Jun)'],
      ['2026-27', 'Q1', 'Q1 2026-27 (Apr-Jun)'],
    ]) {
      expectMessage(
        await world.as.accountant.post('/accounting/periods/close', { fy, quarter }),
        400,
        `${label} ended before the first bill (10/08/2026): quarters are closed from the first bill's quarter on.`,
      );
    }
    expect((await world.as.accountant.get('/accounting/periods')).json().periods).toEqual([]);
  });

  test('loading and unloading managers may neither close nor see the periods', async () => {
    setDay('2026-10-05');
    for (const client of [world.as.loadingManager, world.as.unloadingManager]) {
      expect(
        (await client.post('/accounting/periods/close', { fy: '2026-27', quarter: 'Q2' })).statusCode,
      ).toBe(403);
      expect((await client.get('/accounting/periods')).statusCode).toBe(403);
    }
  });

  test('the accountant closes Q2 in October; the register answers as filed and says so; a second close is refused', async () => {
    setDay('2026-10-05');
    const res = await world.as.accountant.post('/accounting/periods/close', { fy: '2026-27', quarter: 'Q2' });
    const closedBy = 'me_accountant';
    const period = {
      fy: '2026-27',
      quarter: 'Q2',
      startDate: '2026-07-01',
      endDate: '2026-09-30',
      closedAt: '2026-10-05T06:00:00.000Z',
      closedBy,
      reopenedAt: null,
      reopenedBy: null,
      reopenReason: null,
    };
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { message: 'Q2 2026-27 (Jul-Sep) closed. Its TDS register is kept as filed.', period },
    ]);
    expect((await world.as.accountant.get('/accounting/periods')).json()).toEqual({ periods: [period] });
    expect(await register('Q2')).toEqual({
      ...q2Before,
      closed: { closedAt: '2026-10-05T06:00:00.000Z', closedBy },
    });
    expect(q2Before.totalCredited).toBe(87000);
    expectMessage(
      await world.as.admin.post('/accounting/periods/close', { fy: '2026-27', quarter: 'Q2' }),
      409,
      'Q2 2026-27 (Jul-Sep) is already closed.',
    );
    expect(
      (await listAudit(world.app.db, 'period', '2026-27 Q2')).map((e) => [e.action, e.actor, e.after]),
    ).toEqual([
      ['close', closedBy, { fy: '2026-27', quarter: 'Q2', totalCredited: 87000, totalTds: 1740, rows: 2 }],
    ]);
  });
});

describe('nothing is dated in a closed quarter', () => {
  test('a payment dated in Q2 is refused naming the quarter; one dated in October is recorded', async () => {
    setDay('2026-10-05');
    expectMessage(await pay(twoTripBill, '2026-09-15'), 409, Q2_CLOSED('a payment'));
    expect((await pay(twoTripBill, '2026-10-01')).statusCode).toBe(201);
  });

  test('on a day inside the closed quarter: no bill, revision, cancellation or payment reversal', async () => {
    setDay('2026-10-05');
    const spare = await world.acknowledgedTrip();
    const payment = (await world.as.accountant.get(`/payments?billId=${twoTripBill}`)).json().payments[0];
    setDay('2026-09-20');
    try {
      expectMessage(
        await world.as.accountant.post('/generate-pdf-bill', [
          { id: spare._id, trip_id: spare.TripID, vendor: spare.Vendor, remarks: [], applyTaxes: false },
        ]),
        409,
        Q2_CLOSED('a bill'),
      );
      expectMessage(await reviseDropping(twoTripBill, twoTrips[1]), 409, Q2_CLOSED('a bill revision'));
      expectMessage(
        await world.as.accountant.post('/delete-transaction', { billId: cancelledLater }),
        409,
        Q2_CLOSED('a bill cancellation'),
      );
      expectMessage(
        await world.as.accountant.post(`/payments/${payment.id}/reverse`, { reason: 'Entered twice' }),
        409,
        Q2_CLOSED('a payment reversal'),
      );
    } finally {
      setDay('2026-10-05');
    }
    // Nothing was stored: still one revision, not cancelled, the payment live.
    const bills = await world.app.db
      .selectFrom('bills')
      .select(['bill_id', 'current_revision', 'cancelled_at'])
      .where('bill_id', 'in', [twoTripBill, cancelledLater])
      .orderBy('bill_id')
      .execute();
    expect(bills.map((b) => [b.current_revision, b.cancelled_at])).toEqual([
      [1, null],
      [1, null],
    ]);
    expect(
      (await world.as.accountant.get(`/payments?billId=${twoTripBill}`)).json().payments[0].reversed,
    ).toBe(false);
  });
});

describe('a change to a bill of a closed quarter is booked in the open quarter', () => {
  test('a November revision lowering the freight: stored booked on its day, Q2 as filed, Q3 shows the difference', async () => {
    setDay('2026-11-26');
    expect((await reviseDropping(twoTripBill, twoTrips[1])).statusCode).toBe(200);
    const revisions = await world.app.db
      .selectFrom('bill_revisions')
      .innerJoin('bills', 'bills.id', 'bill_revisions.bill_id')
      .select([
        'bill_revisions.revision',
        'bill_revisions.booked_on',
        'bill_revisions.total_freight',
        'bill_revisions.total_tds',
        'bills.bill_date',
      ])
      .where('bills.bill_id', '=', twoTripBill)
      .orderBy('revision')
      .execute();
    expect(revisions).toEqual([
      { revision: 1, booked_on: null, total_freight: 58000, total_tds: 1160, bill_date: '2026-08-10' },
      { revision: 2, booked_on: '2026-11-26', total_freight: 29000, total_tds: 580, bill_date: '2026-08-10' },
    ]);

    const q2 = await register('Q2');
    expect({ ...q2, closed: undefined }).toEqual(q2Before);
    const q3 = await register('Q3');
    expect(q3.rows).toEqual([
      {
        vendor: VENDOR_WITH_PAN,
        pan: 'ABCDE1234F',
        panMissing: false,
        billId: twoTripBill,
        // Booked on 26/11/2026: the 2025 Act's provision and payment code (not an individual's PAN: 1024).
        section: '393(1) [Table: Sl. No. 6(i)]',
        paymentCode: '1024',
        dateOfCredit: '2026-11-26',
        amountCredited: -29000,
        tdsRate: 2,
        tds: -580,
        panStatus: 'VALID',
        section206AA: false,
        reasonCode: '',
        shortDeducted: 0,
        adjustmentOf: { billDate: '2026-08-10', change: 'revised' },
        // A reduction has nothing to deposit.
        challanId: null,
        challanSerial: '',
        taxDeposited: 0,
        taxNotDeposited: 0,
        status: 'nothing to deposit',
      },
    ]);
    expect([q3.totalCredited, q3.totalTds, q3.closed]).toEqual([-29000, -580, undefined]);
    expect(q3.vendors).toEqual([
      expect.objectContaining({ vendor: VENDOR_WITH_PAN, amountCredited: -29000, tds: -580 }),
    ]);
  });

  test('a November cancellation of a Q2 bill: booked on its day in Q3, minus the last revision', async () => {
    setDay('2026-11-26');
    expect(
      (await world.as.accountant.post('/delete-transaction', { billId: cancelledLater })).statusCode,
    ).toBe(200);
    const bill = await world.app.db
      .selectFrom('bills')
      .select(['cancelled_booked_on'])
      .where('bill_id', '=', cancelledLater)
      .executeTakeFirstOrThrow();
    expect(bill.cancelled_booked_on).toBe('2026-11-26');
    expect({ ...(await register('Q2')), closed: undefined }).toEqual(q2Before);
    const q3 = await register('Q3');
    expect(q3.rows.map((r) => [r.billId, r.dateOfCredit, r.amountCredited, r.tds, r.adjustmentOf])).toEqual([
      [twoTripBill, '2026-11-26', -29000, -580, { billDate: '2026-08-10', change: 'revised' }],
      [cancelledLater, '2026-11-26', -29000, -580, { billDate: '2026-08-10', change: 'cancelled' }],
    ]);
    expect(q3.totalCredited).toBe(-58000);
    // Q2 as filed plus Q3's differences is what the bills credit now.
    expect(q2Before.totalCredited + q3.totalCredited).toBe(29000);
  });
});

describe('reopening a quarter', () => {
  test('only an admin reopens, with a reason; the register is live again, audited; then Q2 takes payments again', async () => {
    setDay('2026-11-27');
    const body = { fy: '2026-27', quarter: 'Q2', reason: 'TDS return revised: a challan was missing' };
    expect((await world.as.accountant.post('/accounting/periods/reopen', body)).statusCode).toBe(403);
    expect((await world.as.loadingManager.post('/accounting/periods/reopen', body)).statusCode).toBe(403);
    expectMessage(
      await world.as.admin.post('/accounting/periods/reopen', { ...body, reason: '  ' }),
      400,
      'Please enter the reason for reopening the quarter.',
    );
    expectMessage(
      await world.as.admin.post('/accounting/periods/reopen', { fy: '2026-27', quarter: 'Q2' }),
      400,
      'Please enter the reason for reopening the quarter.',
    );
    expectMessage(
      await world.as.admin.post('/accounting/periods/reopen', { ...body, quarter: 'Q1' }),
      409,
      'Q1 2026-27 (Apr-Jun) is not closed.',
    );

    const res = await world.as.admin.post('/accounting/periods/reopen', body);
    expect(res.statusCode).toBe(200);
    // The operator's log says who reopened a filed quarter, from where and why.
    expect(JSON.parse(logLines.filter((line) => line.includes('quarter-reopened')).at(-1)!)).toMatchObject({
      level: 40,
      event: 'quarter-reopened',
      username: 'me_admin',
      address: '127.0.0.1',
      reason: `reopened 2026-27 Q2: ${body.reason}`,
    });
    expect(res.json()).toEqual({
      message: 'Q2 2026-27 (Jul-Sep) reopened.',
      period: expect.objectContaining({
        quarter: 'Q2',
        reopenedAt: '2026-11-27T06:00:00.000Z',
        reopenedBy: 'me_admin',
        reopenReason: body.reason,
      }),
    });
    expectMessage(
      await world.as.admin.post('/accounting/periods/reopen', body),
      409,
      'Q2 2026-27 (Jul-Sep) is not closed.',
    );
    const q2 = await register('Q2');
    expect(q2.closed).toBeUndefined();
    // The live register: the November changes stay booked in Q3.
    expect(q2.totalCredited).toBe(q2Before.totalCredited);
    expect((await pay(twoTripBill, '2026-09-15')).statusCode).toBe(201);
    const audit = await listAudit(world.app.db, 'period', '2026-27 Q2');
    expect(audit.map((e) => [e.action, e.actor])).toEqual([
      ['close', 'me_accountant'],
      ['reopen', 'me_admin'],
    ]);
    expect(audit[1].after).toEqual({
      fy: '2026-27',
      quarter: 'Q2',
      reopenedBy: 'me_admin',
      reason: body.reason,
    });
    expect((await world.as.accountant.get('/accounting/periods')).json().periods).toEqual([
      expect.objectContaining({
        quarter: 'Q2',
        closedBy: 'me_accountant',
        reopenedBy: 'me_admin',
        reopenReason: body.reason,
      }),
    ]);
  });
});
