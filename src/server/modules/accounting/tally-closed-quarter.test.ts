import { XMLParser } from 'fast-xml-parser';
import type { TripRecord } from '../../../shared/trips';
import { expectTallyBooksEqual, reviseCancelAndReverse } from '../../test/tally-books';
import { importTallyFile, newTallyCompany } from '../../test/tally-model';
import { useMonthEndWorld } from '../../test/month-end-fixtures';

// Tally and a closed quarter: bills of August (Q2), Q2 exported and closed in October, the bills
// changed in November. Tally's August must not move: each change is its own voucher dated the day
// it was made, against the bill's reference, and the books still equal Outstanding.
let now = new Date('2026-08-10T06:00:00Z');
const setDay = (day: string) => {
  now = new Date(`${day}T06:00:00Z`);
};

const world = useMonthEndWorld(90_000, { clock: () => now });

interface VoucherXml {
  '@_ACTION'?: string;
  '@_REMOTEID': string;
  '@_VCHTYPE': string;
  DATE: string;
  VOUCHERNUMBER: string;
  ISCANCELLED: string;
  'ALLLEDGERENTRIES.LIST'?: Array<{
    LEDGERNAME: string;
    AMOUNT: string;
    'BILLALLOCATIONS.LIST'?: { NAME: string; BILLTYPE: string; AMOUNT: string };
    'BANKALLOCATIONS.LIST'?: { TRANSACTIONTYPE: string; INSTRUMENTNUMBER: string; INSTRUMENTDATE: string };
  }>;
}
const vouchersOf = (xml: string): VoucherXml[] =>
  new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (n) => ['TALLYMESSAGE', 'ALLLEDGERENTRIES.LIST'].includes(n),
  })
    .parse(xml)
    .ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.map((m: { VOUCHER: VoucherXml }) => m.VOUCHER);
const byNumber = (xml: string) => new Map(vouchersOf(xml).map((v) => [v.VOUCHERNUMBER, v]));

const fileOf = async (sequence: number, part: 'masters' | 'vouchers') => {
  const res = await world.as.accountant.get(`/export/tally/files/${sequence}/${part}`);
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The export's masters and vouchers files, imported into Tally and marked so. */
const importedExport = async (made: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => { export: { id: number } };
}) => {
  expect([200, 201]).toContain(made.statusCode);
  const sequence = Number(made.headers['x-tally-export'] ?? made.json().export.id);
  const files = { masters: await fileOf(sequence, 'masters'), vouchers: await fileOf(sequence, 'vouchers') };
  expect((await world.as.accountant.post(`/export/tally/files/${sequence}/imported`, {})).statusCode).toBe(
    200,
  );
  return files;
};
const q2Export = () => world.as.accountant.get('/export/tally?startDate=2026-07-01&endDate=2026-09-30');

test("changes to a closed quarter's bills reach Tally as vouchers of the day they were made; August stays as exported", async () => {
  const { as } = world;
  setDay('2026-08-10');
  const twoTrips: TripRecord[] = [await world.acknowledgedTrip(), await world.acknowledgedTrip()];
  const revisedLater = await world.bill(twoTrips);
  const cancelledLater = await world.bill([await world.acknowledgedTrip()]);
  const paid = await as.accountant.post('/payments', {
    billId: revisedLater,
    date: '2026-08-10',
    mode: 'NEFT',
    reference: world.newReference(),
    amount: 5000,
    note: '',
  });
  expect(paid.statusCode).toBe(201);
  const payment = paid.json().payment.id as number;

  setDay('2026-10-05');
  const q2 = await importedExport(await q2Export());
  expect(
    (await as.accountant.post('/accounting/periods/close', { fy: '2026-27', quarter: 'Q2' })).statusCode,
  ).toBe(200);

  // November: one trip taken off the August bill, the other August bill cancelled.
  setDay('2026-11-26');
  const listed = (await as.accountant.post('/list-to-revise-bill', { bill_id: revisedLater })).json()
    .billed as TripRecord[];
  await reviseCancelAndReverse(as.accountant, {
    revise: {
      billedSelectedRows: listed.filter((t) => t.TripID !== twoTrips[1].TripID),
      billedUnselectedRows: listed.filter((t) => t.TripID === twoTrips[1].TripID),
      ackSelectedRows: [],
    },
    cancel: cancelledLater,
    reverse: { payment, reason: 'Returned by the bank' },
  });

  const changes = await importedExport(await as.accountant.post('/export/tally/changes', {}));
  const sent = byNumber(changes.vouchers);
  // Only the changes, new vouchers dated 26/11; the August vouchers are neither altered nor cancelled.
  expect([...sent.keys()].sort()).toEqual(
    [`${cancelledLater}-cancel`, `${revisedLater}-r2`, `P${payment}-reversal`].sort(),
  );
  // New vouchers of their own: create-or-alter by REMOTEID, no ACTION.
  expect([...sent.values()].map((v) => v['@_ACTION'])).toEqual([undefined, undefined, undefined]);
  expect(sent.get(`P${payment}-reversal`)).toMatchObject({
    '@_VCHTYPE': 'Receipt',
    DATE: '20261126',
  });
  // The money back carries the transfer's instrument (its UTR), dated the day it came back.
  const bankLine = sent
    .get(`P${payment}-reversal`)!
    ['ALLLEDGERENTRIES.LIST']!.find((e) => e['BANKALLOCATIONS.LIST']);
  expect(bankLine).toMatchObject({
    LEDGERNAME: 'Bank Account',
    AMOUNT: '-5000.00',
    'BANKALLOCATIONS.LIST': {
      TRANSACTIONTYPE: 'Others',
      INSTRUMENTNUMBER: paid.json().payment.reference,
      INSTRUMENTDATE: '20261126',
    },
  });
  expect(sent.get(`${revisedLater}-r2`)).toMatchObject({
    '@_REMOTEID': `freight-office-bill-${revisedLater}-r2`,
    DATE: '20261126',
    ISCANCELLED: 'No',
  });
  expect(sent.get(`${cancelledLater}-cancel`)).toMatchObject({
    '@_REMOTEID': `freight-office-bill-${cancelledLater}-cancelled`,
    DATE: '20261126',
  });
  // One trip of 29,000 less freight (TDS 2%: 580 less) against the bill's own reference.
  const entries = sent.get(`${revisedLater}-r2`)!['ALLLEDGERENTRIES.LIST']!;
  expect(entries.find((e) => e.LEDGERNAME === 'Freight Charges')!.AMOUNT).toBe('29000.00');
  expect(entries.find((e) => e.LEDGERNAME === 'TDS Payable - Contractors')!.AMOUNT).toBe('-580.00');
  expect(entries.find((e) => e['BILLALLOCATIONS.LIST'])!['BILLALLOCATIONS.LIST']).toMatchObject({
    NAME: revisedLater,
    BILLTYPE: 'Agst Ref',
  });

  // Q2 exported again: its vouchers as first sent.
  const q2Again = byNumber((await q2Export()).body);
  for (const [number, first] of byNumber(q2.vouchers)) {
    expect([number, q2Again.get(number)!['ALLLEDGERENTRIES.LIST']]).toEqual([
      number,
      first['ALLLEDGERENTRIES.LIST'],
    ]);
  }

  // The books, imported in order and the other way round, equal Outstanding per vendor and per bill.
  for (const files of [
    [q2, changes],
    [changes, q2],
  ]) {
    const company = newTallyCompany();
    for (const file of files) {
      importTallyFile(company, file.masters);
      importTallyFile(company, file.vouchers);
    }
    expect(company.errors).toEqual([]);
    await expectTallyBooksEqual(as.accountant, company, [revisedLater]);
  }
}, 180_000);
