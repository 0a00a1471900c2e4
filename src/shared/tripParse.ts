import { isIsoDate } from './dates';
import { parseDecimalText } from './decimal-text';
import { roundRupees, roundWeight } from './money';
import {
  MAX_TRIP_AMOUNT,
  MAX_TRIP_TEXT,
  MAX_TRIP_WEIGHT,
  ROW_EDIT_STATUSES,
  TRIP_AMOUNT_FIELDS,
  TRIP_FIELD_LABELS,
  TRIP_MESSAGES,
  type TripFormField,
} from './tripRecord';

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

type NumberKind = 'amount' | 'weight';

/** Checks one number field; the message, or null when it is empty or a valid value. */
export function checkTripNumber(label: string, value: number | null, kind: NumberKind): string | null {
  if (value === null) return null;
  if (Number.isNaN(value)) return TRIP_MESSAGES.notANumber(label);
  if (value < 0) return TRIP_MESSAGES.negative(label);
  if (value > (kind === 'weight' ? MAX_TRIP_WEIGHT : MAX_TRIP_AMOUNT)) return TRIP_MESSAGES.tooLarge(label);
  return null;
}

/** A text field as sent: trimmed, '' -> null; numbers (a DO number from a number input) become text. */
export function parseTripText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = (typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value : '')
    .trim()
    .replace(/\s+/g, ' ');
  return text === '' ? null : text;
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

/**
 * Reads the trip form's body: text trimmed (truck upper-cased), numbers parsed and rounded to what
 * the database keeps (weights 3 decimals, money 2). Freight, Rate and TDS_Rate are not read: they
 * are always computed. Answers the first problem with a number or a text length, in form order.
 */
export function parseTripForm(body: unknown): { ok: true; value: TripFormValues } | { ok: false; message: string } {
  const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (field: TripFormField) => parseTripText(source[field]);
  const value: TripFormValues = {
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
  for (const field of ['DONumber', 'DriverName', 'DieselSlipNumber'] as const) {
    const v = value[field];
    if (v !== null && v.length > MAX_TRIP_TEXT[field]) {
      return { ok: false, message: TRIP_MESSAGES.textTooLong(TRIP_FIELD_LABELS[field], MAX_TRIP_TEXT[field]) };
    }
  }
  const weightProblem = checkTripNumber(TRIP_FIELD_LABELS.Weight, value.Weight, 'weight');
  if (weightProblem) return { ok: false, message: weightProblem };
  for (const field of TRIP_AMOUNT_FIELDS) {
    const problem = checkTripNumber(TRIP_FIELD_LABELS[field], value[field], 'amount');
    if (problem) return { ok: false, message: problem };
  }
  if (value.Weight !== null) value.Weight = roundWeight(value.Weight);
  for (const field of TRIP_AMOUNT_FIELDS) {
    const v = value[field];
    if (v !== null) value[field] = roundRupees(v);
  }
  return { ok: true, value };
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

/**
 * Reads a row save: the status first ('Please select a valid transaction status'), then the date,
 * then weights and short. A field left out of the form is left unchanged.
 */
export function parseTripRowEdit(fields: TripRowEditFields): { ok: true; value: TripRowEdit } | { ok: false; message: string } {
  const status = fields.transactionStatus?.trim() ?? '';
  if (!(ROW_EDIT_STATUSES as readonly string[]).includes(status)) return { ok: false, message: TRIP_MESSAGES.selectStatus };
  const value: TripRowEdit = { transactionStatus: status as TripRowEdit['transactionStatus'] };
  if (fields.localDate !== undefined) {
    if (!isIsoDate(fields.localDate.trim())) return { ok: false, message: TRIP_MESSAGES.invalidDate };
    value.localDate = fields.localDate.trim();
  }
  const numbers = [
    ['weight', TRIP_FIELD_LABELS.Weight, 'weight'],
    ['actualWeight', TRIP_FIELD_LABELS.ActualWeight, 'weight'],
    ['short', TRIP_FIELD_LABELS.Short, 'amount'],
  ] as const;
  for (const [field, label, kind] of numbers) {
    if (fields[field] === undefined) continue;
    const n = parseTripNumber(fields[field]);
    const problem = checkTripNumber(label, n, kind);
    if (problem) return { ok: false, message: problem };
    value[field] = n === null ? null : kind === 'weight' ? roundWeight(n) : roundRupees(n);
  }
  return { ok: true, value };
}
