import { z } from 'zod';
import {
  FREIGHT_MESSAGES,
  freightPairKey,
  freightPayloadSchema,
  type FreightPayload,
} from '../masters/freight';
import type { Area } from '../auth/permissions';
import { nameKey } from '../common/text-rules';
import { invisibleCharacterProblem } from '../common/visible-text';
import { VENDOR_MESSAGES, type VendorInput } from '../masters/vendor';
import { deducteeTypeFromText, vendorFormSchema, type VendorWithTds } from '../masters/vendor-tds';
import { importDate } from './import-dates';
import { sheetCellTexts } from './sheet-numbers';
import type { ImportRowError } from './wire';
import {
  DOCUMENT_KEYS,
  DOCUMENT_LABELS,
  VEHICLE_MESSAGES,
  documentSlotProblem,
  isValidTruckNumber,
  truckNumberKey,
  vehicleDetailsSchema,
  type DocumentKey,
  type VehicleDetails,
} from '../masters/vehicle';

/**
 * Excel import of master data: the template's columns, and every row checked with the
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

/** Who may import a kind: whoever may edit that master data. */
export const IMPORT_AREA: Readonly<Record<ImportKind, Area>> = {
  vehicles: 'vehicle',
  vendors: 'vendor',
  freight: 'freight',
};
export const IMPORT_TITLES: Readonly<Record<ImportKind, string>> = {
  vehicles: 'Vehicles',
  vendors: 'Vendors',
  freight: 'Freight rates',
};

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
  vehicles: [
    { key: 'truck_no', header: 'Truck Number' },
    { key: 'make', header: 'Make' },
    { key: 'companyOwner', header: 'Company Owner' },
    ...documentColumns,
  ],
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
    // Beside SPEC.md's columns: needed only for a vendor without a valid PAN (the return's deductee code).
    { key: 'deducteeType', header: 'Deductee Type' },
  ],
  freight: [
    { key: 'from_destination', header: 'From' },
    { key: 'to_destination', header: 'To' },
    { key: 'rate', header: 'Rate' },
  ],
};

/** A row as sent: its row number in the sheet (the header is row 1) and its cells by column key. */
export interface ImportRow {
  row: number;
  /** Cells by column key: text, or a number cell's number (read as text by sheetCellTexts). */
  values: Record<string, string | number>;
}

export interface ImportVehicle {
  details: VehicleDetails;
  documents: { fieldName: DocumentKey; startDate: string; endDate: string }[];
}
export type ImportValue = ImportVehicle | VendorInput | VendorWithTds | FreightPayload;

export const IMPORT_MESSAGES = {
  noRows: 'The file has no rows to import.',
  tooManyRows: `A file can import at most ${MAX_IMPORT_ROWS} rows at a time.`,
  badBody: 'Please send the rows of the file.',
  notXlsx: 'Please choose an Excel file (.xlsx).',
  unreadable: 'The file is not a readable Excel workbook.',
  duplicateInFile: (row: number) => `Duplicate of row ${row} in this file.`,
  exampleRow: "This is the template's example row: replace it with your own or delete it.",
  refused: (rows: number) =>
    `${rows} ${rows === 1 ? 'row has' : 'rows have'} errors; nothing was imported. Fix or leave out those rows and import again.`,
  imported: (count: number, kind: ImportKind) =>
    `Imported ${count} ${count === 1 ? 'row' : 'rows'} into ${IMPORT_TITLES[kind]}.`,
} as const;

/** An .xlsx workbook is a ZIP archive: its first bytes are "PK\x03\x04" (random bytes named .xlsx are not). */
export function hasXlsxSignature(head: Uint8Array): boolean {
  return head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

/** The example row each template carries under its header (row 2), in the template's own formats. */
export const IMPORT_EXAMPLES: Readonly<Record<ImportKind, Readonly<Record<string, string>>>> = {
  vehicles: { truck_no: 'MH12AB1234', make: 'Tata LPT 1613', companyOwner: 'Sai Freight Carriers' },
  vendors: {
    companyName: 'Example Roadlines',
    companyOwner: 'Ramesh Patil',
    tdsRate: '1',
    gstApplicable: 'No',
    pan: 'ABCPE1234F',
    gst: '',
    email: 'accounts@example.com',
    mobile: '9876543210',
    bankName: 'State Bank of India',
    bankAccount: '12345678901',
    ifscCode: 'SBIN0000001',
    deducteeType: '',
  },
  freight: { from_destination: 'Pune', to_destination: 'Mumbai', rate: '1450' },
};

/** A row left exactly as the template's example. */
function isExampleRow(kind: ImportKind, values: Record<string, string>): boolean {
  const example = IMPORT_EXAMPLES[kind];
  return IMPORT_COLUMNS[kind].every(({ key }) => (values[key] ?? '').trim() === (example[key] ?? ''));
}

/** The message a kind's duplicate (already in the master data) is reported with: the forms' words. */
export const IMPORT_DUPLICATE: Readonly<Record<ImportKind, { column: string; message: string }>> = {
  vehicles: { column: 'Truck Number', message: VEHICLE_MESSAGES.truckExists },
  vendors: { column: 'Company Name', message: VENDOR_MESSAGES.duplicate },
  freight: { column: 'From', message: FREIGHT_MESSAGES.duplicate },
};

const headerOf = (kind: ImportKind, key: unknown) =>
  IMPORT_COLUMNS[kind].find((c) => c.key === key)?.header ?? 'Row';

function issues(
  kind: ImportKind,
  result: z.ZodSafeParseResult<unknown>,
): { column: string; message: string }[] {
  if (result.success) return [];
  const seen = new Set<string>();
  return result.error.issues
    .map((i) => ({ column: headerOf(kind, i.path[0]), message: i.message }))
    .filter((e) => (seen.has(e.column + e.message) ? false : (seen.add(e.column + e.message), true)));
}

type CellError = { column: string; message: string };
/** A row's check: every error it has, the value to store when it has none, and its duplicate key when that can be read. */
type RowCheck = { errors: CellError[]; value: ImportValue | null; key: string | null };

function checkVehicle(values: Record<string, string>): RowCheck {
  const details = vehicleDetailsSchema.safeParse({
    truck_no: values.truck_no ?? '',
    make: values.make ?? '',
    companyOwner: values.companyOwner ?? '',
  });
  const errors = issues('vehicles', details);
  const documents: ImportVehicle['documents'] = [];
  for (const key of DOCUMENT_KEYS) {
    const startDate = importDate(values[`${key}_startDate`] ?? '');
    const endDate = importDate(values[`${key}_endDate`] ?? '');
    // The Vehicle form's rules: its dates first, then a slot with dates needs its PDF, which an
    // import cannot carry (the document is uploaded with its dates on the Vehicle tile).
    const column = (side: 'Start' | 'End') => `${DOCUMENT_LABELS[key]} ${side} Date`;
    const dateProblem = documentSlotProblem({ hasFile: Boolean(startDate && endDate), startDate, endDate });
    if (dateProblem) errors.push({ column: column(startDate ? 'End' : 'Start'), message: dateProblem });
    else if (startDate) {
      const fileProblem = documentSlotProblem({ hasFile: false, startDate, endDate });
      if (fileProblem) errors.push({ column: column('Start'), message: fileProblem });
      else documents.push({ fieldName: key, startDate, endDate });
    }
  }
  const truck = values.truck_no ?? '';
  const key = isValidTruckNumber(truck) ? truckNumberKey(truck) : null;
  return {
    errors,
    value: errors.length === 0 && details.success ? { details: details.data, documents } : null,
    key,
  };
}

/**
 * The input gate's invisible-character rule, per cell: the server's gate leaves import cells to
 * this, so the preview points at the row and column (every column, not only those a form checks).
 */
function invisibleCells(kind: ImportKind, values: Record<string, string>): CellError[] {
  return IMPORT_COLUMNS[kind].flatMap(({ key, header }) => {
    const message = invisibleCharacterProblem(header, values[key] ?? '');
    return message ? [{ column: header, message }] : [];
  });
}

const textOr = (value: string | undefined) => (value ?? '').trim();

function checkByKind(kind: ImportKind, values: Record<string, string>): RowCheck {
  if (kind === 'vehicles') return checkVehicle(values);
  if (kind === 'vendors') {
    // The vendor form's rules; an import carries no transporter's declaration (it needs its PDF).
    const result = vendorFormSchema.safeParse({
      ...values,
      deducteeType: deducteeTypeFromText(values.deducteeType ?? ''),
      declaration194C6Date: '',
      goodsCarriages: '',
    });
    const name = textOr(values.companyName);
    return {
      errors: issues(kind, result),
      value: result.success ? result.data : null,
      key: name ? nameKey(name) : null,
    };
  }
  const result = freightPayloadSchema.safeParse(values);
  const [from, to] = [textOr(values.from_destination), textOr(values.to_destination)];
  return {
    errors: issues(kind, result),
    value: result.success ? (result.data as FreightPayload) : null,
    key: from && to ? freightPairKey(from, to) : null,
  };
}

/**
 * One row checked with its form's rules: every problem it has (not only the first), the value to
 * store when there is none, and its duplicate key whenever the key's own cells can be read.
 */
export function checkImportRow(kind: ImportKind, values: Record<string, string>): RowCheck {
  const invisible = invisibleCells(kind, values);
  const check = checkByKind(kind, values);
  // A cell with an invisible character is named for that; its column's other words would only repeat it.
  const flagged = new Set(invisible.map((e) => e.column));
  const errors = [...invisible, ...check.errors.filter((e) => !flagged.has(e.column))];
  return {
    errors,
    value: errors.length === 0 ? check.value : null,
    key: invisible.length === 0 ? check.key : null,
  };
}

/**
 * Every row checked, duplicates within the file and against `existingKeys` (the master data's
 * keys) reported on their row. Valid rows come back with their values, in file order.
 */
export function checkImportRows(
  kind: ImportKind,
  rows: readonly ImportRow[],
  existingKeys: ReadonlySet<string> = new Set(),
) {
  const errors: ImportRowError[] = [];
  const valid: { row: number; value: ImportValue }[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, values: cells } of rows) {
    const { values, errors: cutShort } = sheetCellTexts(IMPORT_COLUMNS[kind], cells);
    if (isExampleRow(kind, values)) {
      errors.push({ row, column: 'Row', message: IMPORT_MESSAGES.exampleRow });
      continue;
    }
    const check = checkImportRow(kind, values);
    const rowErrors = [...cutShort, ...check.errors].map((e) => ({ row, ...e }));
    // A duplicate is named beside the row's other problems.
    const earlier = check.key === null ? undefined : firstRowOf.get(check.key);
    if (earlier !== undefined)
      rowErrors.push({
        row,
        column: IMPORT_DUPLICATE[kind].column,
        message: IMPORT_MESSAGES.duplicateInFile(earlier),
      });
    else if (check.key !== null && existingKeys.has(check.key))
      rowErrors.push({ row, ...IMPORT_DUPLICATE[kind] });
    else if (check.key !== null) firstRowOf.set(check.key, row);
    if (rowErrors.length > 0) errors.push(...rowErrors);
    else if (check.value) valid.push({ row, value: check.value });
  }
  return { valid, errors };
}
