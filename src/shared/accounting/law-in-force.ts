import { quarterOf, quarterRange, type Quarter } from './month-end';

/**
 * The income-tax law a deduction falls under, by the date of deduction: the Income-tax Act, 1961
 * up to 31 March 2026, the Income-tax Act, 2025 from 1 April 2026. Every screen, file and message
 * that names a provision, a code or a form reads it from here, so a 2025-26 document keeps the
 * 1961 names and a 2026-27 one carries the new ones. Each rule's source (and what could not be
 * confirmed) is in src/shared/accounting/tax-law.md and beside the rule in law-in-force.test.ts.
 */

/** The first day of the Income-tax Act, 2025. */
export const ACT_2025_FROM = '2026-04-01';

/** Who the deductee is, for the rate and the per-type payment code. */
export const DEDUCTEE_KINDS = ['company', 'individualOrHuf', 'otherNonCompany'] as const;
export type DeducteeKind = (typeof DEDUCTEE_KINDS)[number];

export interface TdsLaw {
  /** First and last day this row applies to (null: open-ended). */
  from: string;
  to: string | null;
  act: string;
  /** The provision as a column shows it: '194C' or '393(1) [Table: Sl. No. 6(i)]'. */
  section: string;
  /** How returns and challans name what a payment is: a section code (1961) or a payment code (2025). */
  codeName: 'section code' | 'payment code';
  /** The code per deductee type. */
  codes: { individualOrHuf: string; others: string };
  /** False where public sources disagree on the codes (src/shared/accounting/tax-law.md). */
  codesConfirmed: boolean;
  /** The higher rate where no valid PAN is furnished. */
  noPanProvision: string;
  /** The transporter's declaration (10 or fewer goods carriages): no deduction. */
  transporterProvision: string;
  /** Cash paid to one person on one day above the limit: the whole expenditure is disallowed. */
  cashLimitProvision: string;
  /** The quarterly statement of TDS on payments other than salary, and the certificate. */
  quarterlyStatement: string;
  certificate: string;
  /** Minor head of the challan: TDS payable by the taxpayer. */
  minorHead: string;
  /** What sets the deposit and statement due dates. */
  dueDateRules: string;
  /** How the year is named: '2025-26' is a financial year (previous year) under the 1961 Act, a tax year under the 2025 Act. */
  yearName: 'FY' | 'Tax year';
}

const ACT_1961: TdsLaw = {
  from: '1961-04-01',
  to: '2026-03-31',
  act: 'Income-tax Act, 1961',
  section: '194C',
  codeName: 'section code',
  codes: { individualOrHuf: '94C', others: '94C' },
  codesConfirmed: true,
  noPanProvision: 'section 206AA',
  transporterProvision: 'section 194C(6)',
  cashLimitProvision: 'section 40A(3)',
  quarterlyStatement: 'Form 26Q',
  certificate: 'Form 16A',
  minorHead: '200',
  dueDateRules: 'Income-tax Rules, 1962, rules 30 and 31A',
  yearName: 'FY',
};

const ACT_2025: TdsLaw = {
  from: ACT_2025_FROM,
  to: null,
  act: 'Income-tax Act, 2025',
  section: '393(1) [Table: Sl. No. 6(i)]',
  codeName: 'payment code',
  codes: { individualOrHuf: '1023', others: '1024' },
  codesConfirmed: false,
  noPanProvision: 'section 397(2)',
  transporterProvision: 'section 393(4) [Table: Sl. No. 8]',
  cashLimitProvision: 'section 36(4)',
  quarterlyStatement: 'Form 140',
  certificate: 'Form 131',
  minorHead: '200',
  dueDateRules: 'Income-tax Rules, 2026',
  yearName: 'Tax year',
};

/** Every period, oldest first. */
export const TDS_LAWS: readonly TdsLaw[] = [ACT_1961, ACT_2025];

/** The law in force on a date (YYYY-MM-DD): the Act the deduction of that day falls under. */
export function lawOn(isoDate: string): TdsLaw {
  return isoDate < ACT_2025_FROM ? ACT_1961 : ACT_2025;
}

/** A quarter never straddles the change (it is on a 1 April), so its first day decides. */
export const lawOfQuarter = (fy: string, quarter: Quarter): TdsLaw =>
  lawOn(quarterRange(fy, quarter).startDate);

/** The law of a month of deduction (YYYY-MM). */
export const lawOfMonth = (month: string): TdsLaw => lawOn(`${month}-01`);

/** 'section 194C of the Income-tax Act, 1961'. */
export const citation = (provision: string, law: TdsLaw): string => `${provision} of the ${law.act}`;

/** The provision for TDS on payments to contractors: 'section 194C' / 'section 393(1) [Table: Sl. No. 6(i)]'. */
export const contractorProvision = (law: TdsLaw): string => `section ${law.section}`;

/**
 * The code a return or challan row quotes for a deductee: by its type, or, when the type is not
 * known, the law's only code ('' when the law has one per type).
 */
export function paymentCodeOf(law: TdsLaw, kind: DeducteeKind | null): string {
  if (kind === 'individualOrHuf') return law.codes.individualOrHuf;
  if (kind !== null) return law.codes.others;
  return law.codes.individualOrHuf === law.codes.others ? law.codes.individualOrHuf : '';
}

/** The distinct codes of a law, in order: ['94C'] or ['1023', '1024']. */
export const paymentCodesOf = (law: TdsLaw): string[] => [
  ...new Set([law.codes.individualOrHuf, law.codes.others]),
];

/** The financial (tax) year of a date, 1 April to 31 March: '2026-11-28' -> '2026-27'. */
export const taxYearOf = (isoDate: string): string => quarterOf(isoDate).fy;

/** The last day of the tax year of a date: '2026-11-28' -> '2027-03-31'. */
export const taxYearEnd = (isoDate: string): string => `${Number(taxYearOf(isoDate).slice(0, 4)) + 1}-03-31`;

/** 'FY 2025-26 Q4' / 'Tax year 2026-27 Q3'. */
export const yearLabel = (law: TdsLaw, fy: string): string => `${law.yearName} ${fy}`;
