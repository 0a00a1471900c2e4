import { DateTime } from 'luxon';
import { quarterOf, quarterRange } from '../../../shared/accounting/month-end';
import { todayInIndia } from '../../../shared/common/dates';
import { depositDueDate, nextDepositDue, nextReturnDue } from '../../../shared/accounting/tds-due-dates';
import { listAudit } from '../audit/repository';
import { expectMessage } from '../../test/test-app';
import { useMonthEndWorld, VENDOR_WITHOUT_PAN } from '../../test/month-end-fixtures';

// A Shree Ganesh trip deducts 2 % of 29,000 = 580; an Om Shree trip (no PAN: 206AA, 397(2) from April 2026) 20 % = 5,800.
const world = useMonthEndWorld(90_000);
const bills: Record<string, string> = {};
const today = todayInIndia();

const challan = (change: Record<string, unknown> = {}) => ({
  bsrCode: '0510308',
  depositDate: '2025-11-06',
  serial: '00011',
  month: '2025-10',
  tax: 600,
  interest: 0,
  fee: 0,
  ...change,
});
const record = async (change: Record<string, unknown> = {}) =>
  world.as.accountant.post('/accounting/challans', challan(change));

beforeAll(async () => {
  // FY 2025-26 Q3: two bills in October, one in November.
  for (const [key, date, vendor] of [
    ['g1', '2025-10-05', undefined],
    ['o1', '2025-10-20', VENDOR_WITHOUT_PAN],
    ['g2', '2025-11-03', undefined],
  ] as const) {
    bills[key] = await world.bill([await world.acknowledgedTrip({ vendor })]);
    await world.dateBill(bills[key], date);
  }
}, 60_000);

const count = async () =>
  Number(
    (
      await world.app.db
        .selectFrom('tds_challans')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

test.each([
  [{ bsrCode: '051030' }, 'BSR code must be 7 digits.'],
  [{ bsrCode: '05103089' }, 'BSR code must be 7 digits.'],
  [{ serial: '0001' }, 'Challan serial number must be 5 digits.'],
  [{ serial: '000111' }, 'Challan serial number must be 5 digits.'],
  [{ tax: 0 }, 'Tax must be more than 0.'],
  [{ tax: '' }, 'Tax must be more than 0.'],
  [{ tax: 1000000000.01 }, 'Tax can be at most 1,00,00,00,000.'],
  [{ interest: 12.345 }, 'Interest can have at most 2 decimal places.'],
  [{ section: '194C' }, 'Section must be 94C (payments to contractors, section 194C).'],
  [{ month: '2025-13' }, 'Please enter the month of deduction (YYYY-MM).'],
  [{ depositDate: '06/11/2025' }, 'Please enter a valid date of deposit (YYYY-MM-DD).'],
  [{ depositDate: '2025-09-30' }, 'Date of deposit cannot be before the month of deduction it pays.'],
  [
    { depositDate: DateTime.fromISO(today).plus({ days: 1 }).toISODate() },
    'Date of deposit cannot be in the future.',
  ],
])('a challan with %o is refused: %s', async (change, message) => {
  expectMessage(await record(change), 400, message);
  expect(await count()).toBe(0);
});

test('the largest tax is stored to the paisa with who recorded it, audited; the same receipt again is a 409', async () => {
  const res = await record({
    bsrCode: '6390009',
    serial: '99999',
    tax: 1_00_00_00_000,
    interest: '12.50',
    fee: 200,
  });
  expect(res.statusCode).toBe(201);
  const saved = res.json();
  expect(saved).toMatchObject({
    message: 'Challan recorded.',
    challan: {
      bsrCode: '6390009',
      depositDate: '2025-11-06',
      serial: '99999',
      section: '94C',
      month: '2025-10',
      tax: 1_00_00_00_000,
      interest: 12.5,
      fee: 200,
      total: 1_00_00_00_212.5,
      minorHead: '200',
      recordedBy: 'me_accountant',
    },
  });
  const row = await world.app.db
    .selectFrom('tds_challans')
    .selectAll()
    .where('id', '=', saved.challan.id)
    .executeTakeFirstOrThrow();
  expect([row.tax, row.interest, row.fee, row.minor_head, row.recorded_by]).toEqual([
    1_00_00_00_000,
    12.5,
    200,
    '200',
    'me_accountant',
  ]);
  expect(
    (await listAudit(world.app.db, 'challan', saved.challan.id)).map((e) => [e.action, e.actor]),
  ).toEqual([['create', 'me_accountant']]);

  const again = await world.as.admin.post(
    '/accounting/challans',
    challan({ bsrCode: '6390009', serial: '99999', tax: 5 }),
  );
  expectMessage(again, 409, 'Challan 99999 deposited on 06/11/2025 at BSR code 6390009 is already recorded.');
  expect(await count()).toBe(1);

  // Delete (audited), then it is gone.
  const deleted = await world.as.admin.delete(`/accounting/challans/${saved.challan.id}`);
  expect(deleted.statusCode).toBe(200);
  expect(deleted.json().message).toBe('Challan deleted.');
  expect(
    (await listAudit(world.app.db, 'challan', saved.challan.id)).map((e) => [e.action, e.actor]),
  ).toEqual([
    ['create', 'me_accountant'],
    ['delete', 'me_admin'],
  ]);
  expectMessage(
    await world.as.admin.delete(`/accounting/challans/${saved.challan.id}`),
    404,
    'Challan not found.',
  );
  expectMessage(await world.as.admin.delete('/accounting/challans/abc'), 404, 'Challan not found.');
  expect(await count()).toBe(0);
});

// The allocation rule: TRACES FAQs on short payment (a challan may be split over deductee rows,
// never credited beyond its balance); see tds-allocation.ts.
test("each month's deductions are allocated to its challans, earliest first, a row in part; the rest is not deposited", async () => {
  expect((await record()).statusCode).toBe(201);
  const register = (await world.as.accountant.get('/accounting/tds?fy=2025-26&quarter=Q3')).json();
  const byBill = (billId: string) => register.rows.find((r: { billId: string }) => r.billId === billId);
  expect(byBill(bills.g1)).toMatchObject({
    tds: 580,
    challanSerial: '00011',
    taxDeposited: 580,
    status: 'deposited',
  });
  // The challan's other 600.00 - 580.00 = 20.00 pays Om Shree's 5,800.00 in part: 5,780.00 short.
  expect(byBill(bills.o1)).toMatchObject({
    tds: 5800,
    challanSerial: '00011',
    taxDeposited: 20,
    taxNotDeposited: 5780,
    status: 'deposited',
  });
  expect(byBill(bills.g2)).toMatchObject({ tds: 580, challanSerial: '', status: 'not deposited' });
  expect(register.months).toEqual([
    {
      month: '2025-10',
      deducted: 6380,
      deposited: 600,
      balance: 5780,
      notDeposited: 5780,
      rowsNotDeposited: 1,
    },
    { month: '2025-11', deducted: 580, deposited: 0, balance: 580, notDeposited: 580, rowsNotDeposited: 1 },
    { month: '2025-12', deducted: 0, deposited: 0, balance: 0, notDeposited: 0, rowsNotDeposited: 0 },
  ]);
  expect(register.challans.map((c: { serial: string }) => c.serial)).toEqual(['00011']);

  // A second October challan pays the rest of Om Shree's deduction; a November one pays November's.
  expect((await record({ serial: '00012', depositDate: '2025-11-07', tax: 5800 })).statusCode).toBe(201);
  expect(
    (await record({ serial: '00013', depositDate: '2025-12-05', month: '2025-11', tax: 580, interest: 15 }))
      .statusCode,
  ).toBe(201);
  const list = (await world.as.admin.get('/accounting/challans?fy=2025-26&quarter=Q3')).json();
  expect(list.challans.map((c: { serial: string; total: number }) => [c.serial, c.total])).toEqual([
    ['00011', 600],
    ['00012', 5800],
    ['00013', 595],
  ]);
  expect(
    list.months.map((m: { balance: number; rowsNotDeposited: number }) => [m.balance, m.rowsNotDeposited]),
  ).toEqual([
    [0, 0],
    [0, 0],
    [0, 0],
  ]);
  const after = (await world.as.accountant.get('/accounting/tds?fy=2025-26&quarter=Q3')).json();
  // Om Shree's row is listed once per challan, the 29,000.00 credited split by TDS:
  // 29,000.00 x 20 / 5,800 = 100.00 with 00011's 20.00, the other 28,900.00 with 00012's 5,780.00.
  expect(
    after.rows
      .map((r: { billId: string; challanSerial: string; amountCredited: number; tds: number }) => [
        r.billId,
        r.challanSerial,
        r.amountCredited,
        r.tds,
      ])
      .sort(),
  ).toEqual(
    [
      [bills.g1, '00011', 29000, 580],
      [bills.o1, '00011', 100, 20],
      [bills.o1, '00012', 28900, 5780],
      [bills.g2, '00013', 29000, 580],
    ].sort(),
  );
  expect([after.totalCredited, after.totalTds]).toEqual([87000, 6960]);
  // Another quarter's challans are not listed.
  expect(
    (await world.as.accountant.get('/accounting/challans?fy=2025-26&quarter=Q4')).json().challans,
  ).toEqual([]);

  // Filed and closed: its challans stay as filed until an admin reopens the quarter.
  expect(
    (await world.as.accountant.post('/accounting/periods/close', { fy: '2025-26', quarter: 'Q3' }))
      .statusCode,
  ).toBe(200);
  const closed =
    'Q3 2025-26 (Oct-Dec) is closed: a TDS challan for its deductions cannot be dated in it. An admin may reopen the quarter.';
  expectMessage(
    await record({ serial: '00014', depositDate: '2025-12-06', month: '2025-11', tax: 1 }),
    409,
    closed,
  );
  expectMessage(await world.as.accountant.delete(`/accounting/challans/${list.challans[0].id}`), 409, closed);
  expect(
    (await world.as.admin.get('/accounting/challans?fy=2025-26&quarter=Q3')).json().challans,
  ).toHaveLength(3);
  expect(
    (
      await world.as.admin.post('/accounting/periods/reopen', {
        fy: '2025-26',
        quarter: 'Q3',
        reason: 'Challan 00014 was left out',
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (await record({ serial: '00014', depositDate: '2025-12-06', month: '2025-11', tax: 1 })).statusCode,
  ).toBe(201);
});

test('a 2026-27 challan quotes its payment code (1023 or 1024), stored as sent; 94C or none is refused for it', async () => {
  const month = today.slice(0, 7);
  const change = { bsrCode: '0510308', serial: '77777', month, depositDate: today, tax: 10 };
  const before = await count();
  expectMessage(
    await record({ ...change, section: '94C' }),
    400,
    'Payment code must be 1023 or 1024 (payments to contractors, section 393(1) [Table: Sl. No. 6(i)] of the Income-tax Act, 2025).',
  );
  expectMessage(
    await record(change),
    400,
    'Please choose the payment code: 1023 (contractor an individual or HUF) or 1024 (any other contractor).',
  );
  expect(await count()).toBe(before);
  const saved = await record({ ...change, section: '1023' });
  expect(saved.statusCode).toBe(201);
  expect(saved.json().challan).toMatchObject({ section: '1023', month, minorHead: '200' });
  expect(
    (
      await world.app.db
        .selectFrom('tds_challans')
        .select('section')
        .where('id', '=', saved.json().challan.id)
        .executeTakeFirstOrThrow()
    ).section,
  ).toBe('1023');
  expect((await world.as.admin.delete(`/accounting/challans/${saved.json().challan.id}`)).statusCode).toBe(
    200,
  );
});

test('the dashboard names the next deposit with what is left to deposit, late months, and the next return', async () => {
  const next = nextDepositDue(today);
  const billId = await world.bill([await world.acknowledgedTrip()]);
  await world.dateBill(billId, `${next.month}-01`);
  const previousQuarter = quarterOf(
    DateTime.fromISO(quarterRange(quarterOf(today).fy, quarterOf(today).quarter).startDate)
      .minus({ days: 1 })
      .toISODate()!,
  );
  const lateMonthStart = quarterRange(previousQuarter.fy, previousQuarter.quarter).startDate;
  const late = await world.bill([await world.acknowledgedTrip()]);
  await world.dateBill(late, lateMonthStart);
  expect(
    (
      await record({
        bsrCode: '0002390',
        serial: '00500',
        month: next.month,
        depositDate: today,
        tax: 500,
        section: '1024',
      })
    ).statusCode,
  ).toBe(201);

  const res = await world.as.accountant.get('/api/dashboard/tds');
  expect(res.statusCode).toBe(200);
  const due = res.json();
  expect(due.deposit).toEqual({
    month: next.month,
    dueDate: next.dueDate,
    deducted: 580,
    deposited: 500,
    balance: 80,
  });
  expect(due.overdue).toContainEqual({
    month: lateMonthStart.slice(0, 7),
    dueDate: depositDueDate(lateMonthStart.slice(0, 7)),
    balance: 580,
  });
  expect(due.return).toEqual(nextReturnDue(today));
  expect((await world.as.admin.get('/api/dashboard/tds')).statusCode).toBe(200);
});

test('loading and unloading managers get 403 from every challan call and the TDS due dates', async () => {
  for (const profile of ['loadingManager', 'unloadingManager'] as const) {
    for (const res of [
      await world.as[profile].get('/accounting/challans?fy=2025-26&quarter=Q3'),
      await world.as[profile].post('/accounting/challans', challan({ serial: '77777' })),
      await world.as[profile].delete('/accounting/challans/1'),
      await world.as[profile].get('/api/dashboard/tds'),
    ]) {
      expectMessage(res, 403, 'You do not have access to this section.');
    }
  }
  expect(
    await world.app.db.selectFrom('tds_challans').select('id').where('serial', '=', '77777').execute(),
  ).toEqual([]);
});
