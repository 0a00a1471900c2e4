import type { InputHTMLAttributes } from 'react';
import {
  BANK_ACCOUNT_MAX,
  BANK_NAME_MAX,
  GST_APPLICABLE_OPTIONS,
  GST_LENGTH,
  IFSC_LENGTH,
  MAX_EMAIL_LENGTH,
  MOBILE_LENGTH,
  PAN_LENGTH,
  VENDOR_FIELDS,
  VENDOR_NAME_MAX,
  VENDOR_LABELS,
  toAlphanumericUpper,
  type VendorField,
} from '../../../shared/masters/vendor';
import type { Vendor } from '../../../shared/masters/wire';
import { MAX_GOODS_CARRIAGES_194C6 } from '../../../shared/accounting/tds-rule';
import {
  DEDUCTEE_TYPE_LABELS,
  VENDOR_TDS_HINTS,
  VENDOR_TDS_LABELS,
} from '../../../shared/masters/vendor-tds';
import { DEDUCTEE_KINDS } from '../../../shared/accounting/law-in-force';

/** The transporter's declaration's inputs, beside SPEC.md's vendor fields. */
export const DECLARATION_FIELDS = ['declaration194C6Date', 'goodsCarriages'] as const;
export type VendorColumn = VendorField | (typeof DECLARATION_FIELDS)[number] | 'deducteeType';
const ALL_FIELDS: readonly VendorColumn[] = [...VENDOR_FIELDS, 'deducteeType', ...DECLARATION_FIELDS];

export const COLUMN_LABELS: Record<VendorColumn, string> = {
  ...VENDOR_LABELS,
  deducteeType: VENDOR_TDS_LABELS.deducteeType,
  declaration194C6Date: VENDOR_TDS_LABELS.declarationDate,
  goodsCarriages: VENDOR_TDS_LABELS.goodsCarriages,
};

/** The deductee type's choices; none chosen reads it from the PAN. */
export const DEDUCTEE_TYPE_CHOICES = [
  { value: '', label: 'From the PAN' },
  ...DEDUCTEE_KINDS.map((k) => ({ value: k, label: DEDUCTEE_TYPE_LABELS[k] })),
];
export const DECLARATION_HINTS: Record<(typeof DECLARATION_FIELDS)[number], string> = {
  declaration194C6Date: VENDOR_TDS_HINTS.declarationDate,
  goodsCarriages: VENDOR_TDS_HINTS.goodsCarriages,
};

/** What the vendor inputs hold while the user types: text for every field. */
export type VendorDraft = Record<VendorColumn, string>;

export const EMPTY_VENDOR: VendorDraft = Object.fromEntries(ALL_FIELDS.map((f) => [f, ''])) as VendorDraft;

export function draftOfVendor(vendor: Vendor): VendorDraft {
  const draft = { ...EMPTY_VENDOR };
  for (const field of ALL_FIELDS) draft[field] = String(vendor[field] ?? '');
  return draft;
}

const digitsOnly = (value: string) => value.replace(/\D/g, '');

interface InputSpec {
  props: InputHTMLAttributes<HTMLInputElement>;
  /** Applied on every keystroke (SPEC.md section 5: PAN, GST and IFSC upper-cased alphanumeric). */
  filter?: (value: string) => string;
}

/** How each text field's input behaves; the rules themselves are the shared schema's. */
export const VENDOR_INPUTS: Record<
  Exclude<VendorColumn, 'gstApplicable' | 'deducteeType' | 'declaration194C6Date'>,
  InputSpec
> = {
  companyName: { props: { maxLength: VENDOR_NAME_MAX, required: true, autoComplete: 'organization' } },
  companyOwner: { props: { maxLength: VENDOR_NAME_MAX, required: true, autoComplete: 'name' } },
  pan: {
    props: { maxLength: PAN_LENGTH, autoComplete: 'off', spellCheck: false },
    filter: toAlphanumericUpper,
  },
  gst: {
    props: { maxLength: GST_LENGTH, autoComplete: 'off', spellCheck: false },
    filter: toAlphanumericUpper,
  },
  email: { props: { type: 'email', maxLength: MAX_EMAIL_LENGTH, autoComplete: 'email' } },
  mobile: {
    props: { type: 'tel', inputMode: 'numeric', maxLength: MOBILE_LENGTH, autoComplete: 'tel-national' },
    filter: digitsOnly,
  },
  bankName: { props: { maxLength: BANK_NAME_MAX, autoComplete: 'off' } },
  bankAccount: {
    props: { inputMode: 'numeric', maxLength: BANK_ACCOUNT_MAX, autoComplete: 'off' },
    filter: digitsOnly,
  },
  ifscCode: {
    props: { maxLength: IFSC_LENGTH, autoComplete: 'off', spellCheck: false },
    filter: toAlphanumericUpper,
  },
  tdsRate: { props: { type: 'number', min: 0, max: 100, step: 0.01, inputMode: 'decimal', required: true } },
  goodsCarriages: {
    props: { type: 'number', min: 1, max: MAX_GOODS_CARRIAGES_194C6, step: 1, inputMode: 'numeric' },
    filter: digitsOnly,
  },
};

export const GST_APPLICABLE_CHOICES = GST_APPLICABLE_OPTIONS.map((o) => ({ value: o, label: o }));
