import { z } from 'zod';
import { isIsoDate } from '../common/dates';
import { todayInIndia } from '../common/dates';
import { tdsPaise, toPaise, type MaybeAmount } from '../common/money';
import { citation, contractorProvision, lawOn, taxYearOf, type DeducteeKind } from './law-in-force';
import { formatIndianDate } from '../common/dates';

/**
 * TDS on freight paid to contractors (section 194C of the 1961 Act, section 393(1) of the 2025 Act:
 * law-in-force.ts names them by date), written once for the trip form, the bill (generate and
 * revise), its PDF and the TDS register:
 * - a vendor with the transporter's declaration (10 or fewer goods carriages, valid PAN): 0%,
 *   reason code T in the quarterly statement;
 * - a vendor without a valid PAN: 20%, or the vendor's own rate if higher, unless the admin turned
 *   that off on Settings;
 * - else the vendor's rate.
 * The rates are the same under both Acts.
 */

/** Section 206AA: the rate for a deductee who has not furnished a valid PAN. */
export const SECTION_206AA_RATE = 20;
/** Section 194C(6): a transporter owning at most this many goods carriages may declare for 0%. */
export const MAX_GOODS_CARRIAGES_194C6 = 10;
/** Form 26Q's reason code for a lower (nil) deduction under a 194C(6) declaration. */
export const REASON_194C6 = 'T';
/** Form 26Q's reason code for a deduction at a higher rate because no valid PAN was furnished (section 206AA). */
export const REASON_NO_PAN = 'C';

/** The reason code a Form 26Q deductee row carries: T for a 194C(6) declaration, C for section 206AA, else none. */
export function form26QReasonCode(row: { reasonCode: string; section206AA: boolean }): string {
  if (row.reasonCode) return row.reasonCode;
  return row.section206AA ? REASON_NO_PAN : '';
}

/** Five letters, four digits, one letter: the Income-tax Department's PAN layout. */
export const PAN_FORMAT = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** How Form 26Q reports a deductee's PAN: valid, not available, or invalid. */
export type PanStatus = 'VALID' | 'PANNOTAVBL' | 'PANINVALID';

export function panStatus(pan: string | null | undefined): PanStatus {
  const value = (pan ?? '').trim().toUpperCase();
  if (value === '') return 'PANNOTAVBL';
  return PAN_FORMAT.test(value) ? 'VALID' : 'PANINVALID';
}

export const isValidPan = (pan: string | null | undefined): boolean => panStatus(pan) === 'VALID';

/** 194C's rate by the holder: individual or HUF 1%, anyone else 2%. */
export const RATE_INDIVIDUAL_OR_HUF = 1;
export const RATE_OTHERS = 2;

/** Holder types by the PAN's fourth letter (the ones a transporter may be). */
const HOLDER_TYPES: Record<string, string> = {
  P: 'individual',
  H: 'HUF',
  C: 'company',
  F: 'firm',
  A: 'association of persons',
  B: 'body of individuals',
  T: 'trust',
  L: 'local authority',
  J: 'artificial juridical person',
  G: 'government',
};

export interface DeducteeType {
  /** What the fourth letter says the holder is. */
  holder: string;
  /** Company, individual or HUF, or another non-company deductee. */
  kind: DeducteeKind;
  /** Form 26Q's deductee code: 01 company, 02 anyone else. */
  code: '01' | '02';
  /** The 194C rate for this holder. */
  rate: number;
}

/** The deductee type a valid PAN's fourth letter gives, or null for a missing or invalid PAN. */
export function deducteeTypeOf(pan: string | null | undefined): DeducteeType | null {
  if (!isValidPan(pan)) return null;
  const letter = pan!.trim().toUpperCase().charAt(3);
  const holder = HOLDER_TYPES[letter] ?? 'other';
  const individual = letter === 'P' || letter === 'H';
  return {
    holder,
    kind: letter === 'C' ? 'company' : individual ? 'individualOrHuf' : 'otherNonCompany',
    code: letter === 'C' ? '01' : '02',
    rate: individual ? RATE_INDIVIDUAL_OR_HUF : RATE_OTHERS,
  };
}

/** A vendor's section 194C(6) declaration: when it was received and how many goods carriages it names. */
export interface Declaration194C6 {
  receivedOn: string;
  goodsCarriages: number;
}

/** What the rule reads of a vendor. */
export interface TdsVendorFacts {
  tdsRate: MaybeAmount;
  pan: string | null | undefined;
  declaration?: Declaration194C6 | null;
}

/** The admin's switch (Settings): deduct at 20% when the PAN is missing or invalid. */
export interface TdsRuleChoice {
  higherRateWithoutPan: boolean;
}

export const DEFAULT_TDS_RULE_SETTING: TdsRuleChoice = { higherRateWithoutPan: true };

/** The rate a bill applies, and why. */
export interface TdsDecision {
  /** Percent, 2 decimals. */
  rate: number;
  /** The vendor's own rate (the master). */
  vendorRate: number;
  /** True when section 206AA set the rate (no valid PAN, switch on). */
  section206AA: boolean;
  /** 'T' for a 194C(6) declaration, '' otherwise. */
  reasonCode: '' | typeof REASON_194C6;
  panStatus: PanStatus;
  /** The date of a declaration that would have given 0% but covers another tax year; null otherwise. */
  lapsedDeclaration: string | null;
}

/** A declaration in itself: a date, 1 to 10 carriages, and the vendor has a valid PAN. */
function declarationIsComplete(facts: TdsVendorFacts): boolean {
  const d = facts.declaration;
  return (
    !!d &&
    isIsoDate(d.receivedOn) &&
    Number.isInteger(d.goodsCarriages) &&
    d.goodsCarriages >= 1 &&
    d.goodsCarriages <= MAX_GOODS_CARRIAGES_194C6 &&
    isValidPan(facts.pan)
  );
}

/**
 * A declaration counts for a deduction on `on` when it is complete, was received by then, and is
 * of the same tax year (1 April to 31 March): the transporter declares the goods carriages he owns
 * in the year, so each tax year needs its own declaration.
 */
export function declarationHolds(facts: TdsVendorFacts, on: string = todayInIndia()): boolean {
  const d = facts.declaration;
  return declarationIsComplete(facts) && d!.receivedOn <= on && taxYearOf(d!.receivedOn) === taxYearOf(on);
}

/** The TDS rate the law asks of this vendor's freight deducted on `on` (see the module comment). */
export function tdsDecision(
  facts: TdsVendorFacts,
  setting: TdsRuleChoice = DEFAULT_TDS_RULE_SETTING,
  on: string = todayInIndia(),
): TdsDecision {
  const vendorRate = toPaise(facts.tdsRate) / 100;
  const status = panStatus(facts.pan);
  if (declarationHolds(facts, on))
    return {
      rate: 0,
      vendorRate,
      section206AA: false,
      reasonCode: REASON_194C6,
      panStatus: status,
      lapsedDeclaration: null,
    };
  const lapsedDeclaration = declarationIsComplete(facts) ? facts.declaration!.receivedOn : null;
  if (status !== 'VALID' && setting.higherRateWithoutPan) {
    return {
      rate: Math.max(vendorRate, SECTION_206AA_RATE),
      vendorRate,
      section206AA: true,
      reasonCode: '',
      panStatus: status,
      lapsedDeclaration,
    };
  }
  return {
    rate: vendorRate,
    vendorRate,
    section206AA: false,
    reasonCode: '',
    panStatus: status,
    lapsedDeclaration,
  };
}

/**
 * Why a bill made under a transporter's declaration of another tax year applies the normal rate
 * (PDF): 'Declaration of 01/05/2023 covers tax year 2023-24 only'; null when none lapsed.
 */
export function declarationLapseNote(terms: { lapsedDeclaration?: string | null }): string | null {
  if (!terms.lapsedDeclaration) return null;
  const law = lawOn(terms.lapsedDeclaration);
  const year = law.yearName === 'FY' ? 'FY' : 'tax year';
  return `Declaration of ${formatIndianDate(terms.lapsedDeclaration)} covers ${year} ${taxYearOf(terms.lapsedDeclaration)} only`;
}

/**
 * TDS in paise on positive remarks (charges paid to the vendor, part of the amount credited) at
 * the bill's rate; negative remarks are deductions and do not reduce the TDS.
 */
export function chargesTdsPaise(remarks: ReadonlyArray<{ amount: MaybeAmount }>, rate: MaybeAmount): number {
  return remarks.reduce<number>(
    (sum, r) => (toPaise(r.amount) > 0 ? sum + tdsPaise(r.amount, rate) : sum),
    0,
  );
}

// ---------------------------------------------------------------- the admin's switch (Settings)

/** The no-PAN provision in force today, with its Act: 'section 397(2) of the Income-tax Act, 2025'. */
const noPanToday = () => {
  const law = lawOn(todayInIndia());
  return citation(law.noPanProvision, law);
};

/** The switch applies to the bills made from now on, so its words cite the law in force today. */
export const TDS_SETTING_MESSAGES = {
  get label() {
    return `Deduct TDS at ${SECTION_206AA_RATE}% from vendors without a valid PAN (${noPanToday()})`;
  },
  saved: 'TDS rule saved.',
  saveFailed: 'Failed to save the TDS rule.',
  invalid: 'Please choose whether the higher rate without a valid PAN applies.',
  get offWarning() {
    return (
      `The higher rate without a valid PAN is off: vendors without a valid PAN are deducted at their own rate. ` +
      `${noPanToday()[0].toUpperCase()}${noPanToday().slice(1)} asks ${SECTION_206AA_RATE}%; ` +
      'the business is liable for the TDS short-deducted and interest on it.'
    );
  },
};

export const tdsRuleSettingSchema = z.object({
  higherRateWithoutPan: z.boolean({ error: TDS_SETTING_MESSAGES.invalid }),
});

/**
 * How a bill states its TDS basis (PDF), by the law of its date: 'TDS at 20% (section 206AA: PAN
 * not available)' for a bill of 2025-26, 'TDS at 1% (section 393(1) [Table: Sl. No. 6(i)])' from
 * 1 April 2026.
 */
export function tdsBasisNote(
  terms: Pick<TdsDecision, 'rate' | 'section206AA' | 'panStatus'> & { reasonCode: string },
  billDate: string,
): string {
  const law = lawOn(billDate);
  if (terms.reasonCode === REASON_194C6) return `TDS nil: ${law.transporterProvision} declaration`;
  if (terms.section206AA)
    return `TDS at ${terms.rate}% (${law.noPanProvision}: ${terms.panStatus === 'PANINVALID' ? 'PAN invalid' : 'PAN not available'})`;
  return `TDS at ${terms.rate}% (${contractorProvision(law)})`;
}
