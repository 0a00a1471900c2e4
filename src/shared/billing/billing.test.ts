import {
  BILLING_MESSAGES,
  amountInWords,
  billTotals,
  capitaliseRemark,
  checkBillSelection,
  checkRemarks,
  checkReviseSelection,
  integerInIndianWords,
  normaliseRemarks,
  parseReviseUpdate,
  remarksText,
  toGenerateBillRows,
} from './';
import type { TripRecord } from '../trips';
import { eachInputGives } from '../test/tables';

describe('billTotals (paise)', () => {
  // Freight 29000, TDS 2 % = 580, Short 100, Diesel 5000, Advance 2000, Toll 350.25 -> 20969.75
  const first = {
    Weight: 20,
    ActualWeight: 19.95,
    Freight: 29000,
    TDS_Rate: 2,
    Short: 100,
    DieselAmount: 5000,
    Advance: 2000,
    Toll: 350.25,
  };
  // Freight 14501, TDS 1.5 % = 217.515 -> 217.52, Adblue 0.1, Greasing 0.2 -> 14283.18
  const second = {
    Weight: 10.001,
    ActualWeight: null,
    Freight: 14501,
    TDS_Rate: 1.5,
    Adblue: 0.1,
    Greasing: 0.2,
  };

  test('sums every column and the per-trip amounts exactly', () => {
    expect(billTotals([first, second], [], false)).toEqual({
      weightKg: 30001,
      actualWeightKg: 19950,
      freightPaise: 4350100,
      tdsPaise: 58000 + 21752,
      shortPaise: 10000,
      dieselPaise: 500000,
      advancePaise: 200000,
      tollPaise: 35025,
      adbluePaise: 10,
      greasingPaise: 20,
      amountPaise: 2096975 + 1428318,
      remarksPaise: 0,
      gstPaise: 0,
      chargesTdsPaise: 0,
      netPaise: 3525293,
    });
  });

  test('remarks add or subtract by their sign', () => {
    const totals = billTotals([first], [{ amount: 1500 }, { amount: -750.5 }], false);
    expect(totals.remarksPaise).toBe(74950);
    expect(totals.netPaise).toBe(2096975 + 150000 - 75050);
    expect(billTotals([first], [{ amount: '-0.1' }, { amount: '0.2' }], false).netPaise).toBe(2096975 + 10);
    // A remark may take the net below zero.
    expect(billTotals([first], [{ amount: -30000 }], false).netPaise).toBe(2096975 - 3000000);
  });

  test('no floating-point drift: 0.1 + 0.2 paise-exact over many lines', () => {
    const lines = Array.from({ length: 1000 }, () => ({ Freight: 0.1, Toll: 0.2 }));
    const totals = billTotals(lines, [{ amount: 0.3 }], false);
    expect(totals.freightPaise).toBe(10000);
    expect(totals.tollPaise).toBe(20000);
    expect(totals.netPaise).toBe(10000 - 20000 + 30);
  });

  test('GST only with applyTaxes: 5 % of the freight', () => {
    expect(billTotals([first], [], false).gstPaise).toBe(0);
    const taxed = billTotals([first], [{ amount: 100 }], true);
    expect(taxed.gstPaise).toBe(145000);
    expect(taxed.netPaise).toBe(2096975 + 10000 + 145000);
  });

  test('an empty bill totals zero', () => {
    expect(billTotals([], [], false).netPaise).toBe(0);
  });
});

describe('amountInWords (Indian numbering)', () => {
  eachInputGives('%p -> %s', amountInWords, [
    [0, 'Rupees Zero Only'],
    [1, 'Rupees One Only'],
    [15, 'Rupees Fifteen Only'],
    [40, 'Rupees Forty Only'],
    [99, 'Rupees Ninety-Nine Only'],
    [100, 'Rupees One Hundred Only'],
    [101, 'Rupees One Hundred One Only'],
    [1000, 'Rupees One Thousand Only'],
    [12005, 'Rupees Twelve Thousand Five Only'],
    [100000, 'Rupees One Lakh Only'],
    [123456.5, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only'],
    [999999.99, 'Rupees Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only'],
    [1000000, 'Rupees Ten Lakh Only'],
    [10000000, 'Rupees One Crore Only'],
    [
      12345678.9,
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paise Only',
    ],
    [1000000000, 'Rupees One Hundred Crore Only'],
    [0.05, 'Rupees Zero and Five Paise Only'],
    [0.5, 'Rupees Zero and Fifty Paise Only'],
    [-2500.75, 'Minus Rupees Two Thousand Five Hundred and Seventy-Five Paise Only'],
  ]);

  test('rounds to the paisa first (1.005 is one rupee and one paisa)', () => {
    expect(amountInWords(1.005)).toBe('Rupees One and One Paise Only');
    expect(amountInWords('250')).toBe('Rupees Two Hundred Fifty Only');
  });

  test('integerInIndianWords refuses what is not a whole number', () => {
    expect(integerInIndianWords(20_00_00_000)).toBe('Twenty Crore');
    expect(() => integerInIndianWords(1.5)).toThrow(RangeError);
    expect(() => integerInIndianWords(-1)).toThrow(RangeError);
  });
});

describe('checkRemarks (SPEC.md section 5 "Bill remarks")', () => {
  test('no remarks, or only empty rows, are fine', () => {
    expect(checkRemarks([])).toBeNull();
    expect(checkRemarks(undefined)).toBeNull();
    expect(
      checkRemarks([
        { text: '', amount: '' },
        { text: '  ', amount: null },
      ]),
    ).toBeNull();
  });

  eachInputGives('%j -> %p', checkRemarks, [
    [
      [
        { text: 'Loading', amount: '500' },
        { text: 'Penalty', amount: '-200' },
      ],
      null,
    ],
    [[{ text: 'abc', amount: 0 }], null],
    [[{ text: 'x'.repeat(20), amount: '1.5' }], null],
    [
      [
        { text: 'One', amount: 1 },
        { text: 'Two', amount: 2 },
        { text: 'Three', amount: 3 },
      ],
      'Maximum 2 remarks allowed',
    ],
    [[{ text: '', amount: '100' }], 'Remark 1: Text is required'],
    [[{ text: 'ab', amount: '100' }], 'Remark 1: Text must be at least 3 characters'],
    [[{ text: '  a  ', amount: '100' }], 'Remark 1: Text must be at least 3 characters'],
    [
      [
        { text: 'Loading', amount: 1 },
        { text: 'x'.repeat(21), amount: 1 },
      ],
      'Remark 2: Text cannot exceed 20 characters',
    ],
    [[{ text: 'Loading', amount: '' }], 'Remark 1: Amount is required when text is entered'],
    [[{ text: 'Loading' }], 'Remark 1: Amount is required when text is entered'],
    [[{ text: 'Loading', amount: 'ten' }], 'Remark 1: Amount must be a valid number'],
    [[{ text: 'Loading', amount: '1e3' }], 'Remark 1: Amount must be a valid number'],
    [[{ text: 'Loading', amount: Number.NaN }], 'Remark 1: Amount must be a valid number'],
    [[{ text: 'Loading', amount: 1e13 }], 'Remark 1: Amount can be at most 10,00,00,000.'],
    [[{ text: 'Loading', amount: -100_000_000.01 }], 'Remark 1: Amount can be at most 10,00,00,000.'],
    [[{ text: 'Loading', amount: '1500.555' }], 'Remark 1: Amount can have at most 2 decimal places.'],
    [[{ text: 'Loading', amount: 1e-7 }], 'Remark 1: Amount can have at most 2 decimal places.'],
    // n is the row's position: an empty first row keeps the second one's number
    [
      [
        { text: '', amount: '' },
        { text: 'ab', amount: 1 },
      ],
      'Remark 2: Text must be at least 3 characters',
    ],
  ]);

  test('at the bound either way is a remark', () => {
    expect(
      checkRemarks([
        { text: 'Loading', amount: 100_000_000 },
        { text: 'Penalty', amount: '-100000000.00' },
      ]),
    ).toBeNull();
  });

  test('saved capitalised, amounts as typed, empty rows dropped', () => {
    expect(
      normaliseRemarks([
        { text: '  loading   charges ', amount: '1500.56' },
        { text: '', amount: '' },
        { text: 'gST adj', amount: -20 },
      ]),
    ).toEqual([
      { text: 'Loading charges', amount: 1500.56 },
      { text: 'GST adj', amount: -20 },
    ]);
    expect(capitaliseRemark('halting')).toBe('Halting');
    expect(
      remarksText([
        { text: 'Loading', amount: 1 },
        { text: 'Penalty', amount: -1 },
      ]),
    ).toBe('Loading, Penalty');
  });
});

describe('selection checks (SPEC.md section 5 "Bill generation")', () => {
  test('at least one row, one vendor (case-insensitive)', () => {
    expect(checkBillSelection([])).toBe('Please select at least one row to generate the bill.');
    expect(
      checkBillSelection([{ Vendor: 'Om Shree Carriers' }, { Vendor: 'om shree carriers ' }]),
    ).toBeNull();
    expect(checkBillSelection([{ Vendor: 'Om Shree Carriers' }, { Vendor: 'Sai Krupa Transport' }])).toBe(
      'Please select transactions from only one vendor to generate the bill.',
    );
    expect(checkBillSelection([{ vendor: 'A Co' }, { vendor: 'B Co' }])).toBe(
      BILLING_MESSAGES.selectOneVendor,
    );
  });

  test('a revised bill needs at least one trip of one vendor', () => {
    expect(checkReviseSelection([], [])).toBe(BILLING_MESSAGES.selectAtLeastOneRow);
    expect(checkReviseSelection([{ Vendor: 'A Co' }], [])).toBeNull();
    expect(checkReviseSelection([], [{ Vendor: 'A Co' }])).toBeNull();
    expect(checkReviseSelection([{ Vendor: 'A Co' }], [{ Vendor: 'B Co' }])).toBe(
      BILLING_MESSAGES.selectOneVendor,
    );
  });

  test('messages are SPEC.md section 8 words', () => {
    expect(BILLING_MESSAGES.multipleVendorsAlert).toBe(
      'Error: Please select transactions from only one vendor.',
    );
    expect(BILLING_MESSAGES.noTransactionsForVendor('Om Shree Carriers')).toBe(
      'No transactions found for vendor: Om Shree Carriers',
    );
    expect(BILLING_MESSAGES.noDataFound).toBe('No data found!.');
    expect(BILLING_MESSAGES.reviseUpdateFailed).toBe('Failed to update. Reverting changes...');
  });
});

describe('toGenerateBillRows', () => {
  test('builds the section 7 rows with the remarks on each row and applyTaxes false', () => {
    const trip = {
      _id: '7',
      TripID: 'T100007',
      Vendor: 'Om Shree Carriers',
      TransactionStatus: 'Acknowledged',
      DestinationFrom: 'Pune',
      DestinationTo: 'Mumbai',
      Weight: 20,
      ActualWeight: 19.9,
      Freight: 29000,
      Rate: 1450,
      DieselAmount: 5000,
      Advance: null,
      Toll: 350.25,
      TDS_Rate: 1.5,
      BillId: null,
    } as TripRecord;
    const remarks = [{ text: 'Loading', amount: '500' }];
    expect(toGenerateBillRows([trip], remarks)).toEqual([
      {
        id: '7',
        trip_id: 'T100007',
        vendor: 'Om Shree Carriers',
        transaction_status: 'Acknowledged',
        destfrom: 'Pune',
        dest: 'Mumbai',
        wt: 20,
        actwt: 19.9,
        frt: 29000,
        rate: 1450,
        dsl: 5000,
        adv: null,
        toll: 350.25,
        tds: 435,
        billid: null,
        remarks,
        applyTaxes: false,
      },
    ]);
  });
});

describe('parseReviseUpdate', () => {
  eachInputGives("reads only the editable fields, with the trip form's bounds: %j", parseReviseUpdate, [
    [
      { Weight: '21.004', Short: '10.55', DriverName: '  Sunil  More ', Freight: 1, TripID: 'T1' },
      { ok: true, value: { Weight: 21.004, Short: 10.55, DriverName: 'Sunil More' } },
    ],
    [{ Weight: '21.0004' }, { ok: false, message: 'Weight can have at most 3 decimal places.' }],
    [{ Advance: 1500.75 }, { ok: false, message: 'Advance must be a whole number (no decimal places).' }],
    [{ Toll: '' }, { ok: true, value: { Toll: null } }],
  ]);

  eachInputGives('refuses bad numbers and an empty change: %j', parseReviseUpdate, [
    [{ Toll: 'abc' }, { ok: false, message: 'Toll must be a valid number.' }],
    [{ Advance: -1 }, { ok: false, message: 'Advance cannot be negative.' }],
    [{ DONumber: 'x'.repeat(41) }, { ok: false, message: 'DO Number must be at most 40 characters.' }],
    [
      { DriverName: 'Dev\u200brendra' },
      {
        ok: false,
        message:
          'Driver Name contains an invisible or text-direction character (U+200B) that is not allowed. Please retype it.',
      },
    ],
    [{}, { ok: false, message: 'Nothing to update.' }],
    [null, { ok: false, message: 'Nothing to update.' }],
  ]);
});
