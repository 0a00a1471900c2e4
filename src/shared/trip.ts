import { z } from 'zod';
import { isIsoDate } from './dates';
import { parseDecimalText } from './decimal-text';
import { freightPairKey } from './freight';
import { ACCESS_MESSAGES, GENERIC_MESSAGES, SEARCH_MESSAGES } from './messages';
import { freightFor, roundRupees, roundWeight, toKilograms } from './money';
import { MAX_UPLOAD_BYTES, hasPdfName } from './uploads';

/**
 * Trips (SPEC.md sections 2-9): the record, the enumerations, the messages,
 * the trip form's submit checks and its rate/freight calculation. The trip form, Today's List,
 * Reports, the exports and the server all use these, so they agree on every value and word.
 */

export const TRUCK_TYPES = ['Bulker', 'Bag', 'Others'] as const;
export type TruckType = (typeof TRUCK_TYPES)[number];

export const TRANSACTION_STATUSES = ['Open', 'Acknowledged', 'Billed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The row edit dropdown of Today's List and Reports offers only these (SPEC.md section 4). */
export const ROW_EDIT_STATUSES = ['Open', 'Acknowledged'] as const;
/** A new trip can only be Open. */
export const NEW_TRIP_STATUSES = ['Open'] as const;

export const TRIP_FILE_FIELDS = ['DieselSlipImage', 'LoadingAdvice', 'InvoiceCompany', 'WeightmentSlip'] as const;
export type TripFileField = (typeof TRIP_FILE_FIELDS)[number];

export const TRIP_ID_PATTERN = /^T\d+$/;

export const TRIP_MESSAGES = {
  // SPEC.md section 5: trip submit, in check order
  invalidTruck: 'Please enter valid truck number',
  invalidVendor: 'Please enter valid vendor',
  invalidDestination: 'Please enter valid destination',
  requiredFields: 'Please fill the required fields before submitting',
  invalidStatus: 'Invalid transaction status',
  // SPEC.md section 5: row save and uploads
  selectStatus: 'Please select a valid transaction status',
  fileSize: (bytes: number) => `File size is ${(bytes / MAX_UPLOAD_BYTES).toFixed(2)} mb. Please upload file upto 1 mb`,
  fileType: GENERIC_MESSAGES.wrongFileType,
  // SPEC.md section 2: suggestion lists
  noVendors: 'No vendors found',
  noData: 'No data found',
  // SPEC.md sections 6 and 8
  noAccess: ACCESS_MESSAGES.noAccess,
  tripFetchFailed: SEARCH_MESSAGES.tripFetchFailed,
  updateFailed: 'Error updating the trip details',
  recordUpdateFailed: 'Error updating the record',
  downloadFailed: 'Error downloading file. Please try again.',
  tableFetchFailed: 'Error fetching Table data',
  noRecords: 'No records available',
  deleted: 'Record deleted successfully!',
  deleteFailed: 'Error deleting record',
  // server answers (TRIPS.md; SPEC.md leaves the words open)
  submitted: 'Trip details submitted successfully',
  updated: 'Trip details updated successfully',
  recordUpdated: 'Record updated successfully',
  notFound: 'Trip not found.',
  fileNotFound: 'File not found.',
  billedLocked: 'This trip is billed; change it through Revise Bill.',
  invalidDate: 'Please select a valid date.',
  notANumber: (label: string) => `${label} must be a valid number.`,
  negative: (label: string) => `${label} cannot be negative.`,
  tooLarge: (label: string) => `${label} is too large.`,
  textTooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
} as const;

/** The visible label of every trip field (forms, table headers, exports). */
export const TRIP_FIELD_LABELS = {
  TripID: 'Trip ID',
  Username: 'Username',
  Profile: 'Profile',
  TruckNumber: 'Truck Number',
  DONumber: 'DO Number',
  localDate: 'Date',
  localTime: 'Time',
  DriverName: 'Driver Name',
  Vendor: 'Vendor',
  DestinationFrom: 'Destination From',
  DestinationTo: 'Destination To',
  TruckType: 'Truck Type',
  TransactionStatus: 'Transaction Status',
  Weight: 'Weight',
  ActualWeight: 'Actual Weight',
  DifferenceInWeight: 'Difference In Weight',
  Freight: 'Freight',
  Rate: 'Rate',
  DieselAmount: 'Diesel Amount',
  DieselSlipNumber: 'Diesel Slip Number',
  TDS_Rate: 'TDS Rate',
  Short: 'Short',
  Advance: 'Advance',
  Toll: 'Toll',
  Adblue: 'Adblue',
  Greasing: 'Greasing',
  BillId: 'Bill ID',
  DieselSlipImage: 'Diesel Slip Image',
  LoadingAdvice: 'Loading Advice',
  InvoiceCompany: 'Invoice Company',
  WeightmentSlip: 'Weightment Slip',
} as const;

/** An attachment as the record carries it; filepath is the download call (under /logistics). */
export interface TripAttachment {
  filepath: string;
  originalname: string;
}

/**
 * A trip as GET /api/trip/{id} and GET /api/reports answer it. Freight and Rate are absent for
 * profiles without 'seeFreight' (loadingManager, unloadingManager). Numbers are JSON numbers,
 * null when not given. DONumber and DieselSlipNumber are text (identifiers, kept as typed).
 */
export interface TripRecord {
  _id: string;
  TripID: string;
  Username: string;
  Profile: string;
  TruckNumber: string;
  DONumber: string | null;
  /** YYYY-MM-DD, Asia/Kolkata, set at creation (editable on Reports). */
  localDate: string;
  /** HH:mm:ss, Asia/Kolkata, set at creation. */
  localTime: string;
  DriverName: string | null;
  Vendor: string;
  DestinationFrom: string;
  DestinationTo: string;
  TruckType: TruckType;
  TransactionStatus: TransactionStatus;
  Weight: number | null;
  ActualWeight: number | null;
  DifferenceInWeight: number | null;
  Freight?: number;
  Rate?: number;
  DieselAmount: number | null;
  DieselSlipNumber: string | null;
  TDS_Rate: number;
  Short: number | null;
  Advance: number | null;
  Toll: number | null;
  Adblue: number | null;
  Greasing: number | null;
  BillId: string | null;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
  DieselSlipImage: TripAttachment | null;
  LoadingAdvice: TripAttachment | null;
  InvoiceCompany: TripAttachment | null;
  WeightmentSlip: TripAttachment | null;
}

/** The fields the trip form sends (POST /reports; POST /api/trip adds TripID). */
export const TRIP_FORM_FIELDS = [
  'TruckNumber',
  'DONumber',
  'DriverName',
  'Vendor',
  'DestinationFrom',
  'DestinationTo',
  'TruckType',
  'TransactionStatus',
  'Weight',
  'Freight',
  'Rate',
  'DieselAmount',
  'DieselSlipNumber',
  'TDS_Rate',
  'Advance',
  'Toll',
  'Adblue',
  'Greasing',
] as const;
export type TripFormField = (typeof TRIP_FORM_FIELDS)[number];

/** The trip form's body as sent: numbers may be numbers or the typed text ('' when empty). */
export type TripFormBody = { [K in TripFormField]?: string | number | null } & {
  TripID?: string;
  username?: string;
  userProfile?: string;
  /** Issue 13: the user saw the truck's expired/expiring documents and saves anyway. */
  DocumentWarningConfirmed?: boolean;
};

/** The money fields a user types on the trip form (Freight, Rate, TDS_Rate are computed). */
export const TRIP_AMOUNT_FIELDS = ['DieselAmount', 'Advance', 'Toll', 'Adblue', 'Greasing'] as const;

export const MAX_TRIP_AMOUNT = 9_999_999_999.99; // numeric(14,2) minus a margin for sums
export const MAX_TRIP_WEIGHT = 999_999.999; // tons; more is a typing mistake
export const MAX_TRIP_TEXT = { DONumber: 40, DriverName: 60, DieselSlipNumber: 40 } as const;

// ---------------------------------------------------------------- look-ups

/** What the submit checks compare against: GET /api/trucks, /api/vendors, /api/destination. */
export interface TripLookups {
  truckNumbers: readonly string[];
  vendorNames: readonly string[];
  /** Known Destination From values (the freight rates' from). */
  origins: readonly string[];
  /** Known Destination To values (the freight rates' to). */
  destinations: readonly string[];
}

/** A destination row of GET /api/destination (rate absent for managers). */
export interface DestinationRow {
  from: string;
  to: string;
  rate?: number;
}

/** Builds the look-ups from the three master-data lists the trip form loads. */
export function tripLookupsFrom(
  trucks: ReadonlyArray<{ truck_no: string }>,
  vendors: ReadonlyArray<{ company_name: string }>,
  destinations: ReadonlyArray<DestinationRow>,
): TripLookups {
  return {
    truckNumbers: trucks.map((t) => t.truck_no),
    vendorNames: vendors.map((v) => v.company_name),
    origins: [...new Set(destinations.map((d) => d.from))],
    destinations: [...new Set(destinations.map((d) => d.to))],
  };
}

/** How truck numbers compare: case-insensitive, spaces ignored ('mh12 kl1111' is MH12KL1111). */
export const truckKey = (value: string) => value.replace(/\s+/g, '').toLowerCase();
/** How vendor names compare: case-insensitive, outer and repeated spaces ignored. */
export const vendorKey = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
/** How destinations compare: case-insensitive, outer and repeated spaces ignored. */
export const destinationKey = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** The master-data spelling of a typed value, or null when it is not known. */
export function findKnown(values: readonly string[], typed: string, key: (v: string) => string): string | null {
  const wanted = key(typed);
  if (wanted === '') return null;
  return values.find((v) => key(v) === wanted) ?? null;
}

/**
 * The per-ton rate for a from/to pair (case-insensitive), or 0 when the pair is not known or a
 * destination is empty (SPEC.md section 4).
 */
export function lookupRate(destinations: readonly DestinationRow[], from: string, to: string): number {
  if (!from?.trim() || !to?.trim()) return 0;
  const wanted = freightPairKey(from, to);
  const row = destinations.find((d) => freightPairKey(d.from, d.to) === wanted);
  return row?.rate ?? 0;
}

/**
 * The trip form's live Rate and Freight (SPEC.md section 4): once both destinations and a weight
 * are set, rate from the pair and freight = round(rate x weight); 0 and 0 when the pair is
 * unknown, a destination is cleared, or the weight is empty or zero.
 */
export function rateAndFreight(
  destinations: readonly DestinationRow[],
  from: string,
  to: string,
  weight: string | number | null | undefined,
): { rate: number; freight: number } {
  const tons = parseTripNumber(weight);
  if (tons === null || Number.isNaN(tons) || tons === 0) return { rate: 0, freight: 0 };
  const rate = lookupRate(destinations, from, to);
  return { rate, freight: freightFor(rate, tons) };
}

/** DifferenceInWeight = Weight - ActualWeight (3 decimals), null until both are known. */
export function differenceInWeight(weight: number | null, actualWeight: number | null): number | null {
  if (weight === null || actualWeight === null) return null;
  return (toKilograms(weight) - toKilograms(actualWeight)) / 1000;
}

// ---------------------------------------------------------------- submit checks

/** The fields the submit checks read. */
export interface TripSubmitFields {
  TruckNumber?: string | null;
  Vendor?: string | null;
  DestinationFrom?: string | null;
  DestinationTo?: string | null;
  TruckType?: string | null;
  TransactionStatus?: string | null;
}

export type TripSubmitField = keyof TripSubmitFields & string;

export interface TripSubmitProblem {
  message: string;
  /** The field at fault: the form marks and focuses it. */
  field: TripSubmitField;
  /** The field the form clears with this message (SPEC.md section 5). */
  clearField?: 'TruckNumber' | 'DestinationFrom' | 'DestinationTo';
}

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

const REQUIRED_TRIP_FIELDS = ['TruckNumber', 'Vendor', 'DestinationFrom', 'DestinationTo', 'TruckType', 'TransactionStatus'] as const;

/**
 * SPEC.md section 5 "Trip submit", in its order. Checks 1-3 judge a value that was typed (an empty
 * field is left to check 4, the required fields). `isNew`: a new trip can only be Open (check 5);
 * an existing trip's status must be one of the three.
 */
export function checkTripSubmit(
  form: TripSubmitFields,
  lookups: TripLookups,
  options: { isNew: boolean },
): TripSubmitProblem | null {
  // 1. a known truck (case-insensitive); the field is cleared
  if (filled(form.TruckNumber) && !findKnown(lookups.truckNumbers, form.TruckNumber, truckKey)) {
    return { message: TRIP_MESSAGES.invalidTruck, field: 'TruckNumber', clearField: 'TruckNumber' };
  }
  // 2. a known vendor company
  if (filled(form.Vendor) && !findKnown(lookups.vendorNames, form.Vendor, vendorKey)) {
    return { message: TRIP_MESSAGES.invalidVendor, field: 'Vendor' };
  }
  // 3. From among the known origins, To among the known destinations; that field is cleared
  if (filled(form.DestinationFrom) && !findKnown(lookups.origins, form.DestinationFrom, destinationKey)) {
    return { message: TRIP_MESSAGES.invalidDestination, field: 'DestinationFrom', clearField: 'DestinationFrom' };
  }
  if (filled(form.DestinationTo) && !findKnown(lookups.destinations, form.DestinationTo, destinationKey)) {
    return { message: TRIP_MESSAGES.invalidDestination, field: 'DestinationTo', clearField: 'DestinationTo' };
  }
  // 4. the required fields (an unknown truck type counts as not chosen)
  const missing = REQUIRED_TRIP_FIELDS.find((field) => !filled(form[field]));
  if (missing || !isTruckType(form.TruckType)) {
    return { message: TRIP_MESSAGES.requiredFields, field: missing ?? 'TruckType' };
  }
  // 5. the status
  const allowed: readonly string[] = options.isNew ? NEW_TRIP_STATUSES : TRANSACTION_STATUSES;
  if (!allowed.includes(form.TransactionStatus!)) return { message: TRIP_MESSAGES.invalidStatus, field: 'TransactionStatus' };
  return null;
}

/**
 * The same checks as a zod schema, for the trip form's resolver (react-hook-form): at most one
 * issue, SPEC's first problem, on the field at fault.
 */
export function tripSubmitSchema(lookups: TripLookups, options: { isNew: boolean }) {
  return z.looseObject({}).superRefine((form, ctx) => {
    const problem = checkTripSubmit(form as TripSubmitFields, lookups, options);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
}

/** Fields the form empties when the server or the rules refuse their value (SPEC.md section 5). */
export const TRIP_FIELDS_CLEARED_WHEN_REFUSED: readonly TripSubmitField[] = ['TruckNumber', 'DestinationFrom', 'DestinationTo'];

export function isTruckType(value: unknown): value is TruckType {
  return typeof value === 'string' && (TRUCK_TYPES as readonly string[]).includes(value);
}

export function isTransactionStatus(value: unknown): value is TransactionStatus {
  return typeof value === 'string' && (TRANSACTION_STATUSES as readonly string[]).includes(value);
}

export function isTripFileField(value: unknown): value is TripFileField {
  return typeof value === 'string' && (TRIP_FILE_FIELDS as readonly string[]).includes(value);
}

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

/** The browser-side check of a chosen trip file (the server answers 413/415 for the same cases). */
export function checkTripFile(file: { name: string; size: number }): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return TRIP_MESSAGES.fileSize(file.size);
  if (!hasPdfName(file.name)) return TRIP_MESSAGES.fileType;
  return null;
}

/** The download call of an attachment (under /logistics). */
export function tripFilePath(id: string, field: TripFileField): string {
  return `/api/download/${encodeURIComponent(id)}/${field}`;
}
