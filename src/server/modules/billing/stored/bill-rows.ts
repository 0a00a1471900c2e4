import type { Selectable } from 'kysely';

import type { PanStatus } from '../../../../shared/accounting/tds-rule';
import type { Bill, BillLine, BillRevisionTotals, BillTdsTerms } from './bill-types';
import type { BillLinesTable, BillRevisionsTable, BillsTable } from '../tables';
import type { BillRemark } from '../../../../shared/billing/wire';

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

/** A bill's header as selected (BILL_COLUMNS): its table's columns but the cancellation's booking day. */
type BillRow = Omit<Selectable<BillsTable>, 'cancelled_booked_on'>;

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

/** Each of a revision's totals and its column on bill_revisions. */
const TOTAL_COLUMN_OF = {
  tripCount: 'trip_count',
  weight: 'total_weight',
  actualWeight: 'total_actual_weight',
  freight: 'total_freight',
  tds: 'total_tds',
  short: 'total_short',
  diesel: 'total_diesel',
  advance: 'total_advance',
  toll: 'total_toll',
  adblue: 'total_adblue',
  greasing: 'total_greasing',
  amount: 'total_amount',
  remarksAmount: 'remarks_amount',
  gstAmount: 'gst_amount',
  netAmount: 'net_amount',
} as const satisfies Record<keyof BillRevisionTotals, string>;

type TotalColumn = (typeof TOTAL_COLUMN_OF)[keyof BillRevisionTotals];
export const TOTAL_COLUMNS = Object.values(TOTAL_COLUMN_OF);
type TotalsRow = Pick<Selectable<BillRevisionsTable>, TotalColumn>;

export function toTotals(row: TotalsRow): BillRevisionTotals {
  const totals = Object.entries(TOTAL_COLUMN_OF).map(([total, column]) => [total, row[column]]);
  return Object.fromEntries(totals) as BillRevisionTotals;
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
    lapsedDeclaration: row.tds_lapsed_declaration ?? null,
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
