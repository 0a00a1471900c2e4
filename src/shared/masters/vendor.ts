import { z } from 'zod';
import { parseDecimalText } from '../common/decimal-text';
import { GENERIC_MESSAGES } from '../common/messages';
import { visibleText } from '../common/visible-text';
import type { Vendor } from './wire';

/**
 * Vendors (transport companies a trip is done for): fields, rules and messages of SPEC.md
 * sections 3, 5 and 8. The form and the server run the same normaliser and schema, so what the
 * form shows as valid is exactly what the server stores.
 */

export const VENDOR_MESSAGES = {
  // validation, SPEC.md section 5 (verbatim where it gives the words)
  companyNameRequired: 'Company name is required.',
  companyNameLength: 'Company name must be 3-40 characters.',
  companyOwnerRequired: 'Company owner is required.',
  companyOwnerLength: 'Company owner must be 3-40 characters.',
  pan: 'PAN must be either empty or exactly 10 characters!',
  gst: 'GST must be either empty or exactly 15 characters!',
  email: 'Invalid email address!',
  mobile: 'Mobile number must be exactly 10 digits or empty!',
  bankName: 'Bank name must be at most 40 characters or empty!',
  // what is wrong when the length is not: the characters themselves
  panCharacters: 'PAN can have only letters and digits!',
  gstCharacters: 'GST can have only letters and digits!',
  bankNameCharacters: 'Bank name can have only letters, digits and spaces!',
  bankAccount: 'Bank account number must be between 9 and 18 digits or empty!',
  ifscCode: 'Invalid IFSC code!',
  tdsRateRequired: 'TDS rate is required.',
  tdsRateRange: 'TDS rate must be a number from 0 to 100.',
  tdsRateStep: 'TDS rate can have at most 2 decimal places.',
  gstApplicableRequired: 'Please select whether GST is applicable.',
  // server answers (SPEC.md leaves the words open)
  added: 'Vendor added successfully!',
  updated: 'Vendor updated successfully!',
  notFound: 'Vendor not found.',
  duplicate: 'Vendor with this company name already exists.',
  // SPEC.md section 8
  listError: GENERIC_MESSAGES.fetchFailed,
  empty: 'No data available.',
  duplicateFallback: 'Duplicate vendor entry detected.',
  submitFailed: 'Failed to submit vendor. Please try again.',
  deleted: 'Vendor deleted successfully!',
  deleteFailed: 'Failed to delete Vendor.',
} as const;

export const VENDOR_NAME_MIN = 3;
export const VENDOR_NAME_MAX = 40;
export const PAN_LENGTH = 10;
export const GST_LENGTH = 15;
export const BANK_NAME_MAX = 40;
export const MAX_EMAIL_LENGTH = 254;
export const MOBILE_LENGTH = 10;
export const BANK_ACCOUNT_MAX = 18;
/** An IFSC: 4 letters, a 0, then 6 letters or digits. */
export const IFSC_LENGTH = 11;

export const GST_APPLICABLE_OPTIONS = ['Yes', 'No'] as const;
export type GstApplicable = (typeof GST_APPLICABLE_OPTIONS)[number];
/** The dropdown's first entry: nothing chosen yet. Saving needs Yes or No. */
export const GST_APPLICABLE_PLACEHOLDER = 'Select';

/** The hints the add form shows under each field (SPEC.md section 9 sizes). */
export const VENDOR_HINTS = {
  companyName: '3-40 characters',
  companyOwner: '3-40 characters',
  pan: '10 letters/digits, e.g. AAAPL1234C (optional)',
  gst: '15 letters/digits, e.g. 27AAAPL1234C1Z5 (optional)',
  email: 'e.g. accounts@company.in (optional)',
  mobile: '10 digits (optional)',
  bankName: 'Up to 40 letters, digits or spaces (optional)',
  bankAccount: '9-18 digits (optional)',
  ifscCode: '11 characters, e.g. SBIN0001234 (optional)',
  tdsRate: '0 to 100, up to 2 decimals',
  gstApplicable: 'Yes or No',
} as const;

export const VENDOR_LABELS = {
  companyName: 'Company Name',
  companyOwner: 'Company Owner',
  pan: 'PAN',
  gst: 'GST',
  email: 'Email',
  mobile: 'Mobile',
  bankName: 'Bank Name',
  bankAccount: 'Bank Account',
  ifscCode: 'IFSC Code',
  tdsRate: 'TDS Rate',
  gstApplicable: 'GST Applicable',
} as const;

/** The editable fields, in the order their rules are checked (SPEC.md section 5's order). */
export const VENDOR_FIELDS = [
  'companyName',
  'companyOwner',
  'pan',
  'gst',
  'email',
  'mobile',
  'bankName',
  'bankAccount',
  'ifscCode',
  'tdsRate',
  'gstApplicable',
] as const;
export type VendorField = (typeof VENDOR_FIELDS)[number];

/** What add/update store: the vendor without its id. */
export type VendorInput = Omit<Vendor, 'id' | '_id'>;

export const PAN_PATTERN = /^[A-Z0-9]{10}$/;
export const GST_PATTERN = /^[A-Z0-9]{15}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_LENGTH}}$`);
export const BANK_NAME_PATTERN = /^[A-Za-z0-9 ]{1,40}$/;
const ALPHANUMERIC = /^[A-Za-z0-9]*$/;
const BANK_NAME_CHARACTERS = /^[A-Za-z0-9 ]*$/;
export const BANK_ACCOUNT_PATTERN = new RegExp(`^\\d{9,${BANK_ACCOUNT_MAX}}$`);
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/**
 * 'sharma  ROADLINES pvt ltd' -> 'Sharma Roadlines Pvt Ltd': each word's first letter upper, the
 * rest lower. A word also starts after '-', '(', '.' and '/' ('r.k. logistics' -> 'R.K. Logistics').
 */
export function toTitleCase(value: string): string {
  return value
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s(\-./])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** What the PAN, GST and IFSC inputs keep as the user types: upper-case letters and digits. */
export function toAlphanumericUpper(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

type Text = (value: string) => string;
const squeeze: Text = (v) => v.trim().replace(/\s+/g, ' ');
const noSpaces: Text = (v) => v.replace(/\s+/g, '');
const upperNoSpaces: Text = (v) => noSpaces(v).toUpperCase();

const FIELD_NORMALISERS: Record<Exclude<VendorField, 'tdsRate' | 'gstApplicable'>, Text> = {
  companyName: toTitleCase,
  companyOwner: toTitleCase,
  pan: upperNoSpaces,
  gst: upperNoSpaces,
  email: (v) => v.trim().toLowerCase(),
  mobile: noSpaces,
  bankName: squeeze,
  bankAccount: noSpaces,
  ifscCode: upperNoSpaces,
};

/** Numbers from JSON become text; missing values become ''; anything else is left for the schema to refuse. */
function asText(value: unknown): unknown {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return value;
}

/**
 * Applies the storage form of every field: title-cased names, upper-cased PAN/GST/IFSC without
 * spaces, trimmed text, 'yes' -> 'Yes'. Unknown keys are dropped. Values of a wrong type are kept
 * so the schema reports them with the field's message.
 */
export function normaliseVendorInput(raw: unknown): Record<VendorField, unknown> {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const out = {} as Record<VendorField, unknown>;
  for (const [field, normalise] of Object.entries(FIELD_NORMALISERS) as [VendorField, Text][]) {
    const value = asText(source[field]);
    out[field] = typeof value === 'string' ? normalise(value) : value;
  }
  const tds = source.tdsRate;
  out.tdsRate = typeof tds === 'string' ? tds.trim() : (tds ?? '');
  const gstApplicable = asText(source.gstApplicable);
  out.gstApplicable =
    typeof gstApplicable === 'string'
      ? gstApplicable.trim().charAt(0).toUpperCase() + gstApplicable.trim().slice(1).toLowerCase()
      : gstApplicable;
  return out;
}

const name = (label: string, required: string, length: string) =>
  z
    .string({ error: required })
    .check(visibleText(label))
    .min(1, required)
    .pipe(z.string().min(VENDOR_NAME_MIN, length).max(VENDOR_NAME_MAX, length));

/**
 * Empty, or matching the pattern; any other value (or type) gives the field's message. With
 * `characters`, a character outside the allowed set is named as such first, so 'Bank!!' is not
 * told about a length it does not break.
 */
const optionalPattern = (
  pattern: RegExp,
  message: string,
  maxLength = 64,
  characters?: { allowed: RegExp; message: string },
) =>
  z
    .string({ error: message })
    .refine((v) => !characters || characters.allowed.test(v), {
      message: characters?.message ?? message,
      abort: true,
    })
    .max(maxLength, message)
    .refine((v) => v === '' || pattern.test(v), { message });

const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

const tdsRate = z
  .unknown()
  .refine((v) => v !== '' && v !== undefined && v !== null, {
    message: VENDOR_MESSAGES.tdsRateRequired,
    abort: true,
  })
  .transform((v) => (typeof v === 'string' ? parseDecimalText(v) : v))
  .pipe(
    z
      .number({ error: VENDOR_MESSAGES.tdsRateRange })
      .refine(Number.isFinite, { message: VENDOR_MESSAGES.tdsRateRange, abort: true })
      .min(0, VENDOR_MESSAGES.tdsRateRange)
      .max(100, VENDOR_MESSAGES.tdsRateRange)
      .refine(hasAtMostTwoDecimals, VENDOR_MESSAGES.tdsRateStep)
      .transform((n) => Math.round(n * 100) / 100),
  );

const vendorFieldsSchema = z.object({
  companyName: name(
    VENDOR_LABELS.companyName,
    VENDOR_MESSAGES.companyNameRequired,
    VENDOR_MESSAGES.companyNameLength,
  ),
  companyOwner: name(
    VENDOR_LABELS.companyOwner,
    VENDOR_MESSAGES.companyOwnerRequired,
    VENDOR_MESSAGES.companyOwnerLength,
  ),
  pan: optionalPattern(PAN_PATTERN, VENDOR_MESSAGES.pan, 64, {
    allowed: ALPHANUMERIC,
    message: VENDOR_MESSAGES.panCharacters,
  }),
  gst: optionalPattern(GST_PATTERN, VENDOR_MESSAGES.gst, 64, {
    allowed: ALPHANUMERIC,
    message: VENDOR_MESSAGES.gstCharacters,
  }),
  email: optionalPattern(EMAIL_PATTERN, VENDOR_MESSAGES.email, MAX_EMAIL_LENGTH).check(
    visibleText(VENDOR_LABELS.email),
  ),
  mobile: optionalPattern(MOBILE_PATTERN, VENDOR_MESSAGES.mobile),
  bankName: optionalPattern(BANK_NAME_PATTERN, VENDOR_MESSAGES.bankName, 64, {
    allowed: BANK_NAME_CHARACTERS,
    message: VENDOR_MESSAGES.bankNameCharacters,
  }),
  bankAccount: optionalPattern(BANK_ACCOUNT_PATTERN, VENDOR_MESSAGES.bankAccount),
  ifscCode: optionalPattern(IFSC_PATTERN, VENDOR_MESSAGES.ifscCode),
  tdsRate,
  gstApplicable: z.enum(GST_APPLICABLE_OPTIONS, { error: VENDOR_MESSAGES.gstApplicableRequired }),
});

/**
 * A vendor's own contact and bank fields (the portal's change request): each optional, normalised
 * and checked by the vendor form's rules.
 */
export const vendorContactSchema = z.preprocess(
  (raw) => {
    const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const all = normaliseVendorInput(source);
    const keys = ['email', 'mobile', 'bankName', 'bankAccount', 'ifscCode'] as const;
    return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, all[k]]));
  },
  vendorFieldsSchema
    .pick({ email: true, mobile: true, bankName: true, bankAccount: true, ifscCode: true })
    .partial(),
);

/**
 * The vendor form and POST /add-vendor, /update-vendor: normalises, then checks every rule in
 * SPEC.md's order. Output: the values to store.
 */
export const vendorInputSchema = z.preprocess(normaliseVendorInput, vendorFieldsSchema);

/** Validates and normalises; the first broken rule's message, or the values to store. */
export function checkVendorInput(
  raw: unknown,
): { ok: true; value: VendorInput } | { ok: false; message: string } {
  const result = vendorInputSchema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data as VendorInput };
  return { ok: false, message: result.error.issues[0]?.message ?? VENDOR_MESSAGES.submitFailed };
}
