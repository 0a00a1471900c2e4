import { sql } from 'kysely';
import type { DB } from '../../../db/connection';
import { billsAtCurrentRevision } from '../money/balances';
import { TRANSACTION_TOTAL_FIELDS, type PageSummary } from '../../../../shared/lists/paging';
import type { BillDateRange } from '../life/bill-requests';
import { billChoices } from './bill-summaries';
import type { TransactionTotals } from '../../../../shared/billing/wire';

/** The stored revision column each Transactions total sums. */
const REVISION_COLUMNS: Record<(typeof TRANSACTION_TOTAL_FIELDS)[number], string> = {
  weight: 'total_weight',
  actual_weight: 'total_actual_weight',
  freight: 'total_freight',
  diesel: 'total_diesel',
  advance: 'total_advance',
  toll: 'total_toll',
  tds: 'total_tds',
  short: 'total_short',
  amount: 'total_amount',
  remarks_amount: 'remarks_amount',
  gst_amount: 'gst_amount',
  final_amount: 'net_amount',
};

/** totalCount and the sums of a paged Transactions list: every live bill dated in the range (and its vendor and column filters), current revisions. */
export async function transactionsSummary(
  db: DB,
  range: BillDateRange,
): Promise<PageSummary<TransactionTotals>> {
  const sums = TRANSACTION_TOTAL_FIELDS.map((field) =>
    sql<string>`coalesce(sum(${sql.ref(`bill_revisions.${REVISION_COLUMNS[field]}`)}), 0)`.as(field),
  );
  // count and sum arrive as text (bigint, numeric), read as numbers here.
  const row = await billsAtCurrentRevision(db)
    .select([sql<string>`count(*)`.as('total_count'), ...sums])
    .where('bills.cancelled_at', 'is', null)
    .where('bills.bill_date', '>=', range.startDate)
    .where('bills.bill_date', '<=', range.endDate)
    .where(billChoices(range))
    .executeTakeFirstOrThrow();
  const totals = Object.fromEntries(
    TRANSACTION_TOTAL_FIELDS.map((field) => [field, Number(row[field])]),
  ) as TransactionTotals;
  return { totalCount: Number(row.total_count), totals };
}

/** The vendors of the live bills dated in the range (whatever vendor is chosen), for the vendor choice. */
export async function transactionVendors(db: DB, range: BillDateRange): Promise<string[]> {
  const rows = await db
    .selectFrom('bills')
    .select('bills.vendor')
    .distinct()
    .where('bills.cancelled_at', 'is', null)
    .where('bills.bill_date', '>=', range.startDate)
    .where('bills.bill_date', '<=', range.endDate)
    .orderBy('bills.vendor')
    .execute();
  return rows.map((r) => r.vendor);
}
