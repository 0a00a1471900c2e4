import { z } from 'zod';
import { isIsoDate, todayInIndia } from '../common/dates';
import { parseDecimalText } from '../common/decimal-text';
import {
  MAX_GOODS_CARRIAGES_194C6,
  PAN_FORMAT,
  SECTION_206AA_RATE,
  declarationHolds,
  deducteeTypeOf,
  panStatus,
  type Declaration194C6,
  type TdsVendorFacts,
} from '../accounting/tds-rule';
import { vendorInputSchema, type VendorInput } from './vendor';

/**
 * A vendor's TDS facts beyond SPEC.md's fields: the section 194C(6) declaration (hard rules) and
 * the warnings the vendor form, the vendor list and the TDS register show (they never refuse a
 * save: SPEC.md's PAN rule stays the only hard PAN rule).
 */

export const VENDOR_TDS_LABELS = {
  declarationDate: '194C(6) Declaration Received On',
  goodsCarriages: 'Goods Carriages Owned',
} as const;

export const VENDOR_TDS_HINTS = {
  declarationDate: 'Only for a transporter with 10 or fewer goods carriages (optional)',
  goodsCarriages: '1 to 10, as declared (optional)',
} as const;

export const VENDOR_TDS_MESSAGES = {
  declarationDateRequired: 'Please enter the date the section 194C(6) declaration was received.',
  declarationDateInvalid: 'The section 194C(6) declaration date must be a valid date.',
  declarationDateFuture:
    'The section 194C(6) declaration date cannot be in the future: enter the day it was received.',
  goodsCarriagesRequired: 'Please enter the number of goods carriages the section 194C(6) declaration names.',
  goodsCarriagesRange: `Goods carriages must be a whole number from 1 to ${MAX_GOODS_CARRIAGES_194C6} for a section 194C(6) declaration.`,
  declarationPan: 'A section 194C(6) declaration needs a valid PAN (format AAAAA9999A).',
  // warnings
  panMissing: `No PAN: section 206AA asks TDS at ${SECTION_206AA_RATE}% (or the vendor's rate if higher).`,
  panFormat: `PAN is not in the format AAAAA9999A (5 letters, 4 digits, 1 letter): it counts as invalid and section 206AA asks TDS at ${SECTION_206AA_RATE}%.`,
  rateMismatch: (rate: number, holder: string, expected: number) =>
    `TDS rate ${rate}% does not match the PAN's holder type (${holder}: ${expected}%).`,
  zeroWithoutDeclaration:
    'TDS rate 0% needs a section 194C(6) declaration (10 or fewer goods carriages); record it or set the rate.',
} as const;

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

/**
 * POST /add-vendor and /update-vendor, and the vendor form: SPEC.md's rules (vendor.ts), then the
 * declaration's; a declaration needs a valid PAN.
 */
export const vendorWithTdsSchema = z
  .intersection(vendorInputSchema, declarationSchema)
  .superRefine((v, ctx) => {
    if (v.goodsCarriages !== null && !PAN_FORMAT.test(v.pan))
      ctx.addIssue({ code: 'custom', message: VENDOR_TDS_MESSAGES.declarationPan, path: ['pan'] });
  });

export type VendorWithTds = VendorInput & VendorDeclarationFields;

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
 * does not match the PAN's holder type, a 0% rate without the 194C(6) declaration.
 */
export function vendorTdsWarnings(
  vendor: { tdsRate: number | string; pan: string } & Partial<VendorDeclarationFields>,
): string[] {
  const facts = tdsFactsOf(vendor);
  const rate = Number(typeof vendor.tdsRate === 'string' ? parseDecimalText(vendor.tdsRate) : vendor.tdsRate);
  const warnings: string[] = [];
  const status = panStatus(vendor.pan);
  if (status === 'PANNOTAVBL') warnings.push(VENDOR_TDS_MESSAGES.panMissing);
  if (status === 'PANINVALID') warnings.push(VENDOR_TDS_MESSAGES.panFormat);
  if (declarationHolds(facts) || Number.isNaN(rate)) return warnings;
  if (rate === 0) {
    warnings.push(VENDOR_TDS_MESSAGES.zeroWithoutDeclaration);
    return warnings;
  }
  const type = deducteeTypeOf(vendor.pan);
  if (type && rate !== type.rate)
    warnings.push(VENDOR_TDS_MESSAGES.rateMismatch(rate, type.holder, type.rate));
  return warnings;
}
