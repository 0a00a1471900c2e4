import { DateTime } from 'luxon';
import { BUSINESS_ZONE, formatIndianDate, isIsoDate } from '../common/dates';
import { PROFILE_LABELS, isProfile } from '../auth/profiles';
import { CHALLAN_LABELS } from '../accounting/tds-challans';
import { TRIP_FIELD_LABELS } from '../trips/record';
import { DOCUMENT_LABELS, isDocumentKey } from '../masters/vehicle';
import { VENDOR_LABELS } from '../masters/vendor';
import { VENDOR_TDS_LABELS } from '../masters/vendor-tds';

/**
 * The audit trail in a clerk's words: field labels instead of stored keys, profile names instead
 * of their codes, dates and times as India reads them, lists and records as text.
 */

/**
 * The labels of stored keys: the screens' own field label maps (trip, vendor, vehicle documents,
 * TDS challans), then the keys those maps do not name or that the audit stores differently.
 */
const FIELD_LABELS: Record<string, string> = {
  ...TRIP_FIELD_LABELS,
  ...VENDOR_LABELS,
  declaration194C6Date: VENDOR_TDS_LABELS.declarationDate,
  goodsCarriages: VENDOR_TDS_LABELS.goodsCarriages,
  ...DOCUMENT_LABELS,
  ...CHALLAN_LABELS,
  billId: 'Bill ID',
  bill_id: 'Bill ID',
  billing_id: 'Bill ID',
  tripId: 'Trip ID',
  tripIds: 'Trip IDs',
  truck_no: 'Truck Number',
  company_name: 'Company Name',
  owner_name: 'Owner Name',
  gst_no: 'GST Number',
  ifsc: 'IFSC',
  ifsc_code: 'IFSC',
  localDate: 'Trip Date',
  userProfile: 'Profile',
  profile: 'Profile',
  reversalReason: 'Reversal Reason',
  field_name: 'Document',
  documents: 'Documents',
  file_name: 'File Name',
  originalname: 'File Name',
  sha256: 'SHA-256',
  blockExpired: 'Block Trips On Expired',
  '(value)': 'Value',
};

/** Stored keys whose values are document keys ('fitness'), shown by the documents' labels. */
const DOCUMENT_VALUE_FIELDS: ReadonlySet<string> = new Set(['field_name', 'blockExpired', 'blocked']);

/** A stored key as a label: 'reversalReason' -> 'Reversal Reason', 'truck_type' -> 'Truck Type'. */
export function auditFieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/);
  return words.map((w) => (w === w.toUpperCase() ? w : w[0]!.toUpperCase() + w.slice(1))).join(' ');
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** An instant in India's time: '23/11/2026 12:00'. */
export function formatAuditTime(value: string | Date): string {
  const dt = value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromISO(value, { setZone: false });
  return dt.setZone(BUSINESS_ZONE).toFormat('dd/MM/yyyy HH:mm');
}

/**
 * A stored value as text: '—' for none, Yes/No, profile names, Indian dates, lists joined, records
 * as "Label: value" (a record inside another, or in a list, in parentheses). `field` is the key
 * the value is stored under: a document list ('fitness', 'insurance') reads by the documents' labels.
 */
export function auditValueText(value: unknown, field?: string, nested = false): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (field && DOCUMENT_VALUE_FIELDS.has(field) && isDocumentKey(value)) return DOCUMENT_LABELS[value];
    if (isProfile(value)) return PROFILE_LABELS[value];
    if (isIsoDate(value)) return formatIndianDate(value);
    if (ISO_TIMESTAMP.test(value) && DateTime.fromISO(value).isValid) return formatAuditTime(value);
    return value;
  }
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((item) => auditValueText(item, field, true)).join(', ');
  if (typeof value === 'object') {
    if (Object.keys(value).length === 0) return '—';
    const text = Object.entries(value as Record<string, unknown>)
      .map(([key, v]) => `${auditFieldLabel(key)}: ${auditValueText(v, key, true)}`)
      .join('; ');
    return nested ? `(${text})` : text;
  }
  return String(value);
}

const textOf = (record: unknown, key: string): string | null => {
  const value = record && typeof record === 'object' ? (record as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
};

/**
 * What an entry is about, in the words of the screens: a payment by its bill and reference, a
 * vendor by its name, a vehicle by its truck number, a freight rate by its route (their stored ids
 * are internal). Null when the stored id is already what a clerk knows (trip, bill, user).
 */
export function auditSubject(entity: string, before: unknown, after: unknown): string | null {
  const pick = (key: string) => textOf(after, key) ?? textOf(before, key);
  switch (entity) {
    case 'payment': {
      const bill = pick('billId');
      const reference = pick('reference');
      if (!bill) return null;
      const mode = pick('mode');
      return reference ? `Bill ${bill}, ${mode ? `${mode} ` : ''}${reference}` : `Bill ${bill}`;
    }
    case 'vendor':
      return pick('company_name') ?? pick('name');
    case 'vehicle': {
      // A document's upload or reset names the document too: its own fields change, not its name.
      const truck = pick('truck_no');
      const document = pick('field_name');
      return truck && document ? `${truck}, ${auditValueText(document, 'field_name')}` : truck;
    }
    case 'freight': {
      const from = pick('from') ?? pick('destination_from');
      const to = pick('to') ?? pick('destination_to');
      return from && to ? `${from} → ${to}` : null;
    }
    default:
      return null;
  }
}

/** A stored action as words: 'temporary-password' -> 'Temporary Password', 'reverse' -> 'Reverse'. */
export function auditActionLabel(action: string): string {
  return auditFieldLabel(action);
}
