import type { PageRequest } from '../../../../shared/lists/paging';
import type { BillSort, BillSortKey } from '../../../../shared/lists/sorting';
import type { BillFilterKey } from '../../../../shared/lists/column-filters';
import { escapeLike } from '../../trips/for-billing';
import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../db/schema';
import type { DB } from '../../../db/connection';
import { billsAtCurrentRevision, isCurrentRevision } from '../money/balances';
import { BILL_COLUMNS, TOTAL_COLUMNS, toBill, toRemarks, toTotals } from '../stored/bill-rows';
import type { BillDateRange } from '../life/bill-requests';
import type { BillSummary } from '../stored/bill-types';

/** Live bills as Transactions and Revise Bill list them: header, current revision's totals, trip ids. */

/** A query of bills joined with their current revision, whatever it selects. */
type SummaryQuery<O> = SelectQueryBuilder<Database, 'bills' | 'bill_revisions', O>;

/** Live bills with their current revision's totals, remarks, time and trip ids, newest first. */
async function liveSummaries(
  db: DB,
  narrow: <O>(query: SummaryQuery<O>) => SummaryQuery<O>,
): Promise<BillSummary[]> {
  const query = billsAtCurrentRevision(db)
    .select([
      ...BILL_COLUMNS,
      'bill_revisions.remarks',
      'bill_revisions.apply_taxes',
      'bill_revisions.charges_tds',
      'bill_revisions.created_at as revised_at',
      ...TOTAL_COLUMNS.map((c) => `bill_revisions.${c}` as const),
      // A JSON array, read in the index's line order: a page of ~400-trip bills carries ~43,000 ids,
      // and array_agg's sort plus the driver's text-array parser took most of the page's time.
      sql<
        string[]
      >`array_to_json(array(select l.trip_id from bill_lines l where l.bill_revision_id = bill_revisions.id order by l.line_no))`.as(
        'trip_ids',
      ),
    ])
    .where('bills.cancelled_at', 'is', null);
  const rows = await narrow(query).orderBy('bills.bill_date', 'desc').orderBy('bills.id', 'desc').execute();
  return rows.map((row) => ({
    ...toBill(row),
    remarks: toRemarks(row.remarks),
    applyTaxes: row.apply_taxes,
    totals: toTotals(row),
    chargesTds: Number(row.charges_tds),
    tripIds: row.trip_ids,
    revisedAt: row.revised_at,
  }));
}

/**
 * Live bills dated in a range (Transactions), newest first, each with its current revision's
 * totals and remarks and its trips' ids in line order. `vendor` (optional): one vendor's bills,
 * its name in any case.
 */
export function liveBillsInRange(db: DB, range: BillDateRange): Promise<BillSummary[]> {
  return liveSummaries(db, (q) =>
    q
      .where('bills.bill_date', '>=', range.startDate)
      .where('bills.bill_date', '<=', range.endDate)
      .where(billChoices(range)),
  );
}

/** The bill column each Transactions filter key reads (the only names that reach SQL). */
const BILL_FILTER_COLUMNS: Record<BillFilterKey, string> = {
  billing_id: 'bills.bill_id',
  vendor: 'bills.vendor',
  username: 'bills.created_by',
};

/** The range's vendor choice and column filters (contains, any case), as one condition on `bills`. */
export function billChoices(range: BillDateRange): RawBuilder<SqlBool> {
  const conditions = [
    ...(range.vendor ? [sql`lower(bills.vendor) = ${range.vendor.toLowerCase()}`] : []),
    ...(Object.entries(range.filters ?? {}) as [BillFilterKey, string][]).map(
      ([key, text]) =>
        sql`lower(${sql.ref(BILL_FILTER_COLUMNS[key])}) like ${`%${escapeLike(text.toLowerCase())}%`}`,
    ),
  ];
  return conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/** The column each Transactions sort key orders by (the only names that reach SQL). */
const BILL_SORT_COLUMNS: Record<BillSortKey, string> = {
  billing_id: 'bills.id',
  vendor: 'bills.vendor',
  date: 'bills.bill_date',
  weight: 'bill_revisions.total_weight',
  actual_weight: 'bill_revisions.total_actual_weight',
  freight: 'bill_revisions.total_freight',
  diesel: 'bill_revisions.total_diesel',
  advance: 'bill_revisions.total_advance',
  toll: 'bill_revisions.total_toll',
  tds: 'bill_revisions.total_tds',
  short: 'bill_revisions.total_short',
  amount: 'bill_revisions.total_amount',
  remarks_amount: 'bill_revisions.remarks_amount',
  gst_amount: 'bill_revisions.gst_amount',
  final_amount: 'bill_revisions.net_amount',
  revision: 'bills.current_revision',
};

/**
 * The row ids of the live bills dated in the range, in list order (newest first, or the column
 * sort with the row id breaking ties), one page of them when `page` is given (index-only unsorted).
 */
export async function liveBillPageIds(
  db: DB,
  range: BillDateRange,
  page: PageRequest | null,
  sort: BillSort | null = null,
): Promise<number[]> {
  let query = db
    .selectFrom('bills')
    .select('bills.id')
    .where('bills.cancelled_at', 'is', null)
    .where('bills.bill_date', '>=', range.startDate)
    .where('bills.bill_date', '<=', range.endDate)
    .where(billChoices(range));
  if (sort) {
    const direction = sql.raw(sort.order === 'desc' ? 'desc' : 'asc');
    query = query
      .innerJoin('bill_revisions', (join) => join.on(isCurrentRevision('bills', 'bill_revisions')))
      .orderBy(sql`${sql.ref(BILL_SORT_COLUMNS[sort.key])} ${direction} nulls last, bills.id ${direction}`);
  } else {
    query = query.orderBy('bills.bill_date', 'desc').orderBy('bills.id', 'desc');
  }
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query).execute();
  return rows.map((r) => r.id);
}

/** The summaries of the live bills among these row ids, in the order of the ids. */
export async function liveBillsOfRowIds(db: DB, ids: readonly number[]): Promise<BillSummary[]> {
  if (ids.length === 0) return [];
  const byId = new Map(
    (await liveSummaries(db, (q) => q.where('bills.id', 'in', [...ids]))).map((b) => [b.id, b]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The same summaries for the live bills among these bill ids ('B1001'). */
export async function liveBillsOfBillIds(db: DB, billIds: readonly string[]): Promise<BillSummary[]> {
  if (billIds.length === 0) return [];
  return liveSummaries(db, (q) => q.where('bills.bill_id', 'in', [...billIds]));
}
