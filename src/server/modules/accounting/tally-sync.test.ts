import { XMLParser } from 'fast-xml-parser';
import { DateTime } from 'luxon';
import { todayInIndia } from '../../../shared/common/dates';
import { useMonthEndWorld, VENDOR_WITH_PAN, VENDOR_WITHOUT_PAN } from '../../test/month-end-fixtures';
import { billBalances, importTallyFile, newTallyCompany } from '../../test/tally-model';
import { expectTallyBooksEqual, reviseCancelAndReverse } from '../../test/tally-books';

const today = todayInIndia();
const daysAgo = (n: number) => DateTime.fromISO(today).minus({ days: n }).toISODate()!;
const GANESH_LEDGER = 'Shree Ganesh Roadlines (Pune)';

const world = useMonthEndWorld(90_000);

const pay = async (billId: string, amount: number, mode = 'NEFT') => {
  const res = await world.as.accountant.post('/payments', {
    billId,
    date: today,
    mode,
    reference: mode === 'Cash' ? '' : world.newReference(),
    amount,
    note: '',
  });
  expect(res.statusCode).toBe(201);
  return res.json().payment.id as number;
};

const exportFile = async (url: string) => {
  const res = await world.as.accountant.get(url);
  expect(res.statusCode).toBe(200);
  return res.body;
};

interface VoucherXml {
  '@_REMOTEID': string;
  '@_ACTION': string;
  GUID: string;
  VOUCHERNUMBER: string;
  ISCANCELLED: string;
}
const vouchersOf = (xml: string): VoucherXml[] =>
  (
    new XMLParser({
      ignoreAttributes: false,
      parseTagValue: false,
      isArray: (n) => n === 'TALLYMESSAGE',
    }).parse(xml).ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE ?? []
  ).map((m: { VOUCHER: VoucherXml }) => m.VOUCHER);
const voucher = (xml: string, number: string) => vouchersOf(xml).find((v) => v.VOUCHERNUMBER === number);

test('exports replayed into Tally in any order, and again, keep its books equal to Outstanding per vendor and per bill', async () => {
  const a = await world.bill([await world.acknowledgedTrip()]);
  const twoTrips = [await world.acknowledgedTrip(), await world.acknowledgedTrip()];
  const may = await world.bill(twoTrips);
  await world.dateBill(may, daysAgo(60));
  const c = await world.bill([await world.acknowledgedTrip({ vendor: VENDOR_WITHOUT_PAN })]);
  const d = await world.bill([await world.acknowledgedTrip({ vendor: VENDOR_WITHOUT_PAN })]);
  await pay(a, 5000);
  const reversed = await pay(c, 1000, 'Cash');
  const saved = await world.as.admin.post('/settings/vendor-ledgers', {
    vendor: 'shree ganesh roadlines',
    ledgerName: GANESH_LEDGER,
    address: 'Plot 7\nNigdi, Pune',
  });
  expect(saved.json()).toEqual({
    message: 'Vendor ledger saved.',
    vendor: {
      vendor: VENDOR_WITH_PAN,
      ledgerName: GANESH_LEDGER,
      address: 'Plot 7\nNigdi, Pune',
      pan: 'ABCDE1234F',
      gstin: '',
    },
  });

  // The first period export: every voucher is new, with its identity.
  const first = await exportFile(`/export/tally?startDate=${daysAgo(90)}&endDate=${today}`);
  expect(voucher(first, may)).toMatchObject({
    '@_ACTION': 'Create',
    '@_REMOTEID': `freight-office-bill-${may}`,
    GUID: `freight-office-bill-${may}`,
  });
  expect(vouchersOf(first).map((v) => v['@_ACTION'])).toEqual(Array(6).fill('Create'));

  // A revision of the older bill, a cancellation, a reversal, a new payment and a new bill.
  await reviseCancelAndReverse(world.as.accountant, {
    revise: {
      billedSelectedRows: [{ _id: twoTrips[0]._id, BillId: may }],
      billedUnselectedRows: [{ _id: twoTrips[1]._id, BillId: may }],
      ackSelectedRows: [],
      additionalRemarks: [],
    },
    cancel: d,
    reverse: { payment: reversed, reason: 'Paid twice' },
  });
  const laterPayment = await pay(a, 2000);
  const e = await world.bill([await world.acknowledgedTrip({ vendor: VENDOR_WITHOUT_PAN })]);

  const changes = await exportFile('/export/tally/changes');
  expect(
    Object.fromEntries(
      vouchersOf(changes).map((v) => [v.VOUCHERNUMBER, `${v['@_ACTION']} ${v.ISCANCELLED}`]),
    ),
  ).toEqual({
    [may]: 'Alter No',
    [d]: 'Cancel Yes',
    [`P${reversed}`]: 'Cancel Yes',
    [`P${laterPayment}`]: 'Create No',
    [e]: 'Create No',
  });
  expect(voucher(changes, may)).toMatchObject({
    '@_REMOTEID': `freight-office-bill-${may}`,
    GUID: `freight-office-bill-${may}`,
  });
  expect((await world.as.accountant.get('/export/tally/changes')).json()).toEqual({
    message: 'Nothing changed since the last export.',
  });

  const log = (await world.as.accountant.get('/export/tally/log')).json().exports;
  expect(
    log.map((x: Record<string, unknown>) => [
      x.kind,
      x.startDate,
      x.exportedBy,
      x.created,
      x.altered,
      x.cancelled,
    ]),
  ).toEqual([
    ['changes', null, 'me_accountant', 2, 1, 2],
    ['period', daysAgo(90), 'me_accountant', 6, 0, 0],
  ]);

  // In order, then both files again: nothing doubles.
  const inOrder = newTallyCompany();
  for (const file of [first, changes, first, changes]) importTallyFile(inOrder, file);
  expect(inOrder.vouchers.size).toBe(8);
  await expectTallyBooksEqual(world.as.accountant, inOrder, [a, may, c, e]);
  expect(inOrder.ledgers.get(GANESH_LEDGER)).toEqual({
    parent: 'Sundry Creditors',
    billWise: true,
    pan: 'ABCDE1234F',
    gstin: '',
    address: ['Plot 7', 'Nigdi, Pune'],
  });

  // Out of order: the changes before the period file they follow.
  const outOfOrder = newTallyCompany();
  for (const file of [changes, first]) importTallyFile(outOfOrder, file);
  await expectTallyBooksEqual(world.as.accountant, outOfOrder, [a, may, c, e]);

  // The period exported again: what Tally has is altered or cancelled, never created twice; alone it makes a new company right.
  const again = await exportFile(`/export/tally?startDate=${daysAgo(90)}&endDate=${today}`);
  expect(voucher(again, may)!['@_ACTION']).toBe('Alter');
  expect(voucher(again, d)!['@_ACTION']).toBe('Cancel');
  for (const company of [inOrder, outOfOrder, newTallyCompany()]) {
    importTallyFile(company, again);
    await expectTallyBooksEqual(world.as.accountant, company, [a, may, c, e]);
  }
  expect(billBalances(inOrder).get(d) ?? 0).toBe(0);
}, 180_000);

test('the company name and vendor ledgers are set by an admin; bad input is a 400 with the rule', async () => {
  expect((await world.as.accountant.get('/settings/tally-company')).json()).toEqual({
    companyName: 'Sai Freight Carriers',
  });
  expect(
    (
      await world.as.accountant.post('/settings/tally-company', {
        companyName: 'Sai Freight Carriers (2026-27)',
      })
    ).statusCode,
  ).toBe(403);
  expect((await world.as.admin.post('/settings/tally-company', { companyName: ' ' })).json()).toEqual({
    message: 'The Tally company name is required.',
  });
  expect(
    (
      await world.as.admin.post('/settings/tally-company', { companyName: 'Sai Freight Carriers (2026-27)' })
    ).json(),
  ).toEqual({
    message: 'Tally company saved.',
    companyName: 'Sai Freight Carriers (2026-27)',
  });
  const xml = await exportFile(`/export/tally?startDate=${today}&endDate=${today}`);
  expect(xml).toContain('<SVCURRENTCOMPANY>Sai Freight Carriers (2026-27)</SVCURRENTCOMPANY>');
  expect(
    (
      await world.as.admin.post('/settings/vendor-ledgers', { vendor: 'Nobody Roadways', ledgerName: 'X' })
    ).json(),
  ).toEqual({ message: 'No bills of this vendor.' });
  expect(
    (
      await world.as.admin.post('/settings/vendor-ledgers', { vendor: VENDOR_WITH_PAN, ledgerName: '' })
    ).json(),
  ).toEqual({ message: 'The Tally ledger name is required.' });
  // Tally finds ledgers by name in any case: a vendor's ledger and one of the books' own are never one.
  expect(
    (
      await world.as.admin.post('/settings/vendor-ledgers', { vendor: VENDOR_WITH_PAN, ledgerName: 'cash' })
    ).json(),
  ).toEqual({ message: `"cash" is the Cash ledger in Tally; a vendor's ledger needs a name of its own.` });
  const ledgers = (await world.as.admin.get('/settings/ledgers')).json().ledgers;
  expect(
    (
      await world.as.admin.post('/settings/ledgers', { ...ledgers, freightExpense: 'OM SHREE CARRIERS' })
    ).json(),
  ).toEqual({
    message: `Freight expense: "OM SHREE CARRIERS" is the Tally ledger of vendor ${VENDOR_WITHOUT_PAN}; please choose another name.`,
  });
  expect((await world.as.admin.get('/settings/ledgers')).json().ledgers).toEqual(ledgers);
  for (const profile of ['loadingManager', 'unloadingManager'] as const) {
    for (const res of [
      await world.as[profile].get('/export/tally/changes'),
      await world.as[profile].get('/export/tally/log'),
      await world.as[profile].get('/settings/vendor-ledgers'),
    ]) {
      expect(res.statusCode).toBe(403);
    }
  }
});
