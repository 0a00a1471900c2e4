import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import { BILL_HEADER_COLUMNS, billsAtCurrentRevision } from '../billing/for-accounting';
import { toPaise } from '../../../shared/common/money';
import type { PanStatus } from '../../../shared/accounting/tds-rule';
import { toRemarks } from '../billing/for-accounting';
import { billsBookedInRange } from './bill-bookings';

/** What the TDS register reads: the bills booked in a quarter, their revisions and their lines' sums. */

/** One revision of a bill, with how its TDS was decided. */
export interface Revision {
  id: number;
  billRowId: number;
  bookedOn: string | null;
  /** Null on revisions stored before the rule (migration 020). */
  billRate: number | null;
  positiveRemarksPaise: number;
  chargesTdsPaise: number;
  panStatus: PanStatus | null;
  section206AA: boolean;
  reasonCode: string;
}

export type RegisterBill = Awaited<ReturnType<typeof billsBooked>>[number];

// The vendor's PAN now: the master row's (even when emptied), the bill's copy only without one.
const panNow = sql<string>`coalesce(vendors.pan, bill_revisions.vendor_pan, '')`;

export async function billsBooked(db: DB, start: string, end: string) {
  return billsAtCurrentRevision(db)
    .leftJoin('vendors', 'vendors.id', 'bills.vendor_id')
    .select([
      ...BILL_HEADER_COLUMNS,
      'bills.cancelled_booked_on',
      panNow.as('pan'),
      'vendors.tds_rate as vendor_rate',
      'vendors.declaration_194c6_date',
      'vendors.goods_carriages',
      'vendors.deductee_type',
    ])
    .where('bills.id', 'in', billsBookedInRange(db, start, end))
    .orderBy('bills.bill_date')
    .orderBy('bills.id')
    .execute();
}

export async function registerRevisionsOf(db: DB, billRowIds: number[]): Promise<Revision[]> {
  if (billRowIds.length === 0) return [];
  const rows = await db
    .selectFrom('bill_revisions')
    .select([
      'id',
      'bill_id',
      'booked_on',
      'tds_rate',
      'remarks',
      'charges_tds',
      'pan_status',
      'tds_section_206aa',
      'tds_reason_code',
    ])
    .where(sql<boolean>`bill_id = any(${billRowIds}::int[])`)
    .orderBy('bill_id')
    .orderBy('revision')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    billRowId: r.bill_id,
    bookedOn: r.booked_on,
    billRate: r.tds_rate === null ? null : Number(r.tds_rate),
    positiveRemarksPaise: toRemarks(r.remarks).reduce((s, m) => s + Math.max(0, toPaise(m.amount)), 0),
    chargesTdsPaise: toPaise(r.charges_tds),
    panStatus: r.tds_rate === null ? null : ((r.pan_status ?? 'VALID') as PanStatus),
    section206AA: r.tds_section_206aa === true,
    reasonCode: r.tds_reason_code ?? '',
  }));
}

/** Freight and TDS of each revision's lines per rate. */
export async function lineSums(db: DB, revisionIds: number[]) {
  if (revisionIds.length === 0) return [];
  return db
    .selectFrom('bill_lines')
    .select([
      'bill_revision_id',
      'tds_rate',
      sql<string>`sum(freight)::text`.as('freight'),
      sql<string>`sum(tds)::text`.as('tds'),
    ])
    .where(sql<boolean>`bill_revision_id = any(${revisionIds}::int[])`)
    .groupBy(['bill_revision_id', 'tds_rate'])
    .execute();
}
