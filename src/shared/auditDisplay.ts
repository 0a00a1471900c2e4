import { DateTime } from 'luxon';
import { BUSINESS_ZONE, formatIndianDate, isIsoDate } from './dates';
import { PROFILE_LABELS, isProfile } from './profiles';

/**
 * The audit trail in a clerk's words: field labels instead of stored keys, profile names instead
 * of their codes, dates and times as India reads them, lists and records as text.
 */

/** Stored keys whose label is not just the key split into words. */
const FIELD_LABELS: Record<string, string> = {
  billId: 'Bill ID',
  bill_id: 'Bill ID',
  billing_id: 'Bill ID',
  TripID: 'Trip ID',
  tripId: 'Trip ID',
  DONumber: 'DO Number',
  TDS_Rate: 'TDS Rate',
  tdsRate: 'TDS Rate',
  truck_no: 'Truck Number',
  TruckNumber: 'Truck Number',
  company_name: 'Company Name',
  owner_name: 'Owner Name',
  pan: 'PAN',
  gst: 'GST',
  gst_no: 'GST Number',
  ifsc: 'IFSC',
  ifsc_code: 'IFSC',
  localDate: 'Trip Date',
  userProfile: 'Profile',
  profile: 'Profile',
  reversalReason: 'Reversal Reason',
  '(value)': 'Value',
};

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

/** A stored value as text: '—' for none, Yes/No, profile names, Indian dates, lists joined. */
export function auditValueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (isProfile(value)) return PROFILE_LABELS[value];
    if (isIsoDate(value)) return formatIndianDate(value);
    if (ISO_TIMESTAMP.test(value) && DateTime.fromISO(value).isValid) return formatAuditTime(value);
    return value;
  }
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(auditValueText).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, v]) => `${auditFieldLabel(key)}: ${auditValueText(v)}`)
      .join('; ');
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
    case 'vehicle':
      return pick('truck_no');
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
