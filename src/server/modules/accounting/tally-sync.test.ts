import { XMLParser } from 'fast-xml-parser';
import { DateTime } from 'luxon';
import { todayInIndia } from '../../../shared/common/dates';
import { useMonthEndWorld, VENDOR_WITH_PAN, VENDOR_WITHOUT_PAN } from '../../test/month-end-fixtures';
import { tallyDate } from '../../../shared/accounting/month-end';
import {
  billBalances,
  importTallyFile,
  newTallyCompany,
  type ModelTallyCompany,
} from '../../test/tally-model';
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

interface TallyExportFiles {
  sequence: number;
  masters: string;
  vouchers: string;
}

const filesOf = async (sequence: number): Promise<TallyExportFiles> => {
  const [masters, vouchers] = await Promise.all(
    ['masters', 'vouchers'].map((part) => world.as.accountant.get(`/export/tally/files/${sequence}/${part}`)),
  );
  expect([masters.statusCode, vouchers.statusCode]).toEqual([200, 200]);
  return { sequence, masters: masters.body, vouchers: vouchers.body };
};

const exportPeriod = async (startDate: string, endDate: string): Promise<TallyExportFiles> => {
  const res = await world.as.accountant.get(`/export/tally?startDate=${startDate}&endDate=${endDate}`);
  expect(res.statusCode).toBe(200);
  const files = await filesOf(Number(res.headers['x-tally-export']));
  // The period GET answers the vouchers file it kept.
  expect(files.vouchers).toBe(res.body);
  return files;
};

const makeChangeSet = async (): Promise<TallyExportFiles> => {
  const res = await world.as.accountant.post('/export/tally/changes', {});
  expect(res.statusCode).toBe(201);
  return filesOf(res.json().export.id);
};

const markImported = async (sequence: number) => {
  const res = await world.as.accountant.post(`/export/tally/files/${sequence}/imported`, {});
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** Gateway of Tally, Import Masters with the masters file, then Import Vouchers with the vouchers file. */
const importInto = (company: ModelTallyCompany, ...exports: TallyExportFiles[]) => {
  for (const e of exports) {
    importTallyFile(company, e.masters);
    importTallyFile(company, e.vouchers);
  }
  return company;
};

interface VoucherXml {
  '@_REMOTEID': string;
  '@_ACTION'?: string;
  '@_DATE'?: string;
  '@_TAGNAME'?: string;
  '@_TAGVALUE'?: string;
  '@_VCHTYPE': string;
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
const numbersOf = (xml: string) => vouchersOf(xml).map((v) => v.VOUCHERNUMBER);
/** Each voucher by number: its ACTION ('' for create-or-alter) and whether it is cancelled. */
const actionsOf = (xml: string) =>
  Object.fromEntries(
    vouchersOf(xml).map((v) => [v.VOUCHERNUMBER, `${v['@_ACTION'] ?? ''} ${v.ISCANCELLED}`.trim()]),
  );

test('period files fill an empty company; change sets wait for "imported"; a lost set, an out-of-order and a stale import', async () => {
  const a = await world.bill([await world.acknowledgedTrip()]);
  const twoTrips = [await world.acknowledgedTrip(), await world.acknowledgedTrip()];
  const may = await world.bill(twoTrips);
  await world.dateBill(may, daysAgo(60));
  const c = await world.bill([await world.acknowledgedTrip({ vendor: VENDOR_WITHOUT_PAN })]);
  const d = await world.bill([await world.acknowledgedTrip({ vendor: VENDOR_WITHOUT_PAN })]);
  const paidA = await pay(a, 5000);
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

  // The first period file: every voucher create-or-alter by REMOTEID, none with an ACTION.
  const first = await exportPeriod(daysAgo(90), today);
  expect(actionsOf(first.vouchers)).toEqual({
    [a]: 'No',
    [may]: 'No',
    [c]: 'No',
    [d]: 'No',
    [`P${paidA}`]: 'No',
    [`P${reversed}`]: 'No',
  });
  expect(voucher(first.vouchers, may)).toMatchObject({
    '@_REMOTEID': `freight-office-bill-${may}`,
    GUID: `freight-office-bill-${may}`,
  });
  // MASTERS FIRST: the vouchers alone into an empty company are refused, every one.
  const vouchersOnly = newTallyCompany();
  importTallyFile(vouchersOnly, first.vouchers);
  expect([vouchersOnly.vouchers.size, vouchersOnly.errors.length]).toEqual([0, 6]);
  // Masters, then vouchers: an empty company gets everything, with the books' own ledgers under their groups.
  const fresh = importInto(newTallyCompany(), first);
  expect(fresh.errors).toEqual([]);
  await expectTallyBooksEqual(world.as.accountant, fresh, [a, may, c, d]);
  expect(fresh.ledgers.get(GANESH_LEDGER)).toEqual({
    parent: 'Sundry Creditors',
    billWise: true,
    pan: 'ABCDE1234F',
    gstin: '',
    address: ['Plot 7', 'Nigdi, Pune'],
  });
  expect(
    ['Freight Charges', 'TDS Payable - Contractors', 'Diesel Recovery', 'Bank Account', 'Cash'].map(
      (name) => fresh.ledgers.get(name)?.parent,
    ),
  ).toEqual([
    'Direct Expenses',
    'Duties & Taxes',
    'Loans & Advances (Asset)',
    'Bank Accounts',
    'Cash-in-hand',
  ]);
  const bankLine = [...fresh.vouchers.values()]
    .find((v) => v.number === `P${paidA}`)!
    .entries.find((e) => e.ledger === 'Bank Account');
  expect(bankLine!.bank).toEqual({ type: 'Others', number: 'UTR000001', date: tallyDate(today) });

  // Nothing is Tally's until marked imported: a change set now carries everything, and so does the next.
  const unconfirmed = await makeChangeSet();
  const again = await makeChangeSet();
  expect(again.sequence).toBe(unconfirmed.sequence + 1);
  expect(numbersOf(again.vouchers)).toEqual(numbersOf(first.vouchers));
  expect(numbersOf(unconfirmed.vouchers)).toContain(a);
  // Downloading a set again gives the same file.
  expect((await filesOf(unconfirmed.sequence)).vouchers).toBe(unconfirmed.vouchers);
  expect(await markImported(first.sequence)).toMatchObject({
    message: `Export ${first.sequence} marked imported into Tally.`,
    export: { id: first.sequence, kind: 'period', importedBy: 'me_accountant' },
  });
  expect(
    (await world.as.accountant.post(`/export/tally/files/${first.sequence}/imported`, {})).json(),
  ).toEqual({
    message: `Export ${first.sequence} is already marked imported.`,
  });
  expect((await world.as.accountant.post('/export/tally/changes', {})).json()).toEqual({
    message: 'Nothing changed since the last export.',
  });

  // A new bill: the set made for it is lost (never imported), so the next set carries it too.
  const e = await world.bill([await world.acknowledgedTrip({ vendor: VENDOR_WITHOUT_PAN })]);
  const lost = await makeChangeSet();
  const resent = await makeChangeSet();
  expect([numbersOf(lost.vouchers), numbersOf(resent.vouchers)]).toEqual([[e], [e]]);
  await markImported(resent.sequence);

  // A revision, a cancellation, a reversal and a new payment.
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
  const changes = await makeChangeSet();
  expect(actionsOf(changes.vouchers)).toEqual({
    // The revision is booked on its own day: its difference is a voucher of its own, the bill's stays.
    [`${may}-r2`]: 'No',
    [d]: 'Cancel Yes',
    [`P${reversed}`]: 'Cancel Yes',
    [`P${laterPayment}`]: 'No',
  });
  // A cancellation names the voucher as Tally finds one: date, type and number.
  expect(voucher(changes.vouchers, d)).toMatchObject({
    '@_TAGNAME': 'Voucher Number',
    '@_TAGVALUE': d,
    '@_VCHTYPE': 'Journal',
    '@_DATE': tallyDate(today),
  });
  await markImported(changes.sequence);

  const log = (await world.as.accountant.get('/export/tally/log')).json().exports;
  expect(
    log.map((x: Record<string, unknown>) => [
      x.id,
      x.kind,
      x.created,
      x.altered,
      x.cancelled,
      !!x.importedAt,
      x.supersededBy,
    ]),
  ).toEqual([
    [changes.sequence, 'changes', 2, 0, 2, true, null],
    [resent.sequence, 'changes', 1, 0, 0, true, null],
    [lost.sequence, 'changes', 1, 0, 0, false, null],
    [again.sequence, 'changes', 6, 0, 0, false, changes.sequence],
    [unconfirmed.sequence, 'changes', 6, 0, 0, false, changes.sequence],
    [first.sequence, 'period', 6, 0, 0, true, changes.sequence],
  ]);

  // In order: the period file, the set that was not lost, the last set.
  const inOrder = importInto(newTallyCompany(), first, resent, changes);
  expect(inOrder.errors).toEqual([]);
  await expectTallyBooksEqual(world.as.accountant, inOrder, [a, may, c, e]);
  // Out of order: the two sets touch different vouchers, so either order gives the same books.
  const outOfOrder = importInto(newTallyCompany(), first, changes, resent);
  await expectTallyBooksEqual(world.as.accountant, outOfOrder, [a, may, c, e]);

  // Stale: the first period file imported again after the last set brings the old amounts back,
  // as the export log warned (superseded); the next period file puts them right.
  const mayNow = billBalances(inOrder).get(may);
  importInto(inOrder, first);
  // The revision is a voucher of its own that the old file does not name, so it stays; the
  // cancelled bill, which the old file carries live, comes back.
  expect(billBalances(inOrder).get(may)).toBe(mayNow);
  expect(billBalances(inOrder).get(d)).toBeGreaterThan(0);
  const second = await exportPeriod(daysAgo(90), today);
  // A second period file: create-or-alter, or a cancellation naming its voucher; never an Alter-only voucher.
  expect(
    vouchersOf(second.vouchers).filter((v) => v['@_ACTION'] !== undefined && v['@_ACTION'] !== 'Cancel'),
  ).toEqual([]);
  expect(actionsOf(second.vouchers)[d]).toBe('Cancel Yes');
  for (const company of [inOrder, outOfOrder]) {
    importInto(company, second);
    await expectTallyBooksEqual(world.as.accountant, company, [a, may, c, e]);
  }
  expect(billBalances(inOrder).get(d) ?? 0).toBe(0);
  // Alone, into an empty company: every live voucher is made; the cancellations find nothing to cancel.
  const restored = importInto(newTallyCompany(), second);
  expect(restored.errors).toEqual([
    `freight-office-bill-${d}: no voucher to cancel`,
    `freight-office-payment-P${reversed}: no voucher to cancel`,
  ]);
  await expectTallyBooksEqual(world.as.accountant, restored, [a, may, c, e]);

  // A stale set imported late and marked so: Tally holds its old amounts again, so the next change
  // set sends what changed since, and the books come right.
  const late = importInto(newTallyCompany(), first, resent, changes, unconfirmed);
  expect(billBalances(late).get(d)).toBeGreaterThan(0);
  await markImported(unconfirmed.sequence);
  const healing = await makeChangeSet();
  // The revision's own voucher was never touched by the stale set, so only the cancellations go again.
  expect(actionsOf(healing.vouchers)).toEqual({
    [d]: 'Cancel Yes',
    [`P${reversed}`]: 'Cancel Yes',
  });
  importInto(late, healing);
  await expectTallyBooksEqual(world.as.accountant, late, [a, may, c, e]);
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
  const files = await exportPeriod(today, today);
  for (const xml of [files.masters, files.vouchers])
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
  // Two vendors in one ledger would merge their balances: refused in any case (nameKey), for the other vendor's name too.
  const ledgerOfPanless = await world.as.admin.post('/settings/vendor-ledgers', {
    vendor: VENDOR_WITHOUT_PAN,
    ledgerName: 'Om Shree Carriers (Pune)',
  });
  expect(ledgerOfPanless.statusCode).toBe(200);
  for (const taken of ['OM SHREE CARRIERS (PUNE)', ' om shree  carriers (pune) '])
    expect(
      (
        await world.as.admin.post('/settings/vendor-ledgers', { vendor: VENDOR_WITH_PAN, ledgerName: taken })
      ).json(),
    ).toEqual({
      message: `"${taken.trim()}" is already the Tally ledger of vendor ${VENDOR_WITHOUT_PAN}; each vendor needs a ledger of its own.`,
    });
  // Tally's predefined groups (TallyPrime help, "Groups in TallyPrime") are no vendor's ledger.
  for (const group of ['Sundry Creditors', 'sundry debtors', 'Duties & Taxes']) {
    const refused = await world.as.admin.post('/settings/vendor-ledgers', {
      vendor: VENDOR_WITH_PAN,
      ledgerName: group,
    });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { message: `"${group}" is one of Tally's predefined groups or ledgers; please choose another name.` },
    ]);
  }
  // The vendor keeps its own name again: the same vendor may take its own ledger name in another case.
  expect(
    (
      await world.as.admin.post('/settings/vendor-ledgers', {
        vendor: VENDOR_WITHOUT_PAN,
        ledgerName: 'OM SHREE CARRIERS (PUNE)',
      })
    ).statusCode,
  ).toBe(200);
  const ledgers = (await world.as.admin.get('/settings/ledgers')).json().ledgers;
  expect(
    (
      await world.as.admin.post('/settings/ledgers', {
        ...ledgers,
        freightExpense: 'Om Shree Carriers (Pune)',
      })
    ).json(),
  ).toEqual({
    message: `Freight expense: "Om Shree Carriers (Pune)" is the Tally ledger of vendor ${VENDOR_WITHOUT_PAN}; please choose another name.`,
  });
  expect(
    (await world.as.admin.post('/settings/ledgers', { ...ledgers, bank: 'Bank Accounts' })).json(),
  ).toEqual({
    message: `Bank (NEFT, RTGS, IMPS, UPI, Cheque): "Bank Accounts" is one of Tally's predefined groups or ledgers; please choose another name.`,
  });
  expect((await world.as.admin.get('/settings/ledgers')).json().ledgers).toEqual(ledgers);
  // A PAN removed from the vendor master is removed in Tally: the masters file sends it empty, and
  // "Modify with new data" replaces what Tally had.
  const company = importInto(newTallyCompany(), await exportPeriod(today, today));
  const ledgerOfGanesh = (await world.as.admin.get('/settings/vendor-ledgers'))
    .json()
    .vendors.find((v: { vendor: string }) => v.vendor === VENDOR_WITH_PAN).ledgerName;
  expect(company.ledgers.get(ledgerOfGanesh)!.pan).toBe('ABCDE1234F');
  const ganesh = (await world.as.accountant.get('/list-vendor'))
    .json()
    .find((v: { companyName: string }) => v.companyName === VENDOR_WITH_PAN);
  const { index: _index, ...record } = ganesh;
  expect((await world.as.accountant.post('/update-vendor', { ...record, pan: '' })).statusCode).toBe(200);
  importInto(company, await exportPeriod(today, today));
  expect(company.ledgers.get(ledgerOfGanesh)!.pan).toBe('');

  for (const profile of ['loadingManager', 'unloadingManager'] as const) {
    for (const res of [
      await world.as[profile].post('/export/tally/changes', {}),
      await world.as[profile].get('/export/tally/files/1/vouchers'),
      await world.as[profile].post('/export/tally/files/1/imported', {}),
      await world.as[profile].get('/export/tally/log'),
      await world.as[profile].get('/settings/vendor-ledgers'),
    ]) {
      expect(res.statusCode).toBe(403);
    }
  }
});
