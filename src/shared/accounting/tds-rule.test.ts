import fc from 'fast-check';
import { billTotals } from '../billing/maths';
import { tdsPaise } from '../common/money';
import {
  SECTION_206AA_RATE,
  chargesTdsPaise,
  deducteeTypeOf,
  panStatus,
  tdsBasisNote,
  tdsDecision,
  type TdsVendorFacts,
} from './tds-rule';
import { VENDOR_TDS_MESSAGES, vendorTdsWarnings, vendorWithTdsSchema } from '../masters/vendor-tds';
import { eachInputGives } from '../test/tables';

const VALID_PAN = 'AAAPL1234C';
const declaration = { receivedOn: '2026-04-02', goodsCarriages: 8 };

describe('PAN status (Form 26Q)', () => {
  eachInputGives('%p is %s', panStatus, [
    ['', 'PANNOTAVBL'],
    [null, 'PANNOTAVBL'],
    ['1234567890', 'PANINVALID'],
    ['AAAPL1234', 'PANINVALID'],
    ['AAAP11234C', 'PANINVALID'],
    [VALID_PAN, 'VALID'],
  ]);

  test('the fourth letter gives the deductee type: P and H 1 %, company 01, others 02 at 2 %', () => {
    expect(deducteeTypeOf('AAAPL1234C')).toEqual({ holder: 'individual', code: '02', rate: 1 });
    expect(deducteeTypeOf('AAAHL1234C')).toEqual({ holder: 'HUF', code: '02', rate: 1 });
    expect(deducteeTypeOf('AAACL1234C')).toEqual({ holder: 'company', code: '01', rate: 2 });
    expect(deducteeTypeOf('AABFS1234K')).toEqual({ holder: 'firm', code: '02', rate: 2 });
    expect(deducteeTypeOf('1234567890')).toBeNull();
  });
});

describe('the TDS rate a bill applies', () => {
  test('no PAN: 20 %, or the vendor rate if higher; off: the vendor rate', () => {
    expect(tdsDecision({ tdsRate: 1, pan: '' })).toMatchObject({
      rate: 20,
      section206AA: true,
      reasonCode: '',
      panStatus: 'PANNOTAVBL',
    });
    expect(tdsDecision({ tdsRate: 25, pan: '' }).rate).toBe(25);
    expect(tdsDecision({ tdsRate: 2, pan: '1234567890' })).toMatchObject({
      rate: 20,
      panStatus: 'PANINVALID',
    });
    expect(tdsDecision({ tdsRate: 1, pan: '' }, { higherRateWithoutPan: false })).toMatchObject({
      rate: 1,
      section206AA: false,
    });
    expect(tdsDecision({ tdsRate: 2, pan: VALID_PAN })).toMatchObject({
      rate: 2,
      section206AA: false,
      panStatus: 'VALID',
    });
  });

  test('a 194C(6) declaration with a valid PAN: 0 %, reason T; without a valid PAN it does not count', () => {
    expect(tdsDecision({ tdsRate: 1, pan: VALID_PAN, declaration })).toMatchObject({
      rate: 0,
      reasonCode: 'T',
    });
    expect(tdsDecision({ tdsRate: 1, pan: '', declaration })).toMatchObject({ rate: 20, reasonCode: '' });
    expect(
      tdsDecision({ tdsRate: 1, pan: VALID_PAN, declaration: { ...declaration, goodsCarriages: 11 } }).rate,
    ).toBe(1);
  });

  test('the note a bill prints', () => {
    expect(tdsBasisNote(tdsDecision({ tdsRate: 1, pan: '' }))).toBe(
      'TDS at 20% (section 206AA: PAN not available)',
    );
    expect(tdsBasisNote(tdsDecision({ tdsRate: 1, pan: VALID_PAN, declaration }))).toBe(
      'TDS nil: section 194C(6) declaration',
    );
  });

  const pans = fc.oneof(
    fc.constant(''),
    fc.constant(VALID_PAN),
    fc.constant('1234567890'),
    fc.string({ maxLength: 12 }),
  );
  const facts: fc.Arbitrary<TdsVendorFacts> = fc.record({
    tdsRate: fc.integer({ min: 0, max: 10000 }).map((bp) => bp / 100),
    pan: pans,
    declaration: fc.option(
      fc.record({ receivedOn: fc.constant('2026-04-02'), goodsCarriages: fc.integer({ min: 0, max: 12 }) }),
      { nil: null },
    ),
  });

  test('property: the rate is 0 (194C(6)), at least 20 without a valid PAN when on, else the vendor rate', () => {
    fc.assert(
      fc.property(facts, fc.boolean(), (f, on) => {
        const d = tdsDecision(f, { higherRateWithoutPan: on });
        if (d.reasonCode === 'T') return d.rate === 0 && d.panStatus === 'VALID';
        if (d.panStatus !== 'VALID' && on)
          return d.rate === Math.max(d.vendorRate, SECTION_206AA_RATE) && d.section206AA;
        return d.rate === d.vendorRate && !d.section206AA;
      }),
    );
  });

  test('property: positive remarks bear TDS at the rate, negative ones change nothing; net = amount + remarks - that TDS', () => {
    const paise = fc.integer({ min: -10_000_000, max: 10_000_000 });
    fc.assert(
      fc.property(fc.array(paise, { maxLength: 2 }), fc.integer({ min: 0, max: 10000 }), (amounts, bp) => {
        const rate = bp / 100;
        const remarks = amounts.map((p) => ({ amount: p / 100 }));
        const expected = remarks
          .filter((r) => r.amount > 0)
          .reduce((s, r) => s + tdsPaise(r.amount, rate), 0);
        const totals = billTotals([{ Freight: 1000, TDS_Rate: rate }], remarks, false, rate);
        return (
          chargesTdsPaise(remarks, rate) === expected &&
          totals.chargesTdsPaise === expected &&
          totals.tdsPaise === tdsPaise(1000, rate) + expected &&
          totals.netPaise === totals.amountPaise + totals.remarksPaise - expected
        );
      }),
    );
  });
});

describe('vendor TDS warnings and the declaration rules', () => {
  test('warns about the PAN layout, a missing PAN, 0 % without a declaration and a rate the holder type does not take', () => {
    expect(vendorTdsWarnings({ tdsRate: 2, pan: '1234567890' })).toEqual([VENDOR_TDS_MESSAGES.panFormat]);
    expect(vendorTdsWarnings({ tdsRate: 1, pan: '' })).toEqual([VENDOR_TDS_MESSAGES.panMissing]);
    expect(vendorTdsWarnings({ tdsRate: 0, pan: 'AABFS1234K' })).toEqual([
      VENDOR_TDS_MESSAGES.zeroWithoutDeclaration,
    ]);
    expect(vendorTdsWarnings({ tdsRate: 0, pan: '' })).toEqual([
      VENDOR_TDS_MESSAGES.panMissing,
      VENDOR_TDS_MESSAGES.zeroWithoutDeclaration,
    ]);
    expect(vendorTdsWarnings({ tdsRate: 2, pan: VALID_PAN })).toEqual([
      VENDOR_TDS_MESSAGES.rateMismatch(2, 'individual', 1),
    ]);
    expect(vendorTdsWarnings({ tdsRate: 1, pan: VALID_PAN })).toEqual([]);
    expect(
      vendorTdsWarnings({
        tdsRate: 0,
        pan: VALID_PAN,
        declaration194C6Date: '2026-04-02',
        goodsCarriages: 8,
      }),
    ).toEqual([]);
  });

  test('the schema keeps SPEC.md rules first and stores the declaration', () => {
    const base = { companyName: 'Small Fleet', companyOwner: 'Ravi Kale', tdsRate: '1', gstApplicable: 'No' };
    expect(
      vendorWithTdsSchema.safeParse({
        ...base,
        pan: VALID_PAN,
        declaration194C6Date: '2026-04-02',
        goodsCarriages: '8',
      }).data,
    ).toMatchObject({
      declaration194C6Date: '2026-04-02',
      goodsCarriages: 8,
    });
    expect(vendorWithTdsSchema.safeParse(base).data).toMatchObject({
      declaration194C6Date: '',
      goodsCarriages: null,
    });
    expect(
      vendorWithTdsSchema.safeParse({ ...base, declaration194C6Date: '2026-04-02', goodsCarriages: 3 }).error
        ?.issues[0].message,
    ).toBe(VENDOR_TDS_MESSAGES.declarationPan);
  });
});
