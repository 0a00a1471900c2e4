import type { PageRequest } from '../../../shared/paging';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { DB } from '../../db/connection';
import { BILL_COLUMNS, TOTAL_COLUMNS, toBill, toRemarks, toTotals, type BillRow, type TotalsRow } from './bill-rows';
import type { BillSummary } from './bill-types';

/** Live bills as Transactions and Revise Bill list them: header, current revision's totals, trip ids. */

type SummaryQuery = SelectQueryBuilder<Database, 'bills' | 'bill_revisions', object>;

/** Live bills with their current revision's totals, remarks, time and trip ids, newest first. */
async function liveSummaries(db: DB, narrow: (query: SummaryQuery) => SummaryQuery): Promise<BillSummary[]> {
  const query = db
    .selectFrom('bills')
    .innerJoin('bill_revisions', (join) =>
      join.onRef('bill_revisions.bill_id', '=', 'bills.id').onRef('bill_revisions.revision', '=', 'bills.current_revision'),
    )
    .select([
      ...BILL_COLUMNS,
      'bill_revisions.remarks',
      'bill_revisions.apply_taxes',
      'bill_revisions.created_at as revised_at',
      ...TOTAL_COLUMNS.map((c) => `bill_revisions.${c}` as const),
      sql<string[]>`(select coalesce(array_agg(l.trip_id order by l.line_no), '{}') from bill_lines l where l.bill_revision_id = bill_revisions.id)`.as(
        'trip_ids',
      ),
    ])
    .where('bills.cancelled_at', 'is', null);
  const rows = await narrow(query as unknown as SummaryQuery)
    .orderBy('bills.bill_date', 'desc')
    .orderBy('bills.id', 'desc')
    .execute();
  return (rows as unknown as Array<Record<string, unknown>>).map((row) => ({
    ...toBill(row as unknown as BillRow),
    remarks: toRemarks(row.remarks),
    applyTaxes: row.apply_taxes as boolean,
    totals: toTotals(row as unknown as TotalsRow),
    tripIds: row.trip_ids as string[],
    revisedAt: row.revised_at as Date,
  }));
}

/**
 * Live bills dated in a range (Transactions), newest first, each with its current revision's
 * totals and remarks and its trips' ids in line order. `vendor` (optional): one vendor's bills,
 * its name in any case.
 */
export function liveBillsInRange(db: DB, startDate: string, endDate: string, vendor?: string): Promise<BillSummary[]> {
  const ofVendor = (q: SummaryQuery) => (vendor ? q.where(sql`lower(bills.vendor)`, '=', vendor.toLowerCase()) : q);
  return liveSummaries(db, (q) => ofVendor(q.where('bills.bill_date', '>=', startDate).where('bills.bill_date', '<=', endDate)));
}

/** The row ids of one page of live bills dated in the range, in list order (index-only). */
export async function liveBillPageIds(db: DB, startDate: string, endDate: string, page: PageRequest, vendor?: string): Promise<number[]> {
  const rows = await db
    .selectFrom('bills')
    .select('bills.id')
    .where('bills.cancelled_at', 'is', null)
    .where('bills.bill_date', '>=', startDate)
    .where('bills.bill_date', '<=', endDate)
    .$if(Boolean(vendor), (q) => q.where(sql`lower(bills.vendor)`, '=', vendor!.toLowerCase()))
    .orderBy('bills.bill_date', 'desc')
    .orderBy('bills.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((r) => r.id);
}

/** The summaries of the live bills among these row ids, in list order. */
export async function liveBillsOfRowIds(db: DB, ids: readonly number[]): Promise<BillSummary[]> {
  if (ids.length === 0) return [];
  return liveSummaries(db, (q) => q.where('bills.id', 'in', [...ids]));
}

/** The same summaries for the live bills among these bill ids ('B1001'). */
export async function liveBillsOfBillIds(db: DB, billIds: readonly string[]): Promise<BillSummary[]> {
  if (billIds.length === 0) return [];
  return liveSummaries(db, (q) => q.where('bills.bill_id', 'in', [...billIds]));
}
