import { XMLParser } from 'fast-xml-parser';
import { DateTime } from 'luxon';
import { quarterOf } from '../../../shared/accounting/month-end';
import { todayInIndia } from '../../../shared/common/dates';
import { toPaise } from '../../../shared/common/money';
import { useMonthEndWorld, VENDOR_WITH_PAN, VENDOR_WITHOUT_PAN } from '../../test/month-end-fixtures';
import { billsAtCurrentRevision } from '../billing/for-accounting';
import { pdfText } from '../../test/billing-fixture';
import { NO_PAN_DEDUCTION } from '../../../shared/test/samples';

// Default trips: Shree Ganesh (TDS 2 %): 29000 - 580 - 100 - 5000 - 2000 - 350.25 = 20969.75.
// Om Shree has no PAN: the 20 % of section 397(2) (206AA before April 2026) over its own 1 %: 29000 - 5800 - 7450.25 = 15749.75.
const GANESH_TRIP = 20969.75;
const OM_TRIP = 15749.75;
const OM_OUTSTANDING = OM_TRIP - 1259.75;
const today = todayInIndia();
const daysAgo = (n: number) => DateTime.fromISO(today).minus({ days: n }).toISODate()!;

const world = useMonthEndWorld(90_000);
const bills: Record<string, string> = {};

const pay = async (billId: string, amount: number, date = today, mode = 'NEFT', reference = 'UTR9') => {
  const res = await world.as.accountant.post('/payments', {
    billId,
    date,
    mode,
    reference,
    amount,
    note: '',
  });
  expect(res.statusCode).toBe(201);
  return res.json().payment;
};

beforeAll(async () => {
  // Shree Ganesh: bills 10, 45, 75 and 100 days old; Om Shree: one bill today, one cancelled.
  for (const [key, age] of [
    ['g10', 10],
    ['g45', 45],
    ['g75', 75],
    ['g100', 100],
  ] as const) {
    bills[key] = await world.bill([await world.acknowledgedTrip()]);
    await world.dateBill(bills[key], daysAgo(age));
  }
  bills.om = await world.bill([await world.acknowledgedTrip({ vendor: VENDOR_WITHOUT_PAN })]);
  bills.cancelled = await world.bill([await world.acknowledgedTrip({ vendor: VENDOR_WITHOUT_PAN })]);
  expect(
    (await world.as.accountant.post('/delete-transaction', { billId: bills.cancelled })).statusCode,
  ).toBe(200);
  await pay(bills.g100, 20000, daysAgo(50), 'NEFT', 'UTR8');
  await pay(bills.g45, 969.75, daysAgo(5), 'Cash', '');
  await pay(bills.om, 1259.75);
}, 90_000);

test('outstanding and ageing per vendor match a hand calculation, with a total row', async () => {
  const res = await world.as.accountant.get('/accounting/outstanding');
  expect(res.statusCode).toBe(200);
  const report = res.json();
  expect(report.asOf).toBe(today);
  expect(report.rows).toEqual([
    {
      vendor: VENDOR_WITHOUT_PAN,
      billed: OM_TRIP,
      paid: 1259.75,
      outstanding: OM_OUTSTANDING,
      buckets: { '0-30': OM_OUTSTANDING, '31-60': 0, '61-90': 0, '>90': 0 },
    },
    {
      vendor: VENDOR_WITH_PAN,
      billed: 4 * GANESH_TRIP,
      paid: 20969.75,
      outstanding: 3 * GANESH_TRIP,
      buckets: { '0-30': GANESH_TRIP, '31-60': 20000, '61-90': GANESH_TRIP, '>90': 969.75 },
    },
  ]);
  expect(report.total).toEqual({
    vendor: 'Total',
    billed: 4 * GANESH_TRIP + OM_TRIP,
    paid: 22229.5,
    outstanding: 3 * GANESH_TRIP + OM_OUTSTANDING,
    buckets: { '0-30': GANESH_TRIP + OM_OUTSTANDING, '31-60': 20000, '61-90': GANESH_TRIP, '>90': 969.75 },
  });
  // As of 60 days ago only the two older bills exist (then 15 and 40 days old) and nothing was paid yet.
  const earlier = (await world.as.accountant.get(`/accounting/outstanding?asOf=${daysAgo(60)}`)).json();
  expect(earlier.rows).toEqual([
    {
      vendor: VENDOR_WITH_PAN,
      billed: 2 * GANESH_TRIP,
      paid: 0,
      outstanding: 2 * GANESH_TRIP,
      buckets: { '0-30': GANESH_TRIP, '31-60': GANESH_TRIP, '61-90': 0, '>90': 0 },
    },
  ]);
  expect((await world.as.accountant.get('/accounting/outstanding?asOf=2026-13-01')).statusCode).toBe(400);
});

test("the vendor statement's closing balance equals billed minus paid; a later start carries an opening balance", async () => {
  const all = (
    await world.as.accountant.get(
      `/accounting/statement?vendor=shree ganesh roadlines&startDate=${daysAgo(365)}&endDate=${today}`,
    )
  ).json();
  expect(all.vendor).toBe(VENDOR_WITH_PAN);
  expect(all.openingBalance).toBe(0);
  expect(all.entries.map((e: { kind: string; billId: string }) => `${e.kind} ${e.billId}`)).toEqual([
    `Bill ${bills.g100}`,
    `Bill ${bills.g75}`,
    `Payment ${bills.g100}`,
    `Bill ${bills.g45}`,
    `Bill ${bills.g10}`,
    `Payment ${bills.g45}`,
  ]);
  expect(all.totalBilled).toBe(4 * GANESH_TRIP);
  expect(all.totalPaid).toBe(20969.75);
  expect(all.closingBalance).toBe(all.totalBilled - all.totalPaid);
  expect(all.entries.at(-1).balance).toBe(all.closingBalance);
  // Each bill taken apart for Form 26AS: gross freight, TDS, deductions; they make up its net.
  const firstBill = all.entries[0];
  expect([
    firstBill.freight,
    firstBill.tds,
    firstBill.deductions,
    firstBill.adjustments,
    firstBill.debit,
  ]).toEqual([29000, 580, 7450.25, 0, GANESH_TRIP]);
  expect(all.entries[2]).toMatchObject({
    kind: 'Payment',
    freight: 0,
    tds: 0,
    deductions: 0,
    adjustments: 0,
  });
  expect([all.totalFreight, all.totalTds, all.totalDeductions, all.totalAdjustments]).toEqual([
    4 * 29000,
    4 * 580,
    4 * 7450.25,
    0,
  ]);

  const later = (
    await world.as.accountant.get(
      `/accounting/statement?vendor=${encodeURIComponent(VENDOR_WITH_PAN)}&startDate=${daysAgo(60)}&endDate=${daysAgo(1)}`,
    )
  ).json();
  // Before the start: the 100- and 75-day-old bills; in the range: 20,000 paid 50 days ago, two bills, the cash payment.
  expect(later.openingBalance).toBe(2 * GANESH_TRIP);
  expect(later.entries.map((e: { debit: number; credit: number }) => [e.debit, e.credit])).toEqual([
    [0, 20000],
    [GANESH_TRIP, 0],
    [GANESH_TRIP, 0],
    [0, 969.75],
  ]);
  expect(later.closingBalance).toBe((toPaise(4 * GANESH_TRIP) - toPaise(20969.75)) / 100);

  const bad = await world.as.accountant.get(
    `/accounting/statement?vendor=X&startDate=${today}&endDate=${daysAgo(1)}`,
  );
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toEqual({ message: 'End date should be greater than or equal to Start Date.' });
  expect(
    (await world.as.accountant.get(`/accounting/statement?startDate=${today}&endDate=${today}`)).json(),
  ).toEqual({ message: 'Please select a vendor.' });
});

test('the vendor statement PDF shows the opening, the entries and the closing balance', async () => {
  const res = await world.as.accountant.get(
    `/accounting/statement/pdf?vendor=${encodeURIComponent(VENDOR_WITH_PAN)}&startDate=${daysAgo(365)}&endDate=${today}`,
  );
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename="Statement-Shree_Ganesh_Roadlines-${daysAgo(365)}-${today}.pdf"`,
  );
  const text = pdfText(res);
  expect(text).toContain('Vendor Statement');
  expect(text).toContain(`Vendor: ${VENDOR_WITH_PAN}`);
  expect(text).toMatch(/Opening balance\s+0\.00/);
  expect(text).toMatch(
    /Gross Freight\s+Amount Credited\s+TDS\s+Deductions\s+Remarks and GST\s+Billed \(net\)\s+Paid\s+Balance/,
  );
  expect(text).toMatch(
    new RegExp(
      `Bill ${bills.g45}\\s+${bills.g45}\\s+29,000\\.00\\s+29,000\\.00\\s+580\\.00\\s+7,450\\.25\\s+0\\.00\\s+20,969\\.75`,
    ),
  );
  expect(text).toContain(`Bill ${bills.g45}`);
  expect(text).toContain('Payment Cash');
  expect(text).toMatch(/Closing balance\s+62,909\.25/);
});

test("the TDS register's totals equal the TDS of the quarter's live bills (latest revisions) and agree with the bill PDFs", async () => {
  const { fy, quarter } = quarterOf(today);
  const res = await world.as.accountant.get(`/accounting/tds?fy=${fy}&quarter=${quarter}`);
  expect(res.statusCode).toBe(200);
  const register = res.json();
  const live = await billsAtCurrentRevision(world.app.db)
    .select(['bills.bill_id', 'bill_revisions.total_tds', 'bill_revisions.total_freight'])
    .where('bills.cancelled_at', 'is', null)
    .where('bills.bill_date', '>=', register.startDate)
    .where('bills.bill_date', '<=', register.endDate)
    .execute();
  expect(live.length).toBeGreaterThan(0);
  expect(register.rows.map((r: { billId: string }) => r.billId).sort()).toEqual(
    live.map((b) => b.bill_id).sort(),
  );
  expect(register.rows.map((r: { billId: string }) => r.billId)).not.toContain(bills.cancelled);
  expect(toPaise(register.totalTds)).toBe(live.reduce((s, b) => s + toPaise(b.total_tds), 0));
  expect(toPaise(register.totalCredited)).toBe(live.reduce((s, b) => s + toPaise(b.total_freight), 0));

  const om = register.rows.find((r: { billId: string }) => r.billId === bills.om);
  expect(om).toEqual({
    vendor: VENDOR_WITHOUT_PAN,
    billId: bills.om,
    dateOfCredit: today,
    ...NO_PAN_DEDUCTION,
    // Om Shree Carriers names its deductee type (individual or HUF): the payment code for one.
    paymentCode: '1023',
    challanId: null,
    challanSerial: '',
    taxDeposited: 0,
    taxNotDeposited: 5800,
    status: 'not deposited',
  });
  expect(register.vendors.find((v: { vendor: string }) => v.vendor === VENDOR_WITHOUT_PAN)).toMatchObject({
    panMissing: true,
    panStatus: 'PANNOTAVBL',
    tds: 5800,
  });
  expect(register.vendors.find((v: { vendor: string }) => v.vendor === VENDOR_WITH_PAN)).toMatchObject({
    pan: 'ABCDE1234F',
    panMissing: false,
    panStatus: 'VALID',
  });

  // The bill's PDF prints the same TDS and its basis.
  const pdf = pdfText(await world.as.accountant.get(`/generate-pdf-by-bill-id-transaction/${bills.om}`));
  expect(pdf).toContain('5,800.00');
  expect(pdf).toContain('TDS at 20% (section 397(2): PAN not available)');

  expect((await world.as.accountant.get('/accounting/tds?fy=2026-28&quarter=Q1')).json()).toEqual({
    message: 'Please select a financial year (e.g. 2026-27) and a quarter (Q1-Q4).',
  });
});

interface LedgerXml {
  LEDGERNAME: string;
  ISDEEMEDPOSITIVE: string;
  AMOUNT: string;
}

function vouchersOf(xml: string) {
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ['TALLYMESSAGE', 'ALLLEDGERENTRIES.LIST'].includes(name),
    parseTagValue: false,
  }).parse(xml);
  expect(parsed.ENVELOPE.HEADER.TALLYREQUEST).toBe('Import Data');
  expect(parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDESC.REPORTNAME).toBe('Vouchers');
  return (parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE ?? []).map(
    (m: { VOUCHER: Record<string, unknown> }) => m.VOUCHER,
  ) as Array<{
    '@_VCHTYPE': string;
    DATE: string;
    VOUCHERNUMBER: string;
    NARRATION: string;
    'ALLLEDGERENTRIES.LIST': LedgerXml[];
  }>;
}

test('the Tally XML parses; every voucher balances to the paisa; one per live bill and payment in the range', async () => {
  const res = await world.as.accountant.get(`/export/tally?startDate=${daysAgo(30)}&endDate=${today}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  // The export's number leads the name, so the files sort in the order they were made.
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename="Tally-${String(res.headers['x-tally-export']).padStart(4, '0')}-${daysAgo(30)}-${today}-vouchers.xml"`,
  );
  const vouchers = vouchersOf(res.body);
  // Live bills in range: g10 and om (cancelled is not exported); payments: g45's cash and om's NEFT.
  expect(vouchers.map((v) => `${v['@_VCHTYPE']} ${v.VOUCHERNUMBER}`).sort()).toEqual(
    [
      `Journal ${bills.g10}`,
      `Journal ${bills.om}`,
      expect.stringMatching(/^Payment P\d+$/),
      expect.stringMatching(/^Payment P\d+$/),
    ].sort(),
  );
  for (const v of vouchers) {
    const sum = v['ALLLEDGERENTRIES.LIST'].reduce((s, e) => s + toPaise(e.AMOUNT), 0);
    expect(sum).toBe(0);
    expect(v.DATE).toMatch(/^\d{8}$/);
    for (const e of v['ALLLEDGERENTRIES.LIST'])
      expect(e.ISDEEMEDPOSITIVE).toBe(toPaise(e.AMOUNT) < 0 ? 'Yes' : 'No');
  }
  const om = vouchers.find((v) => v.VOUCHERNUMBER === bills.om)!;
  expect(om.DATE).toBe(today.replaceAll('-', ''));
  expect(om.NARRATION).toContain(bills.om);
  expect(Object.fromEntries(om['ALLLEDGERENTRIES.LIST'].map((e) => [e.LEDGERNAME, e.AMOUNT]))).toEqual({
    'Freight Charges': '-29000.00',
    [VENDOR_WITHOUT_PAN]: '15749.75',
    'TDS Payable - Contractors': '5800.00',
    'Diesel Recovery': '5000.00',
    'Advance to Vendors': '2000.00',
    'Toll Recovery': '350.25',
    'Shortage Recovery': '100.00',
  });
  const cash = vouchers.find((v) => v.NARRATION.includes('Cash'))!;
  expect(cash.NARRATION).toBe(`Payment Cash against bill ${bills.g45}`);
  expect(Object.fromEntries(cash['ALLLEDGERENTRIES.LIST'].map((e) => [e.LEDGERNAME, e.AMOUNT]))).toEqual({
    [VENDOR_WITH_PAN]: '-969.75',
    Cash: '969.75',
  });
  const neft = vouchers.find((v) => v.NARRATION.includes('NEFT'))!;
  expect(neft.NARRATION).toBe(`Payment NEFT UTR9 against bill ${bills.om}`);
});

test('a revised bill exports its latest revision, with ledger names the admin set', async () => {
  const trips = [await world.acknowledgedTrip(), await world.acknowledgedTrip()];
  const billId = await world.bill(trips, [{ text: 'Loading charge', amount: 500 }]);
  const revised = await world.as.accountant.post('/generate-pdf-revised-bill', {
    billedSelectedRows: [{ _id: trips[0]._id, BillId: billId }],
    billedUnselectedRows: [{ _id: trips[1]._id, BillId: billId }],
    ackSelectedRows: [],
    additionalRemarks: [{ text: 'Detention', amount: -250.5 }],
  });
  expect(revised.statusCode).toBe(200);
  const ledgers = (await world.as.accountant.get('/settings/ledgers')).json().ledgers;
  expect(
    (await world.as.accountant.post('/settings/ledgers', { ...ledgers, freightExpense: 'Lorry Freight' }))
      .statusCode,
  ).toBe(403);
  const saved = await world.as.admin.post('/settings/ledgers', {
    ...ledgers,
    freightExpense: 'Lorry Freight',
    adjustments: 'Bill Adjustments',
    deductions: 'Bill Deductions',
  });
  expect(saved.json()).toEqual({
    message: 'Ledger names saved.',
    ledgers: {
      ...ledgers,
      freightExpense: 'Lorry Freight',
      adjustments: 'Bill Adjustments',
      deductions: 'Bill Deductions',
    },
  });
  expect((await world.as.admin.post('/settings/ledgers', { ...ledgers, cash: ' ' })).json()).toEqual({
    message: 'Every ledger name is required.',
  });

  const voucher = vouchersOf(
    (await world.as.accountant.get(`/export/tally?startDate=${today}&endDate=${today}`)).body,
  ).find((v) => v.VOUCHERNUMBER === billId)!;
  expect(voucher.NARRATION).toContain('revision 2');
  const amounts = Object.fromEntries(voucher['ALLLEDGERENTRIES.LIST'].map((e) => [e.LEDGERNAME, e.AMOUNT]));
  expect(amounts['Lorry Freight']).toBe('-29000.00');
  // The revision's remark is a deduction: it goes to the deductions ledger (no charges, so no charges line).
  expect(amounts['Bill Deductions']).toBe('250.50');
  expect(amounts['Bill Adjustments']).toBeUndefined();
  expect(amounts[VENDOR_WITH_PAN]).toBe('20719.25');
  expect((await world.as.admin.get('/audit?entity=settings')).json().rows[0]).toMatchObject({
    action: 'update',
    changes: expect.arrayContaining([
      { field: 'freightExpense', before: 'Freight Charges', after: 'Lorry Freight' },
      { field: 'adjustments', before: 'Freight Adjustments', after: 'Bill Adjustments' },
    ]),
  });
});

test('the audit trail is paged and filtered by date, user, entity and id', async () => {
  const first = (await world.as.accountant.get('/audit?pageSize=25&page=1')).json();
  expect(first.rows).toHaveLength(25);
  expect(first.total).toBeGreaterThan(25);
  const second = (await world.as.accountant.get('/audit?pageSize=25&page=2')).json();
  expect(second.rows[0].id).toBeLessThan(first.rows[24].id);
  const bill = (
    await world.as.accountant.get(`/audit?entity=bill&entityId=${bills.cancelled.toLowerCase()}`)
  ).json();
  expect(bill.rows.map((r: { action: string }) => r.action)).toEqual(['cancel', 'generate']);
  expect(bill.rows[0]).toMatchObject({ actor: 'me_accountant', entity: 'bill', entityId: bills.cancelled });
  expect((await world.as.accountant.get('/audit?user=ME_ADMIN&entity=vendor')).json().total).toBe(2);
  expect(
    (await world.as.accountant.get(`/audit?startDate=${daysAgo(3)}&endDate=${daysAgo(2)}`)).json().total,
  ).toBe(0);
  // A payment is named by its bill and reference, and found by either (its stored id is internal).
  const payment = (await world.as.accountant.get(`/audit?entity=payment&entityId=${bills.g100}`)).json();
  expect(payment.rows.map((r: { action: string; subject: string }) => [r.action, r.subject])).toEqual([
    ['create', `Bill ${bills.g100}, NEFT UTR8`],
  ]);
  expect(
    (await world.as.accountant.get('/audit?entity=payment&entityId=utr8'))
      .json()
      .rows.map((r: { subject: string }) => r.subject),
  ).toEqual([`Bill ${bills.g100}, NEFT UTR8`]);
  expect(bill.rows[0].subject).toBeUndefined();
  expect((await world.as.accountant.get('/audit?entity=truck')).json()).toEqual({
    message: 'Please select a valid entity.',
  });
  expect((await world.as.accountant.get('/audit?pageSize=7')).json()).toEqual({
    message: 'Page size must be one of 25, 50, 100.',
  });
});

test('both managers get 403 from every new call', async () => {
  const range = `startDate=${today}&endDate=${today}`;
  for (const profile of ['loadingManager', 'unloadingManager'] as const) {
    const client = world.as[profile];
    for (const res of [
      await client.get('/accounting/outstanding'),
      await client.get('/accounting/vendors'),
      await client.get(`/accounting/statement?vendor=x&${range}`),
      await client.get(`/accounting/statement/pdf?vendor=x&${range}`),
      await client.get('/accounting/tds?fy=2026-27&quarter=Q1'),
      await client.get(`/export/tally?${range}`),
      await client.get('/settings/ledgers'),
      await client.post('/settings/ledgers', {}),
      await client.get('/audit'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You do not have access to this section.' });
    }
  }
});

test("Payments' pick list: a vendor's unpaid and part-paid bills, oldest first; paid and cancelled ones are left out", async () => {
  // Only this file's world bills (a later test adds one of its own).
  const ours = new Set(Object.values(bills));
  const open = async (vendor: string) => {
    const answer = (
      await world.as.accountant.get(`/accounting/open-bills?vendor=${encodeURIComponent(vendor)}`)
    ).json();
    return { ...answer, bills: answer.bills.filter((b: { billId: string }) => ours.has(b.billId)) };
  };
  const row = (key: string, paid: number, status: string) => ({
    billId: bills[key],
    billDate: daysAgo(Number(key.slice(1))),
    net: GANESH_TRIP,
    paid,
    outstanding: Number((GANESH_TRIP - paid).toFixed(2)),
    status,
  });
  expect(await open(VENDOR_WITH_PAN.toLowerCase())).toEqual({
    vendor: VENDOR_WITH_PAN.toLowerCase(),
    bills: [
      row('g100', 20000, 'Part-paid'),
      row('g75', 0, 'Unpaid'),
      row('g45', 969.75, 'Part-paid'),
      row('g10', 0, 'Unpaid'),
    ],
  });
  await pay(bills.g45, 20000, today, 'NEFT', 'UTR-open-bills');
  expect((await open(VENDOR_WITH_PAN)).bills.map((b: { billId: string }) => b.billId)).toEqual([
    bills.g100,
    bills.g75,
    bills.g10,
  ]);
  expect((await open(VENDOR_WITHOUT_PAN)).bills).toEqual([
    {
      billId: bills.om,
      billDate: today,
      net: OM_TRIP,
      paid: 1259.75,
      outstanding: OM_OUTSTANDING,
      status: 'Part-paid',
    },
  ]);

  expect((await world.as.accountant.get('/accounting/open-bills?vendor=%20')).json()).toEqual({
    message: 'Please select a vendor.',
  });
  for (const profile of ['loadingManager', 'unloadingManager'] as const)
    expect((await world.as[profile].get(`/accounting/open-bills?vendor=x`)).statusCode).toBe(403);
});
