import { rupees } from '../../../shared/common/money';
import { XMLParser } from 'fast-xml-parser';
import { DEFAULT_LEDGERS } from '../../../shared/accounting/month-end';
import { billVoucher, paymentVoucher } from './tally';
import type { Payment } from '../../../shared/payments/wire';
import { tallyMastersXml, tallyVouchersXml } from './tally-xml';
import type { BillBooking } from './bill-bookings';
import type { LedgerBill } from './repository';

const bill = (overrides: Partial<LedgerBill> = {}): BillBooking => ({
  kind: 'bill',
  cancelled: false,
  bill: ledgerBill(overrides),
});
const ledgerBill = (overrides: Partial<LedgerBill> = {}): LedgerBill => ({
  id: 1,
  billId: 'B1001',
  vendor: 'R & S <Roadlines>',
  billDate: '2026-04-05',
  revision: 2,
  tripCount: 3,
  pan: '',
  freightPaise: 10_000_00,
  tdsPaise: 100_00,
  shortPaise: 0,
  dieselPaise: 3_000_00,
  advancePaise: 0,
  tollPaise: 250_50,
  adbluePaise: 0,
  greasingPaise: 0,
  remarksPaise: -500_00,
  chargesPaise: 0,
  gstPaise: 0,
  netPaise: 10_000_00 - 100_00 - 3_000_00 - 250_50 - 500_00,
  ...overrides,
});

const parse = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (n) => ['TALLYMESSAGE', 'ALLLEDGERENTRIES.LIST'].includes(n),
  }).parse(xml);

test('a bill journal: debit freight, credit vendor, TDS and each non-zero recovery; a deduction remark is a credit', () => {
  const v = billVoucher(bill(), DEFAULT_LEDGERS);
  expect(v.entries).toEqual([
    { ledger: 'Freight Charges', paise: 1_000_000 },
    { ledger: 'Freight Deductions', paise: -50_000 },
    { ledger: 'R & S <Roadlines>', paise: -614_950, bill: { name: 'B1001', type: 'New Ref' } },
    { ledger: 'TDS Payable - Contractors', paise: -10_000 },
    { ledger: 'Diesel Recovery', paise: -300_000 },
    { ledger: 'Toll Recovery', paise: -25_050 },
  ]);
  expect(v.entries.reduce((s, e) => s + e.paise, 0)).toBe(0);
});

test('charges and deductions go to their own ledgers: freight + charges (the amount credited) shows in the books', () => {
  // Remarks +2,500.00 (loading) and -1,200.00 (damage); TDS 2% on freight and charges.
  const v = billVoucher(
    bill({
      freightPaise: 96_000_00,
      tdsPaise: 1_970_00,
      dieselPaise: 0,
      tollPaise: 0,
      remarksPaise: 1_300_00,
      chargesPaise: 2_500_00,
      netPaise: 96_000_00 - 1_970_00 + 1_300_00,
    }),
    DEFAULT_LEDGERS,
  );
  expect(v.entries).toEqual([
    { ledger: 'Freight Charges', paise: 96_000_00 },
    { ledger: 'Freight Adjustments', paise: 2_500_00 },
    { ledger: 'Freight Deductions', paise: -1_200_00 },
    { ledger: 'R & S <Roadlines>', paise: -95_330_00, bill: { name: 'B1001', type: 'New Ref' } },
    { ledger: 'TDS Payable - Contractors', paise: -1_970_00 },
  ]);
  const credited = v.entries
    .filter((e) => e.ledger === 'Freight Charges' || e.ledger === 'Freight Adjustments')
    .reduce((s, e) => s + e.paise, 0);
  expect(credited).toBe(98_500_00);
});

test('a bill whose deductions exceed the freight debits the vendor; GST is a debit', () => {
  const v = billVoucher(
    bill({
      dieselPaise: 12_000_00,
      tollPaise: 0,
      remarksPaise: 0,
      gstPaise: 500_00,
      netPaise: 10_000_00 - 100_00 - 12_000_00 + 500_00,
    }),
    DEFAULT_LEDGERS,
  );
  expect(v.entries.find((e) => e.ledger === 'R & S <Roadlines>')).toEqual({
    ledger: 'R & S <Roadlines>',
    paise: 160_000,
    bill: { name: 'B1001', type: 'New Ref' },
  });
  expect(v.entries.find((e) => e.ledger === 'Input GST on Freight')).toEqual({
    ledger: 'Input GST on Freight',
    paise: 50_000,
  });
});

test("a later revision of a closed quarter's bill is its own journal of the difference, dated that day, against the bill's reference", () => {
  const difference = ledgerBill({
    revision: 3,
    freightPaise: -2_000_00,
    tdsPaise: -20_00,
    dieselPaise: 0,
    tollPaise: 0,
    remarksPaise: 0,
    netPaise: -1_980_00,
  });
  const v = billVoucher({ kind: 'revision', bill: difference, day: '2026-11-26' }, DEFAULT_LEDGERS);
  expect(v).toMatchObject({
    identity: 'bill-B1001-r3',
    date: '2026-11-26',
    number: 'B1001-r3',
    type: 'Journal',
  });
  expect(v.entries).toEqual([
    { ledger: 'Freight Charges', paise: -200_000 },
    { ledger: 'R & S <Roadlines>', paise: 198_000, bill: { name: 'B1001', type: 'Agst Ref' } },
    { ledger: 'TDS Payable - Contractors', paise: 2_000 },
  ]);
  const cancellation = billVoucher(
    {
      kind: 'cancellation',
      bill: ledgerBill({
        netPaise: -614_950,
        freightPaise: -1_000_000,
        tdsPaise: -10_000,
        dieselPaise: -300_000,
        tollPaise: -25_050,
        remarksPaise: 50_000,
      }),
      day: '2026-11-27',
    },
    DEFAULT_LEDGERS,
  );
  expect(cancellation).toMatchObject({
    identity: 'bill-B1001-cancelled',
    date: '2026-11-27',
    number: 'B1001-cancel',
  });
  expect(cancellation.entries.find((e) => e.bill)).toEqual({
    ledger: 'R & S <Roadlines>',
    paise: 614_950,
    bill: { name: 'B1001', type: 'Agst Ref' },
  });
});

test('a bill that does not balance is refused rather than exported', () => {
  expect(() => billVoucher(bill({ netPaise: 1 }), DEFAULT_LEDGERS)).toThrow(
    'Bill B1001 does not balance; not exported.',
  );
});

const payment = (mode: Payment['mode'], reference: string): Payment => ({
  id: 9,
  billId: 'B1001',
  vendor: 'R & S <Roadlines>',
  date: '2026-04-06',
  mode,
  reference,
  amount: rupees(1500.5),
  note: 'Driver <cash>',
  createdBy: 'a',
  createdAt: '',
  reversed: false,
  reversedBy: null,
  reversedAt: null,
  reversalReason: null,
});
const vouchersOf = (xml: string) =>
  parse(xml).ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.map((m: { VOUCHER: unknown }) => m.VOUCHER);

test('the vouchers file escapes names and reads back exactly; debits are negative with ISDEEMEDPOSITIVE Yes; no ACTION but on a cancellation', () => {
  const journal = billVoucher(bill(), DEFAULT_LEDGERS);
  const xml = tallyVouchersXml({ company: 'Sai & Sons', sequence: 7 }, [
    { voucher: journal, action: 'Upsert' },
    { voucher: paymentVoucher(payment('Cash', ''), DEFAULT_LEDGERS), action: 'Upsert' },
    { voucher: { ...journal, entries: [] }, action: 'Cancel' },
  ]);
  expect(xml).toContain('R &amp; S &lt;Roadlines&gt;');
  expect(xml).toContain('<!-- Freight back office, Tally export 7 (Vouchers) -->');
  const parsed = parse(xml);
  expect(parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDESC).toEqual({
    REPORTNAME: 'Vouchers',
    STATICVARIABLES: { SVCURRENTCOMPANY: 'Sai & Sons', IMPORTDUPS: 'Modify with new data' },
  });
  const [upsert, pay, cancel] = vouchersOf(xml);
  expect(upsert['ALLLEDGERENTRIES.LIST'][0]).toEqual({
    LEDGERNAME: 'Freight Charges',
    ISDEEMEDPOSITIVE: 'Yes',
    AMOUNT: '-10000.00',
  });
  // Create-or-alter by REMOTEID (TallyConnector's report, src/server/modules/accounting/tally.md): no ACTION attribute at all.
  expect(Object.keys(upsert).filter((k) => k.startsWith('@_'))).toEqual(['@_REMOTEID', '@_VCHTYPE']);
  expect(upsert).toMatchObject({
    '@_REMOTEID': 'freight-office-bill-B1001',
    GUID: 'freight-office-bill-B1001',
    DATE: '20260405',
    VOUCHERNUMBER: 'B1001',
    ISCANCELLED: 'No',
  });
  expect(upsert['ALLLEDGERENTRIES.LIST'][2]).toEqual({
    LEDGERNAME: 'R & S <Roadlines>',
    ISDEEMEDPOSITIVE: 'No',
    AMOUNT: '6149.50',
    ISPARTYLEDGER: 'Yes',
    'BILLALLOCATIONS.LIST': { NAME: 'B1001', BILLTYPE: 'New Ref', AMOUNT: '6149.50' },
  });
  expect(pay).toMatchObject({
    '@_REMOTEID': 'freight-office-payment-P9',
    '@_VCHTYPE': 'Payment',
    DATE: '20260406',
    VOUCHERNUMBER: 'P9',
    NARRATION: 'Payment Cash against bill B1001: Driver <cash>',
  });
  // Cash has no instrument: no bank allocation.
  expect(pay['ALLLEDGERENTRIES.LIST']).toEqual([
    {
      LEDGERNAME: 'R & S <Roadlines>',
      ISDEEMEDPOSITIVE: 'Yes',
      AMOUNT: '-1500.50',
      ISPARTYLEDGER: 'Yes',
      'BILLALLOCATIONS.LIST': { NAME: 'B1001', BILLTYPE: 'Agst Ref', AMOUNT: '-1500.50' },
    },
    { LEDGERNAME: 'Cash', ISDEEMEDPOSITIVE: 'No', AMOUNT: '1500.50' },
  ]);
  // A cancellation names the voucher by date, type and number beside its REMOTEID, and touches no ledger.
  expect(cancel).toEqual({
    '@_REMOTEID': 'freight-office-bill-B1001',
    '@_VCHTYPE': 'Journal',
    '@_DATE': '20260405',
    '@_TAGNAME': 'Voucher Number',
    '@_TAGVALUE': 'B1001',
    '@_ACTION': 'Cancel',
    GUID: 'freight-office-bill-B1001',
    DATE: '20260405',
    VOUCHERTYPENAME: 'Journal',
    VOUCHERNUMBER: 'B1001',
    NARRATION: journal.narration,
    ISCANCELLED: 'Yes',
  });
});

test("a bank payment's bank line carries the instrument: transaction type, UTR or cheque number, date", () => {
  const lineOf = (p: Payment) =>
    vouchersOf(
      tallyVouchersXml({ company: 'Sai', sequence: 1 }, [
        { voucher: paymentVoucher(p, DEFAULT_LEDGERS, 'R S Roadlines'), action: 'Upsert' },
      ]),
    )[0]['ALLLEDGERENTRIES.LIST'][1];
  expect(lineOf(payment('NEFT', 'UTR000123'))).toEqual({
    LEDGERNAME: 'Bank Account',
    ISDEEMEDPOSITIVE: 'No',
    AMOUNT: '1500.50',
    'BANKALLOCATIONS.LIST': {
      DATE: '20260406',
      INSTRUMENTDATE: '20260406',
      TRANSACTIONTYPE: 'Others',
      INSTRUMENTNUMBER: 'UTR000123',
      PAYMENTFAVOURING: 'R S Roadlines',
      AMOUNT: '1500.50',
    },
  });
  expect(lineOf(payment('Cheque', '004512'))['BANKALLOCATIONS.LIST']).toMatchObject({
    TRANSACTIONTYPE: 'Cheque',
    INSTRUMENTNUMBER: '004512',
  });
});

test('the masters file is an All Masters import: own ledgers under their groups, vendors under Sundry Creditors, no ACTION, PAN always present', () => {
  const xml = tallyMastersXml(
    { company: 'Sai & Sons', sequence: 3 },
    [
      { name: 'Freight Charges', group: 'Direct Expenses' },
      { name: 'Cash', group: 'Cash-in-hand' },
    ],
    [
      {
        vendor: 'R & S <Roadlines>',
        ledgerName: 'R & S <Roadlines>',
        pan: '',
        gstin: '',
        address: 'Plot 4\nNigdi, Pune',
      },
    ],
  );
  const parsed = parse(xml);
  expect(parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDESC).toEqual({
    REPORTNAME: 'All Masters',
    STATICVARIABLES: { SVCURRENTCOMPANY: 'Sai & Sons', IMPORTDUPS: 'Modify with new data' },
  });
  expect(
    parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.map((m: { LEDGER: unknown }) => m.LEDGER),
  ).toEqual([
    {
      '@_NAME': 'Freight Charges',
      'NAME.LIST': { NAME: 'Freight Charges' },
      PARENT: 'Direct Expenses',
      ISBILLWISEON: 'No',
    },
    { '@_NAME': 'Cash', 'NAME.LIST': { NAME: 'Cash' }, PARENT: 'Cash-in-hand', ISBILLWISEON: 'No' },
    {
      '@_NAME': 'R & S <Roadlines>',
      'NAME.LIST': { NAME: 'R & S <Roadlines>' },
      PARENT: 'Sundry Creditors',
      ISBILLWISEON: 'Yes',
      // Empty, not left out: "Modify with new data" then removes a PAN Tally had.
      INCOMETAXNUMBER: '',
      PARTYGSTIN: '',
      'ADDRESS.LIST': { '@_TYPE': 'String', ADDRESS: ['Plot 4', 'Nigdi, Pune'] },
    },
  ]);
});
