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
  '@_ACTION': string;
  '@_REMOTEID': string;
  '@_VCHTYPE': string;
  DATE: string;
  VOUCHERNUMBER: string;
  ISCANCELLED: string;
  'ALLLEDGERENTRIES.LIST'?: Array<{
    LEDGERNAME: string;
    AMOUNT: string;
    'BILLALLOCATIONS.LIST'?: { NAME: string; BILLTYPE: string; AMOUNT: string };
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

const exportFile = async (url: string) => {
  const res = await world.as.accountant.get(url);
  expect(res.statusCode).toBe(200);
  return res.body;
};

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
  const q2 = await exportFile('/export/tally?startDate=2026-07-01&endDate=2026-09-30');
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

  const changes = await exportFile('/export/tally/changes');
  const sent = byNumber(changes);
  // Only the changes, new vouchers dated 26/11; the August vouchers are neither altered nor cancelled.
  expect([...sent.keys()].sort()).toEqual(
    [`${cancelledLater}-cancel`, `${revisedLater}-r2`, `P${payment}-reversal`].sort(),
  );
  expect(sent.get(`P${payment}-reversal`)).toMatchObject({
    '@_ACTION': 'Create',
    '@_VCHTYPE': 'Receipt',
    DATE: '20261126',
  });
  expect(sent.get(`${revisedLater}-r2`)).toMatchObject({
    '@_ACTION': 'Create',
    '@_REMOTEID': `freight-office-bill-${revisedLater}-r2`,
    DATE: '20261126',
    ISCANCELLED: 'No',
  });
  expect(sent.get(`${cancelledLater}-cancel`)).toMatchObject({
    '@_ACTION': 'Create',
    '@_REMOTEID': `freight-office-bill-${cancelledLater}-cancelled`,
    DATE: '20261126',
  });
  // One trip of 29,000 less freight (TDS 2%: 580 less) against the bill's own reference.
  const entries = sent.get(`${revisedLater}-r2`)!['ALLLEDGERENTRIES.LIST']!;
  expect(entries.find((e) => e.LEDGERNAME === 'Freight Charges')!.AMOUNT).toBe('29000.00');
  expect(entries.find((e) => e.LEDGERNAME === 'TDS Payable - 194C')!.AMOUNT).toBe('-580.00');
  expect(entries.find((e) => e['BILLALLOCATIONS.LIST'])!['BILLALLOCATIONS.LIST']).toMatchObject({
    NAME: revisedLater,
    BILLTYPE: 'Agst Ref',
  });

  // Q2 exported again: its vouchers as first sent.
  const q2Again = byNumber(await exportFile('/export/tally?startDate=2026-07-01&endDate=2026-09-30'));
  for (const [number, first] of byNumber(q2)) {
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
    for (const file of files) importTallyFile(company, file);
    await expectTallyBooksEqual(as.accountant, company, [revisedLater]);
  }
}, 180_000);
