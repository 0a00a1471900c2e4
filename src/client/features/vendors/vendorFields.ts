import type { InputHTMLAttributes } from 'react';
import {
  BANK_NAME_MAX,
  GST_APPLICABLE_OPTIONS,
  GST_LENGTH,
  MAX_EMAIL_LENGTH,
  PAN_LENGTH,
  VENDOR_FIELDS,
  VENDOR_MESSAGES,
  VENDOR_NAME_MAX,
  toAlphanumericUpper,
  vendorInputSchema,
  type Vendor,
  type VendorField,
  type VendorInput,
} from '../../../shared/vendor';

/** What the vendor inputs hold while the user types: text for every field. */
export type VendorDraft = Record<VendorField, string>;

export const EMPTY_VENDOR: VendorDraft = Object.fromEntries(VENDOR_FIELDS.map((f) => [f, ''])) as VendorDraft;

export function draftOfVendor(vendor: Vendor): VendorDraft {
  const draft = { ...EMPTY_VENDOR };
  for (const field of VENDOR_FIELDS) draft[field] = String(vendor[field] ?? '');
  return draft;
}

const digitsOnly = (value: string) => value.replace(/\D/g, '');

interface InputSpec {
  props: InputHTMLAttributes<HTMLInputElement>;
  /** Applied on every keystroke (SPEC.md section 5: PAN, GST and IFSC upper-cased alphanumeric). */
  filter?: (value: string) => string;
}

/** How each text field's input behaves; the rules themselves are the shared schema's. */
export const VENDOR_INPUTS: Record<Exclude<VendorField, 'gstApplicable'>, InputSpec> = {
  companyName: { props: { maxLength: VENDOR_NAME_MAX, required: true, autoComplete: 'organization' } },
  companyOwner: { props: { maxLength: VENDOR_NAME_MAX, required: true, autoComplete: 'name' } },
  pan: { props: { maxLength: PAN_LENGTH, autoComplete: 'off', spellCheck: false }, filter: toAlphanumericUpper },
  gst: { props: { maxLength: GST_LENGTH, autoComplete: 'off', spellCheck: false }, filter: toAlphanumericUpper },
  email: { props: { type: 'email', maxLength: MAX_EMAIL_LENGTH, autoComplete: 'email' } },
  mobile: { props: { type: 'tel', inputMode: 'numeric', maxLength: 10, autoComplete: 'tel-national' }, filter: digitsOnly },
  bankName: { props: { maxLength: BANK_NAME_MAX, autoComplete: 'off' } },
  bankAccount: { props: { inputMode: 'numeric', maxLength: 18, autoComplete: 'off' }, filter: digitsOnly },
  ifscCode: { props: { maxLength: 11, autoComplete: 'off', spellCheck: false }, filter: toAlphanumericUpper },
  tdsRate: { props: { type: 'number', min: 0, max: 100, step: 0.01, inputMode: 'decimal', required: true } },
};

export const GST_APPLICABLE_CHOICES = GST_APPLICABLE_OPTIONS.map((o) => ({ value: o, label: o }));

export type VendorCheck = { ok: true; value: VendorInput } | { ok: false; message: string; field: VendorField | null };

/** Runs the shared vendor schema; on failure, the first rule's message and the field it is about. */
export function checkVendorDraft(draft: VendorDraft): VendorCheck {
  const result = vendorInputSchema.safeParse(draft);
  if (result.success) return { ok: true, value: result.data as VendorInput };
  const issue = result.error.issues[0];
  const field = VENDOR_FIELDS.find((f) => f === issue?.path[0]) ?? null;
  return { ok: false, message: issue?.message ?? VENDOR_MESSAGES.submitFailed, field };
}
