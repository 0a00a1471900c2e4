import { XMLParser } from 'fast-xml-parser';
import { DEFAULT_LEDGERS } from '../../../shared/accounting/month-end';
import { billVoucher, paymentVoucher } from './tally';
import { tallyXml } from './tally-xml';
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
    { ledger: 'Freight Adjustments', paise: -50_000 },
    { ledger: 'R & S <Roadlines>', paise: -614_950, bill: { name: 'B1001', type: 'New Ref' } },
    { ledger: 'TDS Payable - 194C', paise: -10_000 },
    { ledger: 'Diesel Recovery', paise: -300_000 },
    { ledger: 'Toll Recovery', paise: -25_050 },
  ]);
  expect(v.entries.reduce((s, e) => s + e.paise, 0)).toBe(0);
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
    { ledger: 'TDS Payable - 194C', paise: 2_000 },
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

test('the XML escapes names and reads back exactly; debits are negative with ISDEEMEDPOSITIVE Yes', () => {
  const payment = paymentVoucher(
    {
      id: 9,
      billId: 'B1001',
      vendor: 'R & S <Roadlines>',
      date: '2026-04-06',
      mode: 'Cash',
      reference: '',
      amount: 1500.5,
      note: 'Driver <cash>',
      createdBy: 'a',
      createdAt: '',
      reversed: false,
      reversedBy: null,
      reversedAt: null,
      reversalReason: null,
    },
    DEFAULT_LEDGERS,
  );
  const xml = tallyXml({
    company: 'Sai & Sons',
    ledgers: [
      {
        vendor: 'R & S <Roadlines>',
        ledgerName: 'R & S <Roadlines>',
        pan: 'ABCDE1234F',
        gstin: '',
        address: 'Plot 4\nNigdi, Pune',
      },
    ],
    vouchers: [
      { voucher: billVoucher(bill(), DEFAULT_LEDGERS), action: 'Create' },
      { voucher: payment, action: 'Alter' },
    ],
  });
  expect(xml).toContain('R &amp; S &lt;Roadlines&gt;');
  const parsed = parse(xml);
  expect(parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDESC.STATICVARIABLES.SVCURRENTCOMPANY).toBe('Sai & Sons');
  const [journal, pay] = parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.map(
    (m: { VOUCHER: unknown }) => m.VOUCHER,
  );
  expect(journal).toMatchObject({ '@_VCHTYPE': 'Journal', DATE: '20260405', VOUCHERNUMBER: 'B1001' });
  expect(journal['ALLLEDGERENTRIES.LIST'][0]).toEqual({
    LEDGERNAME: 'Freight Charges',
    ISDEEMEDPOSITIVE: 'Yes',
    AMOUNT: '-10000.00',
  });
  expect(journal).toMatchObject({
    '@_ACTION': 'Create',
    '@_REMOTEID': 'freight-office-bill-B1001',
    GUID: 'freight-office-bill-B1001',
    ISCANCELLED: 'No',
  });
  expect(journal['ALLLEDGERENTRIES.LIST'][2]).toEqual({
    LEDGERNAME: 'R & S <Roadlines>',
    ISDEEMEDPOSITIVE: 'No',
    AMOUNT: '6149.50',
    ISPARTYLEDGER: 'Yes',
    'BILLALLOCATIONS.LIST': { NAME: 'B1001', BILLTYPE: 'New Ref', AMOUNT: '6149.50' },
  });
  expect(parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE[0].LEDGER).toEqual({
    '@_NAME': 'R & S <Roadlines>',
    '@_ACTION': 'Create',
    'NAME.LIST': { NAME: 'R & S <Roadlines>' },
    PARENT: 'Sundry Creditors',
    ISBILLWISEON: 'Yes',
    INCOMETAXNUMBER: 'ABCDE1234F',
    'ADDRESS.LIST': { '@_TYPE': 'String', ADDRESS: ['Plot 4', 'Nigdi, Pune'] },
  });
  expect(pay).toMatchObject({
    '@_ACTION': 'Alter',
    '@_REMOTEID': 'freight-office-payment-P9',
    '@_VCHTYPE': 'Payment',
    DATE: '20260406',
    VOUCHERNUMBER: 'P9',
    NARRATION: 'Payment Cash against bill B1001: Driver <cash>',
  });
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
});
