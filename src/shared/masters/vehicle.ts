import { z } from 'zod';
import { daysUntil, isIsoDate } from '../common/dates';
import { GENERIC_MESSAGES } from '../common/messages';
import { MAX_UPLOAD_BYTES, hasPdfName, looksLikePdf } from '../common/uploads';
import { visibleText } from '../common/visible-text';

/**
 * Vehicles and their seven documents (SPEC.md sections 3, 4, 5, 7 and 8). The add form, the
 * tiles, the bell and the server all use these rules, so they refuse and flag the same things.
 */

export const VEHICLE_MESSAGES = {
  // SPEC.md section 5
  truckFormat: 'Use format: MH12KL1111',
  truckExists: 'Truck already exists.',
  datesRequiredWithFile: 'Both start and end dates are required when a file is uploaded.',
  fileRequiredWithDates: 'A file must be uploaded when start and end dates are provided.',
  bothDatesRequired: 'Both start and end dates should be provided.',
  endBeforeStart: 'End date should be greater than or equal to the start date.',
  fileType: GENERIC_MESSAGES.wrongFileType,
  fileSize: GENERIC_MESSAGES.fileTooLarge,
  selectFile: 'Please select a file to upload.',
  // SPEC.md section 8
  added: 'Vehicle Details added successfully',
  addFailed: 'Error: Adding vehicle details failed',
  uploaded: 'File uploaded successfully!',
  uploadFailed: 'Error uploading file. Please try again.',
  deleted: 'Vehicle deleted successfully!',
  deleteFailed: 'Failed to delete Vehicle.',
  documentReset: 'Document reset successfully!',
  resetFailed: 'Failed to reset document.',
  empty: 'No vehicle data found.',
  // our words where SPEC.md gives none
  makeRequired: 'Please enter the make.',
  ownerRequired: 'Please enter the company owner.',
  makeTooLong: 'Make must be at most 60 characters.',
  ownerTooLong: 'Company owner must be at most 60 characters.',
  invalidDate: 'Please enter valid dates.',
  unknownDocument: 'Unknown document type.',
  notFound: 'Vehicle not found.',
  noFile: 'No file found for this document.',
  /** The Vehicle tile's download failure (SPEC.md gives these words for Today's List downloads). */
  downloadFailed: GENERIC_MESSAGES.downloadFailed,
} as const;

/** The document slots, in the order the form and the tiles show them. */
export const DOCUMENT_KEYS = [
  'registration',
  'insurance',
  'fitness',
  'mv_tax',
  'puc',
  'ka_tax',
  'basic_and_KA_permit',
] as const;
export type DocumentKey = (typeof DOCUMENT_KEYS)[number];

export const DOCUMENT_LABELS: Readonly<Record<DocumentKey, string>> = {
  registration: 'Registration',
  insurance: 'Insurance',
  fitness: 'Fitness',
  mv_tax: 'MV Tax',
  puc: 'PUC',
  ka_tax: 'KA Tax',
  basic_and_KA_permit: 'Basic & KA Permit',
};

export function isDocumentKey(value: unknown): value is DocumentKey {
  return typeof value === 'string' && (DOCUMENT_KEYS as readonly string[]).includes(value);
}

/** A document's label; any other field_name is shown as it is (SPEC.md section 3). */
export function documentLabel(fieldName: string): string {
  return isDocumentKey(fieldName) ? DOCUMENT_LABELS[fieldName] : fieldName;
}

/** Multipart field names of a slot's dates on POST /add-vehicle. */
export const startDateField = (key: DocumentKey) => `${key}_startDate`;
export const endDateField = (key: DocumentKey) => `${key}_endDate`;

// ---- truck number ----

export const TRUCK_NO_MAX_LENGTH = 10;
export const TRUCK_NO_PATTERN = /^[A-Z]{2}\d{2}[A-Z]{2}\d{4}$/;

/** The truck number box as the user types: upper-cased, spaces removed, at most 10 characters. */
export function normaliseTruckNumber(value: string): string {
  return truckNumberKey(value).slice(0, TRUCK_NO_MAX_LENGTH);
}

/**
 * A truck number as stored and looked up: upper-cased, spaces removed, never cut short (so the
 * server refuses 'MH12KL11112' instead of quietly storing 'MH12KL1111').
 */
export function truckNumberKey(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isValidTruckNumber(value: string): boolean {
  return TRUCK_NO_PATTERN.test(truckNumberKey(value));
}

/** The truck number's rule message, or null when it is fine. */
export function truckNumberProblem(value: string | null | undefined): string | null {
  return isValidTruckNumber(value ?? '') ? null : VEHICLE_MESSAGES.truckFormat;
}

export const truckNumberSchema = z
  .string({ error: VEHICLE_MESSAGES.truckFormat })
  .transform(truckNumberKey)
  .pipe(z.string().regex(TRUCK_NO_PATTERN, VEHICLE_MESSAGES.truckFormat));

export const MAX_VEHICLE_TEXT_LENGTH = 60;

const requiredText = (label: string, message: string, tooLong: string) =>
  z
    .string({ error: message })
    .check(visibleText(label))
    .transform((s) => s.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, message).max(MAX_VEHICLE_TEXT_LENGTH, tooLong));

/** The vehicle's own fields on the add form and POST /add-vehicle, checked in the form's order. */
export const vehicleDetailsSchema = z.object({
  truck_no: truckNumberSchema,
  make: requiredText('Make', VEHICLE_MESSAGES.makeRequired, VEHICLE_MESSAGES.makeTooLong),
  companyOwner: requiredText('Company Owner', VEHICLE_MESSAGES.ownerRequired, VEHICLE_MESSAGES.ownerTooLong),
});
export type VehicleDetails = z.output<typeof vehicleDetailsSchema>;

// ---- document slots ----

export interface DocumentSlotInput {
  hasFile: boolean;
  /** 'YYYY-MM-DD'; empty or missing when not given. */
  startDate?: string | null;
  endDate?: string | null;
}

const given = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The input of a document slot a rule is about (a form marks it). */
export type DocumentSlotField = 'file' | 'startDate' | 'endDate';

/**
 * A document slot's broken rule and the input it is about, or null when it is fine: a file needs
 * both dates, dates need a file, and the end is not before the start. An empty slot (no file, no
 * dates) is fine.
 */
export function documentSlotIssue(
  slot: DocumentSlotInput,
): { message: string; field: DocumentSlotField } | null {
  const hasStart = given(slot.startDate);
  const hasEnd = given(slot.endDate);
  const missingDate: DocumentSlotField = hasStart ? 'endDate' : 'startDate';
  if (slot.hasFile && !(hasStart && hasEnd))
    return { message: VEHICLE_MESSAGES.datesRequiredWithFile, field: missingDate };
  if (!slot.hasFile && hasStart && hasEnd)
    return { message: VEHICLE_MESSAGES.fileRequiredWithDates, field: 'file' };
  if (hasStart !== hasEnd) return { message: VEHICLE_MESSAGES.bothDatesRequired, field: missingDate };
  if (!hasStart) return null;
  const start = slot.startDate!.trim();
  const end = slot.endDate!.trim();
  if (!isIsoDate(start)) return { message: VEHICLE_MESSAGES.invalidDate, field: 'startDate' };
  if (!isIsoDate(end)) return { message: VEHICLE_MESSAGES.invalidDate, field: 'endDate' };
  // ISO dates compare correctly as strings.
  if (end < start) return { message: VEHICLE_MESSAGES.endBeforeStart, field: 'endDate' };
  return null;
}

/** A document slot's rule message, or null when it is fine (see documentSlotIssue). */
export function documentSlotProblem(slot: DocumentSlotInput): string | null {
  return documentSlotIssue(slot)?.message ?? null;
}

// ---- uploads ----

export interface UploadCandidate {
  name: string;
  size: number;
  /** The first bytes of the file when they have been read (the server always has them). */
  head?: Uint8Array;
}

/**
 * The upload rule message for a chosen file, or null when it may be sent: a file is chosen, it is
 * a PDF (by name, and by content when the bytes are known), and it is at most 1 MB.
 */
export function uploadProblem(file: UploadCandidate | null | undefined): string | null {
  if (!file) return VEHICLE_MESSAGES.selectFile;
  if (!hasPdfName(file.name)) return VEHICLE_MESSAGES.fileType;
  if (file.head !== undefined && !looksLikePdf(file.head)) return VEHICLE_MESSAGES.fileType;
  if (file.size > MAX_UPLOAD_BYTES) return VEHICLE_MESSAGES.fileSize;
  return null;
}

// ---- validity ----

/** The default window (config EXPIRY_WARNING_DAYS): a document is flagged (tile, bell) at this many days left or fewer. */
export const EXPIRY_WARNING_DAYS = 5;

/** Days from today in India to the end date; 0 for a document without one (missing or reset). */
export function daysLeft(endDate: string | null | undefined, now: Date = new Date()): number {
  return endDate && isIsoDate(endDate) ? daysUntil(endDate, now) : 0;
}

/** Valid while days_left is above 0 (SPEC.md section 4). */
export function isValid(days_left: number): boolean {
  return days_left > 0;
}

/** Highlighted at `warningDays` days or fewer (SPEC.md sections 4 and 9: 5 unless configured). */
export function isFlagged(days_left: number, warningDays: number = EXPIRY_WARNING_DAYS): boolean {
  return days_left <= warningDays;
}
