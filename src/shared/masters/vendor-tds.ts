import { z } from 'zod';
import { daysBetween, formatIndianDate, isIsoDate, todayInIndia } from '../common/dates';
import { parseDecimalText } from '../common/decimal-text';
import {
  MAX_GOODS_CARRIAGES_194C6,
  PAN_FORMAT,
  SECTION_206AA_RATE,
  declarationHolds,
  deducteeTypeOf,
  isValidPan,
  panStatus,
  type Declaration194C6,
  type TdsVendorFacts,
} from '../accounting/tds-rule';
import { vendorInputSchema, type VendorInput } from './vendor';
import {
  DEDUCTEE_KINDS,
  citation,
  lawOn,
  taxYearEnd,
  taxYearOf,
  type DeducteeKind,
} from '../accounting/law-in-force';

/**
 * A vendor's TDS facts beyond SPEC.md's fields: the transporter's declaration (section 194C(6) of
 * the 1961 Act, its successor in the 2025 Act: law-in-force.ts) with its hard rules, and the
 * warnings the vendor form, the vendor list and the TDS register show (they never refuse a save:
 * SPEC.md's PAN rule stays the only hard PAN rule). Labels and rules name no section, as they hold
 * under both Acts; the warnings, about the bills made from today, cite the law in force today.
 */

export const VENDOR_TDS_LABELS = {
  declarationDate: "Transporter's Declaration Received On",
  goodsCarriages: 'Goods Carriages Owned',
  deducteeType: 'Deductee Type',
} as const;

/**
 * Who the deductee is, for the statement's deductee code (01 company, 02 anyone else), the rate
 * (1% individual or HUF, 2% others) and the payment code (1023 / 1024). A valid PAN's fourth letter
 * says it (P or H an individual or HUF, C a company, any other a non-company: the Income Tax
 * Department's PAN structure); without a valid PAN it is asked.
 */
export const DEDUCTEE_TYPE_LABELS: Record<DeducteeKind, string> = {
  company: 'Company',
  individualOrHuf: 'Individual or HUF',
  otherNonCompany: 'Other (firm, AOP, trust, ...)',
};

/**
 * A deductee type as a person writes it in a spreadsheet cell: its key (individualOrHuf) or its
 * label, in any case ("Individual or HUF", "company", "Other"); anything else is left as written
 * for the schema to refuse.
 */
export function deducteeTypeFromText(text: string): string {
  const wanted = text.trim().toLowerCase();
  const found = (Object.keys(DEDUCTEE_TYPE_LABELS) as DeducteeKind[]).find(
    (kind) =>
      kind.toLowerCase() === wanted ||
      DEDUCTEE_TYPE_LABELS[kind].toLowerCase() === wanted ||
      DEDUCTEE_TYPE_LABELS[kind].split(' (')[0].toLowerCase() === wanted,
  );
  return found ?? text.trim();
}

/** The provision of the law in force today, with its Act. */
const today = (pick: (law: ReturnType<typeof lawOn>) => string) => {
  const law = lawOn(todayInIndia());
  return citation(pick(law), law);
};

/** The declaration's legend on the vendor form: 'TDS declaration, section 393(4) [Table: Sl. No. 8] of the Income-tax Act, 2025'. */
export const declarationLegend = (): string => `TDS declaration, ${today((l) => l.transporterProvision)}`;

export const VENDOR_TDS_HINTS = {
  declarationDate: 'Only for a transporter with 10 or fewer goods carriages (optional)',
  goodsCarriages: '1 to 10, as declared (optional)',
  deducteeType: 'Read from a valid PAN; choose it when there is no PAN',
} as const;

export const VENDOR_TDS_MESSAGES = {
  declarationDateRequired: "Please enter the date the transporter's declaration was received.",
  declarationDateInvalid: "The transporter's declaration date must be a valid date.",
  declarationDateFuture:
    "The transporter's declaration date cannot be in the future: enter the day it was received.",
  goodsCarriagesRequired: "Please enter the number of goods carriages the transporter's declaration names.",
  goodsCarriagesRange: `Goods carriages must be a whole number from 1 to ${MAX_GOODS_CARRIAGES_194C6} for a transporter's declaration.`,
  declarationPan: "A transporter's declaration needs a valid PAN (format AAAAA9999A).",
  declarationNotFound: "No transporter's declaration of this date is recorded for this vendor.",
  declarationFileRequired: 'Please select the PDF of the signed declaration.',
  declarationAttached: 'Signed declaration attached.',
  declarationNoFile: 'No signed declaration is attached for this date.',
  deducteeTypeInvalid: `Deductee type must be one of: ${DEDUCTEE_KINDS.join(', ')}.`,
  deducteeTypeRequired:
    'Please choose the deductee type (company, individual or HUF, or other): without a valid PAN it cannot be read from the PAN.',
  deducteeTypeMissing:
    'No valid PAN and no deductee type: the quarterly statement needs the deductee code and the payment code. Choose the deductee type.',
  // warnings, about the bills made from today
  get panMissing() {
    return `No PAN: ${today((l) => l.noPanProvision)} asks TDS at ${SECTION_206AA_RATE}% (or the vendor's rate if higher).`;
  },
  get panFormat() {
    return `PAN is not in the format AAAAA9999A (5 letters, 4 digits, 1 letter): it counts as invalid and ${today((l) => l.noPanProvision)} asks TDS at ${SECTION_206AA_RATE}%.`;
  },
  rateMismatch: (rate: number, holder: string, expected: number) =>
    `TDS rate ${rate}% does not match the PAN's holder type (${holder}: ${expected}%).`,
  /** A declaration covers its own tax year only (1 April to 31 March). */
  declarationLapsed: (receivedOn: string) =>
    `The transporter's declaration of ${formatIndianDate(receivedOn)} covers the year ${taxYearOf(receivedOn)} only: bills now deduct at the normal rate. Record this year's declaration.`,
  declarationLapsing: (receivedOn: string, days: number) =>
    `The transporter's declaration of ${formatIndianDate(receivedOn)} lapses after ${formatIndianDate(taxYearEnd(receivedOn))} (${days === 0 ? 'today' : `in ${days} day${days === 1 ? '' : 's'}`}): record next year's declaration.`,
  get zeroWithoutDeclaration() {
    return `TDS rate 0% needs a transporter's declaration (10 or fewer goods carriages, ${today((l) => l.transporterProvision)}); record it or set the rate.`;
  },
};

/** The vendor list warns this many days before a declaration lapses (and after). */
export const DECLARATION_WARNING_DAYS = 30;

/** The declaration fields as the API answers them ('' and null when none). */
export interface VendorDeclarationFields {
  declaration194C6Date: string;
  goodsCarriages: number | null;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const declarationSchema = z
  .object({ declaration194C6Date: z.unknown().optional(), goodsCarriages: z.unknown().optional() })
  .transform((raw, ctx): VendorDeclarationFields => {
    const date = blank(raw.declaration194C6Date) ? '' : String(raw.declaration194C6Date).trim();
    const text = raw.goodsCarriages;
    const carriages = blank(text)
      ? null
      : typeof text === 'string'
        ? parseDecimalText(text)
        : typeof text === 'number'
          ? text
          : Number.NaN;
    if (date === '' && carriages === null) return { declaration194C6Date: '', goodsCarriages: null };
    // Each issue names its field, so a form shows it beside that input.
    const fail = (field: keyof VendorDeclarationFields, message: string) => {
      ctx.addIssue({ code: 'custom', message, path: [field] });
      return z.NEVER;
    };
    if (date === '') return fail('declaration194C6Date', VENDOR_TDS_MESSAGES.declarationDateRequired);
    if (!isIsoDate(date)) return fail('declaration194C6Date', VENDOR_TDS_MESSAGES.declarationDateInvalid);
    // A declaration not yet received cannot excuse a deduction made today.
    if (date > todayInIndia()) return fail('declaration194C6Date', VENDOR_TDS_MESSAGES.declarationDateFuture);
    if (carriages === null) return fail('goodsCarriages', VENDOR_TDS_MESSAGES.goodsCarriagesRequired);
    if (!Number.isInteger(carriages) || carriages < 1 || carriages > MAX_GOODS_CARRIAGES_194C6)
      return fail('goodsCarriages', VENDOR_TDS_MESSAGES.goodsCarriagesRange);
    return { declaration194C6Date: date, goodsCarriages: carriages };
  });

/** The deductee type as sent: one of DEDUCTEE_KINDS, or '' (none, or read from the PAN). */
const deducteeTypeSchema = z
  .object({ deducteeType: z.unknown().optional() })
  .transform((raw, ctx): { deducteeType: DeducteeKind | '' } => {
    const text = blank(raw.deducteeType) ? '' : String(raw.deducteeType).trim();
    if (text === '' || (DEDUCTEE_KINDS as readonly string[]).includes(text))
      return { deducteeType: text as DeducteeKind | '' };
    ctx.addIssue({
      code: 'custom',
      message: VENDOR_TDS_MESSAGES.deducteeTypeInvalid,
      path: ['deducteeType'],
    });
    return z.NEVER;
  });

/**
 * A vendor's fields with SPEC.md's rules (vendor.ts), then the declaration's (a declaration needs a
 * valid PAN) and the deductee type's format. vendorFormSchema adds that a vendor without a valid PAN
 * names its deductee type.
 */
export const vendorWithTdsSchema = z
  .intersection(vendorInputSchema, z.intersection(declarationSchema, deducteeTypeSchema))
  .superRefine((v, ctx) => {
    if (v.goodsCarriages !== null && !PAN_FORMAT.test(v.pan))
      ctx.addIssue({ code: 'custom', message: VENDOR_TDS_MESSAGES.declarationPan, path: ['pan'] });
  });

/**
 * POST /add-vendor and /update-vendor, the vendor form and the vendor import: without a valid PAN the
 * deductee type is chosen, since the quarterly statement's deductee code (01/02) and the payment code
 * cannot be read from the PAN and the return is refused with a blank one.
 */
export const vendorFormSchema = vendorWithTdsSchema.superRefine((v, ctx) => {
  if (!isValidPan(v.pan) && v.deducteeType === '')
    ctx.addIssue({
      code: 'custom',
      message: VENDOR_TDS_MESSAGES.deducteeTypeRequired,
      path: ['deducteeType'],
    });
});

export type VendorWithTds = VendorInput & VendorDeclarationFields & { deducteeType: DeducteeKind | '' };

/** The deductee type of a vendor: by a valid PAN's fourth letter, else as recorded; null when unknown. */
export function deducteeKindOf(vendor: { pan: string; deducteeType?: string | null }): DeducteeKind | null {
  const byPan = deducteeTypeOf(vendor.pan);
  if (byPan) return byPan.kind;
  const recorded = vendor.deducteeType ?? '';
  return (DEDUCTEE_KINDS as readonly string[]).includes(recorded) ? (recorded as DeducteeKind) : null;
}

/** The statement's deductee code: 01 a company, 02 anyone else; '' when the type is unknown. */
export function deducteeCodeOf(vendor: { pan: string; deducteeType?: string | null }): '01' | '02' | '' {
  const kind = deducteeKindOf(vendor);
  return kind === null ? '' : kind === 'company' ? '01' : '02';
}

/** The rule's view of a vendor (its declaration when both fields are set). */
export function tdsFactsOf(
  vendor: { tdsRate: number | string; pan: string } & Partial<VendorDeclarationFields>,
): TdsVendorFacts {
  const declaration: Declaration194C6 | null =
    vendor.declaration194C6Date && vendor.goodsCarriages != null
      ? { receivedOn: vendor.declaration194C6Date, goodsCarriages: vendor.goodsCarriages }
      : null;
  return { tdsRate: vendor.tdsRate, pan: vendor.pan, declaration };
}

/**
 * What is wrong with a vendor's TDS set-up, as warnings: a missing or malformed PAN, a rate that
 * does not match the PAN's holder type, a 0% rate without the transporter's declaration, a
 * declaration that lapses within 30 days (at the end of its tax year) or has lapsed.
 */
export function vendorTdsWarnings(
  vendor: {
    tdsRate: number | string;
    pan: string;
    deducteeType?: string | null;
  } & Partial<VendorDeclarationFields>,
  today: string = todayInIndia(),
): string[] {
  const facts = tdsFactsOf(vendor);
  const rate = Number(typeof vendor.tdsRate === 'string' ? parseDecimalText(vendor.tdsRate) : vendor.tdsRate);
  const warnings: string[] = [];
  const status = panStatus(vendor.pan);
  if (status === 'PANNOTAVBL') warnings.push(VENDOR_TDS_MESSAGES.panMissing);
  if (status === 'PANINVALID') warnings.push(VENDOR_TDS_MESSAGES.panFormat);
  if (status !== 'VALID' && deducteeKindOf(vendor) === null)
    warnings.push(VENDOR_TDS_MESSAGES.deducteeTypeMissing);
  const receivedOn = facts.declaration?.receivedOn;
  if (declarationHolds(facts, today)) {
    const days = daysBetween(today, taxYearEnd(receivedOn!));
    if (days <= DECLARATION_WARNING_DAYS)
      warnings.push(VENDOR_TDS_MESSAGES.declarationLapsing(receivedOn!, days));
    return warnings;
  }
  if (receivedOn && isIsoDate(receivedOn) && taxYearOf(receivedOn) < taxYearOf(today))
    warnings.push(VENDOR_TDS_MESSAGES.declarationLapsed(receivedOn));
  if (Number.isNaN(rate)) return warnings;
  if (rate === 0) {
    warnings.push(VENDOR_TDS_MESSAGES.zeroWithoutDeclaration);
    return warnings;
  }
  const type = deducteeTypeOf(vendor.pan);
  if (type && rate !== type.rate)
    warnings.push(VENDOR_TDS_MESSAGES.rateMismatch(rate, type.holder, type.rate));
  return warnings;
}
