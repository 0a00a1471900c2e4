import type { Selectable } from 'kysely';

import type { PanStatus } from '../../../shared/accounting/tds-rule';
import type { Bill, BillLine, BillRevisionTotals, BillTdsTerms } from './bill-types';
import type { BillLinesTable, BillRevisionsTable } from './tables';
import type { BillRemark } from '../../../shared/billing/wire';

/** Bill rows as stored: their columns and their mapping to bill-types.ts. */

/** The columns of a bill line as stored, with their types and values (bill_id, bill_revision_id and live aside). */
export const LINE_COLUMNS: [name: string, type: string, read: (line: BillLine) => unknown][] = [
  ['line_no', 'int4', (l) => l.lineNo],
  ['trip_row_id', 'int4', (l) => l.tripRowId],
  ['trip_id', 'text', (l) => l.tripId],
  ['local_date', 'date', (l) => l.localDate],
  ['truck_number', 'text', (l) => l.truckNumber],
  ['destination_from', 'text', (l) => l.destinationFrom],
  ['destination_to', 'text', (l) => l.destinationTo],
  ['weight', 'numeric', (l) => l.weight],
  ['actual_weight', 'numeric', (l) => l.actualWeight],
  ['rate', 'numeric', (l) => l.rate],
  ['freight', 'numeric', (l) => l.freight],
  ['tds_rate', 'numeric', (l) => l.tdsRate],
  ['tds', 'numeric', (l) => l.tds],
  ['diesel', 'numeric', (l) => l.diesel],
  ['advance', 'numeric', (l) => l.advance],
  ['toll', 'numeric', (l) => l.toll],
  ['adblue', 'numeric', (l) => l.adblue],
  ['greasing', 'numeric', (l) => l.greasing],
  ['short', 'numeric', (l) => l.short],
  ['amount', 'numeric', (l) => l.amount],
  ['driver_name', 'text', (l) => l.driverName],
  ['do_number', 'text', (l) => l.doNumber],
  ['truck_type', 'text', (l) => l.truckType],
  ['diesel_slip_number', 'text', (l) => l.dieselSlipNumber],
  ['difference_weight', 'numeric', (l) => l.differenceWeight],
];

export const BILL_COLUMNS = [
  'bills.id',
  'bills.bill_id',
  'bills.vendor',
  'bills.vendor_id',
  'bills.bill_date',
  'bills.current_revision',
  'bills.created_by',
  'bills.created_profile',
  'bills.created_at',
  'bills.cancelled_at',
  'bills.cancelled_by',
] as const;

export interface BillRow {
  id: number;
  bill_id: string;
  vendor: string;
  vendor_id: number | null;
  bill_date: string;
  current_revision: number;
  created_by: string;
  created_profile: string;
  created_at: Date;
  cancelled_at: Date | null;
  cancelled_by: string | null;
}

export function toBill(row: BillRow): Bill {
  return {
    id: row.id,
    billId: row.bill_id,
    vendor: row.vendor,
    vendorId: row.vendor_id,
    billDate: row.bill_date,
    currentRevision: row.current_revision,
    createdBy: row.created_by,
    createdProfile: row.created_profile,
    createdAt: row.created_at,
    cancelledAt: row.cancelled_at,
    cancelledBy: row.cancelled_by,
  };
}

export const TOTAL_COLUMNS = [
  'trip_count',
  'total_weight',
  'total_actual_weight',
  'total_freight',
  'total_tds',
  'total_short',
  'total_diesel',
  'total_advance',
  'total_toll',
  'total_adblue',
  'total_greasing',
  'total_amount',
  'remarks_amount',
  'gst_amount',
  'net_amount',
] as const;
export type TotalsRow = Record<(typeof TOTAL_COLUMNS)[number], number>;

export function toTotals(row: TotalsRow): BillRevisionTotals {
  return {
    tripCount: row.trip_count,
    weight: row.total_weight,
    actualWeight: row.total_actual_weight,
    freight: row.total_freight,
    tds: row.total_tds,
    short: row.total_short,
    diesel: row.total_diesel,
    advance: row.total_advance,
    toll: row.total_toll,
    adblue: row.total_adblue,
    greasing: row.total_greasing,
    amount: row.total_amount,
    remarksAmount: row.remarks_amount,
    gstAmount: row.gst_amount,
    netAmount: row.net_amount,
  };
}

/** How a revision's TDS was decided; null for revisions stored before the rule (migration 020). */
export function toTdsTerms(row: Selectable<BillRevisionsTable>): BillTdsTerms | null {
  if (row.tds_rate === null) return null;
  return {
    rate: Number(row.tds_rate),
    section206AA: row.tds_section_206aa === true,
    reasonCode: row.tds_reason_code ?? '',
    panStatus: (row.pan_status ?? 'VALID') as PanStatus,
    chargesTds: Number(row.charges_tds),
  };
}

type LineRow = Selectable<BillLinesTable>;

export function toLine(l: LineRow): BillLine {
  return {
    lineNo: l.line_no,
    tripRowId: l.trip_row_id,
    tripId: l.trip_id,
    localDate: l.local_date,
    truckNumber: l.truck_number,
    destinationFrom: l.destination_from,
    destinationTo: l.destination_to,
    weight: l.weight,
    actualWeight: l.actual_weight,
    rate: l.rate,
    freight: l.freight,
    tdsRate: l.tds_rate,
    tds: l.tds,
    diesel: l.diesel,
    advance: l.advance,
    toll: l.toll,
    adblue: l.adblue,
    greasing: l.greasing,
    short: l.short,
    amount: l.amount,
    driverName: l.driver_name,
    doNumber: l.do_number,
    truckType: l.truck_type,
    dieselSlipNumber: l.diesel_slip_number,
    differenceWeight: l.difference_weight,
  };
}

/** jsonb arrives parsed from node-postgres and PGlite; text only if a driver leaves it alone. */
export function toRemarks(value: unknown): BillRemark[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? list.map((r) => ({ text: String(r.text), amount: Number(r.amount) })) : [];
}
