import { z } from 'zod';
import { isIsoDate } from '../common/dates';
import { parseDecimalText } from '../common/decimal-text';
import { invisibleCharacterProblem } from '../common/visible-text';
import { TRIP_NUMBER_BOUNDS, checkBoundedNumber, type TripNumberField } from '../common/number-bounds';
import {
  MAX_TRIP_TEXT,
  ROW_EDIT_STATUSES,
  TRIP_AMOUNT_FIELDS,
  TRIP_FIELD_LABELS,
  TRIP_MESSAGES,
  type TripFormFieldName,
} from './record';

// ---------------------------------------------------------------- numbers and text

/**
 * A number field as sent: a JSON number, or typed text. '', null and undefined -> null (not
 * given); text that is not a plain decimal ('1e3', '12kg') -> NaN, so the checks refuse it.
 */
export function parseTripNumber(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value === 'string') return value.trim() === '' ? null : parseDecimalText(value);
  return Number.NaN;
}

/**
 * Checks one number field of a trip against its bound (numberBounds.ts): a number, not negative,
 * no more decimals than the field keeps, not above its maximum. The message, or null when it is
 * empty or valid.
 */
export function checkTripNumber(field: TripNumberField, value: number | null): string | null {
  if (value === null) return null;
  return checkBoundedNumber(TRIP_FIELD_LABELS[field], value, TRIP_NUMBER_BOUNDS[field]);
}

/** A text field as sent: trimmed, '' -> null; numbers (a DO number from a number input) become text. */
export function parseTripText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = (
    typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : typeof value === 'string'
        ? value
        : ''
  )
    .trim()
    .replace(/\s+/g, ' ');
  return text === '' ? null : text;
}

/**
 * A typed text field of a trip (the form's, Revise Bill's inline edit) as sent: no invisible or
 * text-direction character, then not longer than the field keeps. The message names the field by
 * its label, or null when the text is fine. The input gate refuses such a character too, but
 * names the field by its wire path ('updateRows.DriverName'), after the clerk pressed Save; this
 * lets the screen say it beside the field first. The text as sent: trimming would drop a U+FEFF
 * at either end, which the gate still refuses.
 */
export function checkTripText(field: keyof typeof MAX_TRIP_TEXT, sent: unknown): string | null {
  const invisible =
    typeof sent === 'string' ? invisibleCharacterProblem(TRIP_FIELD_LABELS[field], sent) : null;
  if (invisible) return invisible;
  const text = parseTripText(sent);
  return text !== null && text.length > MAX_TRIP_TEXT[field]
    ? TRIP_MESSAGES.textTooLong(TRIP_FIELD_LABELS[field], MAX_TRIP_TEXT[field])
    : null;
}

/** The typed values of the trip form, parsed and checked (what the server stores besides the look-ups). */
export interface TripFormValues {
  TruckNumber: string;
  DONumber: string | null;
  DriverName: string | null;
  Vendor: string;
  DestinationFrom: string;
  DestinationTo: string;
  TruckType: string;
  TransactionStatus: string;
  Weight: number | null;
  DieselAmount: number | null;
  DieselSlipNumber: string | null;
  Advance: number | null;
  Toll: number | null;
  Adblue: number | null;
  Greasing: number | null;
}

/** The trip form's body read: text trimmed (truck upper-cased), numbers parsed, nothing checked yet. */
function readTripForm(body: unknown): TripFormValues {
  const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (field: TripFormFieldName) => parseTripText(source[field]);
  return {
    TruckNumber: (text('TruckNumber') ?? '').toUpperCase(),
    DONumber: text('DONumber'),
    DriverName: text('DriverName'),
    Vendor: text('Vendor') ?? '',
    DestinationFrom: text('DestinationFrom') ?? '',
    DestinationTo: text('DestinationTo') ?? '',
    TruckType: text('TruckType') ?? '',
    TransactionStatus: text('TransactionStatus') ?? '',
    Weight: parseTripNumber(source.Weight),
    DieselAmount: parseTripNumber(source.DieselAmount),
    DieselSlipNumber: text('DieselSlipNumber'),
    Advance: parseTripNumber(source.Advance),
    Toll: parseTripNumber(source.Toll),
    Adblue: parseTripNumber(source.Adblue),
    Greasing: parseTripNumber(source.Greasing),
  };
}

/**
 * Every invisible character, text length and number bound the trip form's body breaks (never rounded: more decimals
 * than kept is refused), one per field, in form order; the form shows each beside its field.
 */
export function tripFormValueProblems(body: unknown): { field: TripFormFieldName; message: string }[] {
  const value = readTripForm(body);
  const sent = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const problems: { field: TripFormFieldName; message: string }[] = [];
  for (const field of ['DONumber', 'DriverName', 'DieselSlipNumber'] as const) {
    const message = checkTripText(field, sent[field]);
    if (message) problems.push({ field, message });
  }
  for (const field of ['Weight', ...TRIP_AMOUNT_FIELDS] as const) {
    const message = checkTripNumber(field, value[field]);
    if (message) problems.push({ field, message });
  }
  return problems;
}

/**
 * Reads the trip form's body and checks it. Freight, Rate and TDS_Rate are not read: they are
 * always computed. Answers the first problem with a number or a text length, in form order.
 */
export function parseTripForm(
  body: unknown,
): { ok: true; value: TripFormValues } | { ok: false; message: string } {
  const problem = tripFormValueProblems(body)[0];
  return problem ? { ok: false, message: problem.message } : { ok: true, value: readTripForm(body) };
}

// ---------------------------------------------------------------- row edit

/** The text fields of POST /api/reports/{id} (multipart). Absent = unchanged; '' = cleared. */
export interface TripRowEditFields {
  localDate?: string;
  transactionStatus?: string;
  weight?: string;
  actualWeight?: string;
  short?: string;
}

export interface TripRowEdit {
  localDate?: string;
  transactionStatus: (typeof ROW_EDIT_STATUSES)[number];
  weight?: number | null;
  actualWeight?: number | null;
  short?: number | null;
}

const rowNumber = (field: 'Weight' | 'ActualWeight' | 'Short') =>
  z
    .string()
    .optional()
    .transform((text) => (text === undefined ? undefined : parseTripNumber(text)))
    .superRefine((n, ctx) => {
      const problem = n === undefined ? null : checkTripNumber(field, n);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/**
 * A row save's rules, each reported on its own field (the row edit names every mistake beside its
 * cell): a status the row edit offers, a real date, and each number within its bound. A field left
 * out (undefined) is left unchanged.
 */
export const tripRowEditSchema = z.object({
  transactionStatus: z
    .string({ error: TRIP_MESSAGES.selectStatus })
    .transform((s) => s.trim())
    .pipe(z.enum(ROW_EDIT_STATUSES, { error: TRIP_MESSAGES.selectStatus })),
  localDate: z
    .string()
    .transform((s) => s.trim())
    .refine(isIsoDate, TRIP_MESSAGES.invalidDate)
    .optional(),
  weight: rowNumber('Weight'),
  actualWeight: rowNumber('ActualWeight'),
  short: rowNumber('Short'),
});

/**
 * Reads a row save: the status first ('Please select a valid transaction status'), then the date,
 * then weights and short. A field left out of the form is left unchanged.
 */
export function parseTripRowEdit(
  fields: TripRowEditFields,
): { ok: true; value: TripRowEdit } | { ok: false; message: string } {
  const parsed = tripRowEditSchema.safeParse(fields);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? TRIP_MESSAGES.selectStatus };
  // Only what was sent: an absent field stays absent (unchanged).
  const { transactionStatus, localDate, weight, actualWeight, short } = parsed.data;
  const value: TripRowEdit = {
    transactionStatus,
    ...(localDate !== undefined && { localDate }),
    ...(weight !== undefined && { weight }),
    ...(actualWeight !== undefined && { actualWeight }),
    ...(short !== undefined && { short }),
  };
  return { ok: true, value };
}
