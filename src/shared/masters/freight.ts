import { z } from 'zod';
import { parseDecimalText } from '../common/decimal-text';
import { GENERIC_MESSAGES } from '../common/messages';
import { nameKey } from '../common/text-rules';
import { visibleText } from '../common/visible-text';
import { MAX_FREIGHT_RATE, NUMBER_MESSAGES, RATE_BOUND, decimalPlaces } from '../common/number-bounds';

/**
 * Freight rates: one per-ton rate per from/to pair (SPEC.md sections 3, 5, 7 and 8).
 * The form and the server validate and normalise with the same schema, so both store the same values.
 */

export const FREIGHT_MESSAGES = {
  // validation (SPEC.md section 5 names the rules; the words are ours where it gives none)
  required: 'From, To and Rate are required.',
  fromRequired: 'From is required.',
  toRequired: 'To is required.',
  rateRequired: 'Rate is required.',
  fromTooLong: 'From must be at most 60 characters.',
  toTooLong: 'To must be at most 60 characters.',
  rateNotNumber: 'Rate must be a number.',
  rateNegative: 'Rate cannot be negative.',
  // A getter: the bound's Indian grouping (Intl) is made when the message is shown, not at import.
  get rateTooLarge() {
    return NUMBER_MESSAGES.tooLarge('Rate', MAX_FREIGHT_RATE);
  },
  rateNotWhole: NUMBER_MESSAGES.tooManyDecimals('Rate', RATE_BOUND.decimals),
  // SPEC.md section 8
  listError: GENERIC_MESSAGES.fetchFailed,
  empty: 'No freight data available.',
  added: 'Data submitted successfully!',
  duplicate: 'Duplicate entry detected. Please check the data.',
  addFailed: 'Failed to submit data. Please try again.',
  updated: 'Freight updated successfully!',
  updateFailed: 'Failed to update row.',
  updateConflict: 'Conflict: Freight already exists.',
  notFound: 'Freight entry not found.',
  /** Prefix of an update failure that carries the server's text: 'Error: ' + message. */
  errorPrefix: 'Error: ',
  network: 'Network error or server is down.',
  deleted: 'Freight deleted successfully!',
  deleteFailed: 'Failed to delete Freight.',
} as const;

export const MAX_DESTINATION_LENGTH = 60;
export { MAX_FREIGHT_RATE };

/** Trims, collapses inner spaces, then first letter upper and the rest lower ('navi MUMBAI' -> 'Navi mumbai'). */
export function capitaliseDestination(value: string): string {
  const text = value.trim().replace(/\s+/g, ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The key of a from/to pair (each a nameKey), as the unique rule and the trip form's look-up compare it. */
export function freightPairKey(from: string, to: string): string {
  return `${nameKey(from)}\u0000${nameKey(to)}`;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const destination = (label: string, required: string, tooLong: string) =>
  z
    .unknown()
    .refine((value) => !isBlank(value), { message: required, abort: true })
    .pipe(
      z
        .string({ error: required })
        .check(visibleText(label))
        .transform(capitaliseDestination)
        .pipe(z.string().min(1, required).max(MAX_DESTINATION_LENGTH, tooLong)),
    );

/** A number or a numeric string (a form field): whole rupees per ton (SPEC: 'rounded'), refused rather than rounded. */
const rate = z
  .unknown()
  .refine((value) => !isBlank(value), { message: FREIGHT_MESSAGES.rateRequired, abort: true })
  .transform((value) => (typeof value === 'string' ? parseDecimalText(value) : value))
  .pipe(
    z
      .number({ error: FREIGHT_MESSAGES.rateNotNumber })
      .refine(Number.isFinite, { message: FREIGHT_MESSAGES.rateNotNumber, abort: true })
      .min(0, FREIGHT_MESSAGES.rateNegative)
      .refine((n) => decimalPlaces(n) <= RATE_BOUND.decimals, {
        message: FREIGHT_MESSAGES.rateNotWhole,
        abort: true,
      })
      // Asked for when the rule fails: reading it here would make the Intl formatter at import,
      // which the trip form (it loads this module for its route look-up) waited on.
      .max(MAX_FREIGHT_RATE, { error: () => FREIGHT_MESSAGES.rateTooLarge }),
  );

/**
 * The freight form and POST /add-freight (and `new` of /update-freight): each field's own rule
 * (required, length, the rate's number), every broken one reported on its field, in the form's
 * order. Output: capitalised destinations, whole rate.
 */
export const freightPayloadSchema = z.object(
  {
    from_destination: destination('From', FREIGHT_MESSAGES.fromRequired, FREIGHT_MESSAGES.fromTooLong),
    to_destination: destination('To', FREIGHT_MESSAGES.toRequired, FREIGHT_MESSAGES.toTooLong),
    rate,
  },
  { error: FREIGHT_MESSAGES.required },
);
/** The add/update payload as stored (SPEC.md section 3). */
export type FreightPayload = z.output<typeof freightPayloadSchema>;

/** Validates and normalises a payload; the first broken rule's message, or the stored values. */
export function checkFreightPayload(
  raw: unknown,
): { ok: true; value: FreightPayload } | { ok: false; message: string } {
  const result = freightPayloadSchema.safeParse(raw ?? {});
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? FREIGHT_MESSAGES.required };
}
