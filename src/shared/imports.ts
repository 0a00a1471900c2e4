import { z } from 'zod';
import { FREIGHT_MESSAGES, freightPairKey, freightPayloadSchema, type FreightPayload } from './freight';
import { INPUT_MESSAGES } from './messages';
import type { Area } from './permissions';
import { firstInvisibleCharacter, nameKey } from './text-rules';
import { VENDOR_MESSAGES, vendorInputSchema, type VendorInput } from './vendor';
import { DOCUMENT_KEYS, DOCUMENT_LABELS, VEHICLE_MESSAGES, documentSlotProblem, truckNumberKey, vehicleDetailsSchema, type DocumentKey, type VehicleDetails } from './vehicle';

/**
 * Excel import of master data (issue 13): the template's columns, and every row checked with the
 * same schemas as the Vehicle, Vendor and Freight forms. The browser reads the .xlsx and sends the
 * rows as JSON; the server checks every row again and stores all of them in one transaction or none.
 */
export const IMPORT_KINDS = ['vehicles', 'vendors', 'freight'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The Import screen's options: what to import, and whether rows with errors are left out. */
export const importOptionsSchema = z.object({
  kind: z.enum(IMPORT_KINDS, { error: 'Please choose what to import.' }),
  leaveOut: z.boolean(),
});
export type ImportOptions = z.output<typeof importOptionsSchema>;

export const isImportKind = (value: unknown): value is ImportKind => (IMPORT_KINDS as readonly unknown[]).includes(value);

/** Who may import a kind: whoever may edit that master data. */
export const IMPORT_AREA: Readonly<Record<ImportKind, Area>> = { vehicles: 'vehicle', vendors: 'vendor', freight: 'freight' };
export const IMPORT_TITLES: Readonly<Record<ImportKind, string>> = { vehicles: 'Vehicles', vendors: 'Vendors', freight: 'Freight rates' };

/** A row of a file can hold at most this many data rows per import (one request, one transaction). */
export const MAX_IMPORT_ROWS = 2000;

export interface ImportColumn {
  key: string;
  header: string;
}

const documentColumns = DOCUMENT_KEYS.flatMap((key) => [
  { key: `${key}_startDate`, header: `${DOCUMENT_LABELS[key]} Start Date` },
  { key: `${key}_endDate`, header: `${DOCUMENT_LABELS[key]} End Date` },
]);

export const IMPORT_COLUMNS: Readonly<Record<ImportKind, readonly ImportColumn[]>> = {
  vehicles: [{ key: 'truck_no', header: 'Truck Number' }, { key: 'make', header: 'Make' }, { key: 'companyOwner', header: 'Company Owner' }, ...documentColumns],
  vendors: [
    { key: 'companyName', header: 'Company Name' },
    { key: 'companyOwner', header: 'Company Owner' },
    { key: 'tdsRate', header: 'TDS Rate' },
    { key: 'gstApplicable', header: 'GST Applicable' },
    { key: 'pan', header: 'PAN' },
    { key: 'gst', header: 'GST' },
    { key: 'email', header: 'Email' },
    { key: 'mobile', header: 'Mobile' },
    { key: 'bankName', header: 'Bank Name' },
    { key: 'bankAccount', header: 'Bank Account' },
    { key: 'ifscCode', header: 'IFSC Code' },
  ],
  freight: [{ key: 'from_destination', header: 'From' }, { key: 'to_destination', header: 'To' }, { key: 'rate', header: 'Rate' }],
};

/** A row as sent: its row number in the sheet (the header is row 1) and its cells by column key. */
export interface ImportRow {
  row: number;
  values: Record<string, string>;
}

export interface ImportRowError {
  row: number;
  column: string;
  message: string;
}

export interface ImportVehicle {
  details: VehicleDetails;
  documents: { fieldName: DocumentKey; startDate: string; endDate: string }[];
}
export type ImportValue = ImportVehicle | VendorInput | FreightPayload;

/** What the check answers (preview) and what a refused import carries. */
export interface ImportCheck {
  total: number;
  valid: number;
  errors: ImportRowError[];
}

export const IMPORT_MESSAGES = {
  noRows: 'The file has no rows to import.',
  tooManyRows: `A file can import at most ${MAX_IMPORT_ROWS} rows at a time.`,
  badBody: 'Please send the rows of the file.',
  notXlsx: 'Please choose an Excel file (.xlsx).',
  unreadable: 'The file could not be read as an Excel workbook.',
  duplicateInFile: (row: number) => `Duplicate of row ${row} in this file.`,
  refused: (rows: number) => `${rows} ${rows === 1 ? 'row has' : 'rows have'} errors; nothing was imported. Fix or leave out those rows and import again.`,
  imported: (count: number, kind: ImportKind) => `Imported ${count} ${count === 1 ? 'row' : 'rows'} into ${IMPORT_TITLES[kind]}.`,
} as const;

/** The message a kind's duplicate (already in the master data) is reported with: the forms' words. */
export const IMPORT_DUPLICATE: Readonly<Record<ImportKind, { column: string; message: string }>> = {
  vehicles: { column: 'Truck Number', message: VEHICLE_MESSAGES.truckExists },
  vendors: { column: 'Company Name', message: VENDOR_MESSAGES.duplicate },
  freight: { column: 'From', message: FREIGHT_MESSAGES.duplicate },
};

const headerOf = (kind: ImportKind, key: unknown) => IMPORT_COLUMNS[kind].find((c) => c.key === key)?.header ?? 'Row';

function issues(kind: ImportKind, result: z.ZodSafeParseResult<unknown>): { column: string; message: string }[] {
  if (result.success) return [];
  const seen = new Set<string>();
  return result.error.issues
    .map((i) => ({ column: headerOf(kind, i.path[0]), message: i.message }))
    .filter((e) => (seen.has(e.column + e.message) ? false : (seen.add(e.column + e.message), true)));
}

type RowCheck = { ok: true; value: ImportValue; key: string } | { ok: false; errors: { column: string; message: string }[] };

function checkVehicle(values: Record<string, string>): RowCheck {
  const details = vehicleDetailsSchema.safeParse({ truck_no: values.truck_no ?? '', make: values.make ?? '', companyOwner: values.companyOwner ?? '' });
  const errors = issues('vehicles', details);
  const documents: ImportVehicle['documents'] = [];
  for (const key of DOCUMENT_KEYS) {
    const startDate = (values[`${key}_startDate`] ?? '').trim();
    const endDate = (values[`${key}_endDate`] ?? '').trim();
    // The form's date rules; an import carries dates only (the PDF is uploaded later on the tile).
    const problem = documentSlotProblem({ hasFile: Boolean(startDate && endDate), startDate, endDate });
    if (problem) errors.push({ column: `${DOCUMENT_LABELS[key]} ${startDate ? 'End' : 'Start'} Date`, message: problem });
    else if (startDate) documents.push({ fieldName: key, startDate, endDate });
  }
  if (!details.success || errors.length) return { ok: false, errors };
  return { ok: true, value: { details: details.data, documents }, key: truckNumberKey(details.data.truck_no) };
}

/**
 * The input gate's invisible-character rule, per cell: the server's gate leaves import cells to
 * this, so the preview points at the row and column (every column, not only those a form checks).
 */
function invisibleCells(kind: ImportKind, values: Record<string, string>): { column: string; message: string }[] {
  return IMPORT_COLUMNS[kind].flatMap(({ key, header }) => {
    const invisible = firstInvisibleCharacter(values[key] ?? '');
    return invisible ? [{ column: header, message: INPUT_MESSAGES.invisibleCharacter(header, invisible) }] : [];
  });
}

/** One row checked with its form's rules: the value to store and its duplicate key, or every error. */
export function checkImportRow(kind: ImportKind, values: Record<string, string>): RowCheck {
  const invisible = invisibleCells(kind, values);
  if (invisible.length > 0) return { ok: false, errors: invisible };
  if (kind === 'vehicles') return checkVehicle(values);
  if (kind === 'vendors') {
    const result = vendorInputSchema.safeParse(values);
    if (!result.success) return { ok: false, errors: issues(kind, result) };
    const vendor = result.data as VendorInput;
    return { ok: true, value: vendor, key: nameKey(vendor.companyName) };
  }
  const result = freightPayloadSchema.safeParse(values);
  if (!result.success) return { ok: false, errors: issues(kind, result) };
  const rate = result.data as FreightPayload;
  return { ok: true, value: rate, key: freightPairKey(rate.from_destination, rate.to_destination) };
}

/**
 * Every row checked, duplicates within the file and against `existingKeys` (the master data's
 * keys) reported on their row. Valid rows come back with their values, in file order.
 */
export function checkImportRows(kind: ImportKind, rows: readonly ImportRow[], existingKeys: ReadonlySet<string> = new Set()) {
  const errors: ImportRowError[] = [];
  const valid: { row: number; value: ImportValue }[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, values } of rows) {
    const check = checkImportRow(kind, values);
    if (!check.ok) {
      errors.push(...check.errors.map((e) => ({ row, ...e })));
      continue;
    }
    const earlier = firstRowOf.get(check.key);
    if (earlier !== undefined) errors.push({ row, column: IMPORT_DUPLICATE[kind].column, message: IMPORT_MESSAGES.duplicateInFile(earlier) });
    else if (existingKeys.has(check.key)) errors.push({ row, ...IMPORT_DUPLICATE[kind] });
    else {
      firstRowOf.set(check.key, row);
      valid.push({ row, value: check.value });
    }
  }
  return { valid, errors };
}
