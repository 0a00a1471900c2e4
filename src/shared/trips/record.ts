import { GENERIC_MESSAGES, ACCESS_MESSAGES, SEARCH_MESSAGES } from '../common/messages';
import { MAX_UPLOAD_BYTES, hasPdfName } from '../common/uploads';
import { NUMBER_MESSAGES } from '../common/number-bounds';

/**
 * Trips (SPEC.md sections 2-9): the record, the enumerations, the messages and the field labels.
 * The trip form, Today's List, Reports, the exports and the server all use these, so they agree on
 * every value and word.
 */

export const TRUCK_TYPES = ['Bulker', 'Bag', 'Others'] as const;
export type TruckType = (typeof TRUCK_TYPES)[number];

export const TRANSACTION_STATUSES = ['Open', 'Acknowledged', 'Billed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The row edit dropdown of Today's List and Reports offers only these (SPEC.md section 4). */
export const ROW_EDIT_STATUSES = ['Open', 'Acknowledged'] as const;
/** A new trip can only be Open. */
export const NEW_TRIP_STATUSES = ['Open'] as const;

export const TRIP_FILE_FIELDS = [
  'DieselSlipImage',
  'LoadingAdvice',
  'InvoiceCompany',
  'WeightmentSlip',
] as const;
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
  fileSize: (bytes: number) =>
    `File size is ${(bytes / MAX_UPLOAD_BYTES).toFixed(2)} mb. Please upload file upto 1 mb`,
  fileType: GENERIC_MESSAGES.wrongFileType,
  // SPEC.md section 2: suggestion lists
  noVendors: 'No vendors found',
  noData: 'No data found',
  // SPEC.md sections 6 and 8
  noAccess: ACCESS_MESSAGES.noAccess,
  tripFetchFailed: SEARCH_MESSAGES.tripFetchFailed,
  updateFailed: 'Error updating the trip details',
  recordUpdateFailed: 'Error updating the record',
  downloadFailed: GENERIC_MESSAGES.downloadFailed,
  tableFetchFailed: 'Error fetching Table data',
  noRecords: 'No records available',
  deleted: 'Record deleted successfully!',
  deleteFailed: 'Error deleting record',
  // server answers (TRIPS.md; SPEC.md leaves the words open)
  submitted: 'Trip details submitted successfully',
  updated: 'Trip details updated successfully',
  /** The form's notice after a new trip: the server's words, then the trip's ID for the clerk to note. */
  savedNotice: (serverMessage: string, tripId: string | null) =>
    tripId ? `${serverMessage}. Trip ${tripId} saved.` : serverMessage,
  recordUpdated: 'Record updated successfully',
  notFound: 'Trip not found.',
  fileNotFound: 'File not found.',
  billedLocked: 'This trip is billed; change it through Revise Bill.',
  invalidDate: 'Please select a valid date.',
  notANumber: NUMBER_MESSAGES.notANumber,
  negative: NUMBER_MESSAGES.negative,
  tooManyDecimals: NUMBER_MESSAGES.tooManyDecimals,
  tooLarge: NUMBER_MESSAGES.tooLarge,
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

/** The trip form's text fields, in the form's order (the trip lists show their columns in it too). */
export const TRIP_TEXT_FIELDS = [
  'TruckNumber',
  'DONumber',
  'DriverName',
  'Vendor',
  'DestinationFrom',
  'DestinationTo',
  'TruckType',
  'TransactionStatus',
] as const satisfies readonly (keyof typeof TRIP_FIELD_LABELS)[];

/** The fields the trip form sends (POST /reports; POST /api/trip adds TripID). */
export const TRIP_FORM_FIELDS = [
  ...TRIP_TEXT_FIELDS,
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
export type TripFormFieldName = (typeof TRIP_FORM_FIELDS)[number];

/** The money fields a user types on the trip form (Freight, Rate, TDS_Rate are computed). */
export const TRIP_AMOUNT_FIELDS = ['DieselAmount', 'Advance', 'Toll', 'Adblue', 'Greasing'] as const;

/** The numbers a user types for a trip: its weights, the short and the deductions. */
export const TRIP_TYPED_NUMBER_FIELDS = ['Weight', 'ActualWeight', 'Short', ...TRIP_AMOUNT_FIELDS] as const;

export const MAX_TRIP_TEXT = { DONumber: 40, DriverName: 60, DieselSlipNumber: 40 } as const;

export function isTruckType(value: unknown): value is TruckType {
  return typeof value === 'string' && (TRUCK_TYPES as readonly string[]).includes(value);
}

export function isTripFileField(value: unknown): value is TripFileField {
  return typeof value === 'string' && (TRIP_FILE_FIELDS as readonly string[]).includes(value);
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
