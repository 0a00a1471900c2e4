import { sql } from 'kysely';
import type { DB } from '../../../db/connection';
import { toPaise } from '../../../../shared/common/money';
import type { PanStatus } from '../../../../shared/accounting/tds-rule';
import { toRemarks } from '../stored/bill-rows';

/** What the TDS register reads of a bill's revisions: how each decided its TDS, and its lines' sums per rate. */

/** One revision of a bill, with how its TDS was decided. */
export interface RevisionTds {
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

/** Every revision of these bills (row ids), by bill and in revision order. */
export async function revisionTdsOf(db: DB, billRowIds: number[]): Promise<RevisionTds[]> {
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

/** The freight credited and the TDS of one revision's lines at one rate, in paise. */
export interface RateSum {
  revisionId: number;
  rate: number;
  creditedPaise: number;
  tdsPaise: number;
}

/** Freight and TDS of each revision's lines per rate. */
export async function lineSumsPerRate(db: DB, revisionIds: number[]): Promise<RateSum[]> {
  if (revisionIds.length === 0) return [];
  const rows = await db
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
  return rows.map((s) => ({
    revisionId: s.bill_revision_id,
    rate: Number(s.tds_rate),
    creditedPaise: toPaise(s.freight),
    tdsPaise: toPaise(s.tds),
  }));
}
