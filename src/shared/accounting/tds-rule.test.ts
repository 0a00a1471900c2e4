import fc from 'fast-check';
import { billTotals } from '../billing/maths';
import { tdsPaise } from '../common/money';
import {
  SECTION_206AA_RATE,
  chargesTdsPaise,
  declarationHolds,
  declarationLapseNote,
  deducteeTypeOf,
  panStatus,
  tdsBasisNote,
  tdsDecision,
  type TdsVendorFacts,
} from './tds-rule';
import {
  VENDOR_TDS_MESSAGES,
  deducteeCodeOf,
  deducteeKindOf,
  vendorFormSchema,
  vendorTdsWarnings,
  vendorWithTdsSchema,
} from '../masters/vendor-tds';
import { eachInputGives } from '../test/tables';

const VALID_PAN = 'AAAPL1234C';
const declaration = { receivedOn: '2026-04-02', goodsCarriages: 8 };
/** A day of tax year 2026-27, which the declaration above covers. */
const IN_2026_27 = '2026-11-28';

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
    expect(deducteeTypeOf('AAAPL1234C')).toEqual({
      holder: 'individual',
      kind: 'individualOrHuf',
      code: '02',
      rate: 1,
    });
    expect(deducteeTypeOf('AAAHL1234C')).toEqual({
      holder: 'HUF',
      kind: 'individualOrHuf',
      code: '02',
      rate: 1,
    });
    expect(deducteeTypeOf('AAACL1234C')).toEqual({ holder: 'company', kind: 'company', code: '01', rate: 2 });
    expect(deducteeTypeOf('AABFS1234K')).toEqual({
      holder: 'firm',
      kind: 'otherNonCompany',
      code: '02',
      rate: 2,
    });
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
    expect(tdsDecision({ tdsRate: 1, pan: VALID_PAN, declaration }, undefined, IN_2026_27)).toMatchObject({
      rate: 0,
      reasonCode: 'T',
    });
    expect(tdsDecision({ tdsRate: 1, pan: '', declaration }, undefined, IN_2026_27)).toMatchObject({
      rate: 20,
      reasonCode: '',
    });
    expect(
      tdsDecision(
        { tdsRate: 1, pan: VALID_PAN, declaration: { ...declaration, goodsCarriages: 11 } },
        undefined,
        IN_2026_27,
      ).rate,
    ).toBe(1);
  });

  test('the note a bill prints cites the law of its date: the 1961 Act up to 31/03/2026, the 2025 Act from 01/04/2026', () => {
    const noPan = tdsDecision({ tdsRate: 1, pan: '' });
    const declared = tdsDecision({ tdsRate: 1, pan: VALID_PAN, declaration }, undefined, IN_2026_27);
    const normal = tdsDecision({ tdsRate: 1, pan: VALID_PAN });
    expect(tdsBasisNote(noPan, '2026-03-31')).toBe('TDS at 20% (section 206AA: PAN not available)');
    expect(tdsBasisNote(declared, '2026-03-31')).toBe('TDS nil: section 194C(6) declaration');
    expect(tdsBasisNote(normal, '2026-03-31')).toBe('TDS at 1% (section 194C)');
    expect(tdsBasisNote(noPan, '2026-04-01')).toBe('TDS at 20% (section 397(2): PAN not available)');
    expect(tdsBasisNote(declared, '2026-04-01')).toBe(
      'TDS nil: section 393(4) [Table: Sl. No. 8] declaration',
    );
    expect(tdsBasisNote(normal, '2026-11-25')).toBe('TDS at 1% (section 393(1) [Table: Sl. No. 6(i)])');
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
        const d = tdsDecision(f, { higherRateWithoutPan: on }, IN_2026_27);
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

describe('the deductee type: a valid PAN says it, else it is asked', () => {
  // The PAN's fourth letter (Income Tax Department's PAN structure): P individual, H HUF, C company,
  // F firm, A AOP, B BOI, T trust, ...; the statement's deductee code is 01 for a company, 02 for
  // anyone else (Form 26Q deductee record, Oracle JD Edwards' layout of the NSDL file).
  test('by the PAN when valid (a type chosen beside a valid PAN does not count), else as chosen', () => {
    expect(deducteeKindOf({ pan: 'AAACL1234C', deducteeType: 'individualOrHuf' })).toBe('company');
    expect(deducteeKindOf({ pan: 'AAAHL1234C' })).toBe('individualOrHuf');
    expect(deducteeKindOf({ pan: 'AABTS1234K' })).toBe('otherNonCompany');
    expect(deducteeKindOf({ pan: '', deducteeType: 'company' })).toBe('company');
    expect(deducteeKindOf({ pan: '1234567890', deducteeType: '' })).toBeNull();
    expect(deducteeCodeOf({ pan: '', deducteeType: 'company' })).toBe('01');
    expect(deducteeCodeOf({ pan: '', deducteeType: 'otherNonCompany' })).toBe('02');
    expect(deducteeCodeOf({ pan: '', deducteeType: null })).toBe('');
  });

  test("the form asks for it without a valid PAN; the API takes SPEC.md's vendor without it, and a wrong value is refused", () => {
    const base = {
      companyName: 'No Pan Roadways',
      companyOwner: 'Ravi Kale',
      tdsRate: '1',
      gstApplicable: 'No',
    };
    expect(vendorFormSchema.safeParse(base).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['deducteeType', VENDOR_TDS_MESSAGES.deducteeTypeRequired],
    ]);
    expect(vendorFormSchema.safeParse({ ...base, deducteeType: 'company' }).data).toMatchObject({
      deducteeType: 'company',
    });
    expect(vendorWithTdsSchema.safeParse(base).data).toMatchObject({ deducteeType: '' });
    expect(vendorWithTdsSchema.safeParse({ ...base, deducteeType: 'firm' }).error?.issues[0].message).toBe(
      'Deductee type must be one of: company, individualOrHuf, otherNonCompany.',
    );
    expect(vendorFormSchema.safeParse({ ...base, pan: 'AAAPL1234C' }).success).toBe(true);
  });
});

describe("a transporter's declaration holds for the tax year of its date only", () => {
  // Section 194C(6) / its 2025 Act successor: the declaration of the goods carriages owned "during
  // the previous year" (tax year), so each year needs its own; a stale one means short deduction.
  const facts = (receivedOn: string): TdsVendorFacts => ({
    tdsRate: 1,
    pan: VALID_PAN,
    declaration: { receivedOn, goodsCarriages: 8 },
  });

  test('a declaration of 01/05/2023 gives no 0% in 2026-27: the normal rate, and the bill says why', () => {
    const d = tdsDecision(facts('2023-05-01'), undefined, IN_2026_27);
    expect(d).toMatchObject({ rate: 1, reasonCode: '', lapsedDeclaration: '2023-05-01' });
    expect(declarationLapseNote(d)).toBe('Declaration of 01/05/2023 covers FY 2023-24 only');
    expect(declarationLapseNote(tdsDecision(facts('2026-04-02'), undefined, '2027-04-01'))).toBe(
      'Declaration of 02/04/2026 covers tax year 2026-27 only',
    );
  });

  test('it covers 1 April to 31 March of its year, from the day it was received', () => {
    expect(declarationHolds(facts('2026-04-01'), '2027-03-31')).toBe(true);
    expect(declarationHolds(facts('2026-04-01'), '2027-04-01')).toBe(false);
    expect(declarationHolds(facts('2026-03-31'), '2026-04-01')).toBe(false);
    expect(declarationHolds(facts('2026-06-15'), '2026-06-14')).toBe(false);
    expect(tdsDecision(facts('2026-06-15'), undefined, '2026-06-15')).toMatchObject({
      rate: 0,
      reasonCode: 'T',
      lapsedDeclaration: null,
    });
  });

  test('with no declaration or an incomplete one there is nothing to explain', () => {
    expect(tdsDecision({ tdsRate: 1, pan: VALID_PAN }, undefined, IN_2026_27).lapsedDeclaration).toBeNull();
    expect(
      tdsDecision({ ...facts('2023-05-01'), pan: '' }, undefined, IN_2026_27).lapsedDeclaration,
    ).toBeNull();
    expect(declarationLapseNote({ lapsedDeclaration: null })).toBeNull();
  });
});

describe('vendor TDS warnings and the declaration rules', () => {
  test('warns about the PAN layout, a missing PAN, 0 % without a declaration and a rate the holder type does not take', () => {
    expect(vendorTdsWarnings({ tdsRate: 2, pan: '1234567890', deducteeType: 'otherNonCompany' })).toEqual([
      VENDOR_TDS_MESSAGES.panFormat,
    ]);
    expect(vendorTdsWarnings({ tdsRate: 1, pan: '', deducteeType: 'individualOrHuf' })).toEqual([
      VENDOR_TDS_MESSAGES.panMissing,
    ]);
    expect(vendorTdsWarnings({ tdsRate: 0, pan: 'AABFS1234K' })).toEqual([
      VENDOR_TDS_MESSAGES.zeroWithoutDeclaration,
    ]);
    expect(vendorTdsWarnings({ tdsRate: 0, pan: '' })).toEqual([
      VENDOR_TDS_MESSAGES.panMissing,
      VENDOR_TDS_MESSAGES.deducteeTypeMissing,
      VENDOR_TDS_MESSAGES.zeroWithoutDeclaration,
    ]);
    expect(vendorTdsWarnings({ tdsRate: 2, pan: VALID_PAN })).toEqual([
      VENDOR_TDS_MESSAGES.rateMismatch(2, 'individual', 1),
    ]);
    expect(vendorTdsWarnings({ tdsRate: 1, pan: VALID_PAN })).toEqual([]);
    expect(
      vendorTdsWarnings(
        {
          tdsRate: 0,
          pan: VALID_PAN,
          declaration194C6Date: '2026-04-02',
          goodsCarriages: 8,
        },
        IN_2026_27,
      ),
    ).toEqual([]);
  });

  test('a declaration is warned about 30 days before it lapses (31 March of its tax year) and after', () => {
    const declared = { tdsRate: 0, pan: VALID_PAN, declaration194C6Date: '2026-04-02', goodsCarriages: 8 };
    // 31 days before the end of the tax year: nothing yet; 30 days: the warning.
    expect(vendorTdsWarnings(declared, '2027-02-28')).toEqual([]);
    expect(vendorTdsWarnings(declared, '2027-03-01')).toEqual([
      "The transporter's declaration of 02/04/2026 lapses after 31/03/2027 (in 30 days): record next year's declaration.",
    ]);
    expect(vendorTdsWarnings(declared, '2027-03-31')).toEqual([
      "The transporter's declaration of 02/04/2026 lapses after 31/03/2027 (today): record next year's declaration.",
    ]);
    // From 1 April it covers nothing: said so, and 0 % now needs this year's declaration.
    expect(vendorTdsWarnings(declared, '2027-04-01')).toEqual([
      "The transporter's declaration of 02/04/2026 covers the year 2026-27 only: bills now deduct at the normal rate. Record this year's declaration.",
      VENDOR_TDS_MESSAGES.zeroWithoutDeclaration,
    ]);
    expect(
      vendorTdsWarnings({ ...declared, tdsRate: 1, declaration194C6Date: '2023-05-01' }, IN_2026_27),
    ).toEqual([VENDOR_TDS_MESSAGES.declarationLapsed('2023-05-01')]);
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
