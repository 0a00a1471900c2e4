import type { PageRequest } from '../../../shared/paging';
import type { BillSort, BillSortKey } from '../../../shared/sorting';
import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { DB } from '../../db/connection';
import type { BillRemark } from '../../../shared/billing';
import type { BillLinesTable } from './tables';

/** The columns of a bill line as stored, with their types and values (bill_id, bill_revision_id and live aside). */
const LINE_COLUMNS: [name: string, type: string, read: (line: BillLine) => unknown][] = [
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

/** The vendor as printed on a bill revision ('' where not known). */
export interface BillVendor {
  name: string;
  owner: string;
  pan: string;
  gst: string;
  bankName: string;
  bankAccount: string;
  ifsc: string;
}

/** One trip as billed: every value the PDF prints, in rupees and tons. */
export interface BillLine {
  lineNo: number;
  tripRowId: number;
  tripId: string;
  localDate: string;
  truckNumber: string;
  destinationFrom: string;
  destinationTo: string;
  weight: number | null;
  actualWeight: number | null;
  rate: number;
  freight: number;
  tdsRate: number;
  tds: number;
  diesel: number | null;
  advance: number | null;
  toll: number | null;
  adblue: number | null;
  greasing: number | null;
  short: number | null;
  amount: number;
  driverName: string | null;
  doNumber: string | null;
  truckType: string | null;
  dieselSlipNumber: string | null;
  differenceWeight: number | null;
}

/** A revision's totals, in rupees (money) and tons (weights). */
export interface BillRevisionTotals {
  tripCount: number;
  weight: number;
  actualWeight: number;
  freight: number;
  tds: number;
  short: number;
  diesel: number;
  advance: number;
  toll: number;
  adblue: number;
  greasing: number;
  amount: number;
  remarksAmount: number;
  gstAmount: number;
  netAmount: number;
}

/** What one revision stores (and its PDF shows). */
export interface BillRevisionContent {
  vendor: BillVendor;
  remarks: BillRemark[];
  applyTaxes: boolean;
  totals: BillRevisionTotals;
  lines: BillLine[];
}

export interface BillRevision extends BillRevisionContent {
  revision: number;
  createdBy: string;
  createdProfile: string;
  createdAt: Date;
}

/** A bill's header row. */
export interface Bill {
  id: number;
  billId: string;
  vendor: string;
  vendorId: number | null;
  billDate: string;
  currentRevision: number;
  createdBy: string;
  createdProfile: string;
  createdAt: Date;
  cancelledAt: Date | null;
  cancelledBy: string | null;
}

/** A bill with its current revision: everything its PDF needs. */
export interface StoredBill extends Bill {
  current: BillRevision;
}

/** A live bill as Transactions lists it: the header, the current revision's totals and remarks, its trip ids. */
export interface BillSummary extends Bill {
  remarks: BillRemark[];
  applyTaxes: boolean;
  totals: BillRevisionTotals;
  tripIds: string[];
  /** When the current revision was stored. */
  revisedAt: Date;
}

const BILL_COLUMNS = [
  'bills.id', 'bills.bill_id', 'bills.vendor', 'bills.vendor_id', 'bills.bill_date', 'bills.current_revision',
  'bills.created_by', 'bills.created_profile', 'bills.created_at', 'bills.cancelled_at', 'bills.cancelled_by',
] as const;

interface BillRow {
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

function toBill(row: BillRow): Bill {
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

const TOTAL_COLUMNS = [
  'trip_count', 'total_weight', 'total_actual_weight', 'total_freight', 'total_tds', 'total_short', 'total_diesel',
  'total_advance', 'total_toll', 'total_adblue', 'total_greasing', 'total_amount', 'remarks_amount', 'gst_amount', 'net_amount',
] as const;
type TotalsRow = Record<(typeof TOTAL_COLUMNS)[number], number>;

function toTotals(row: TotalsRow): BillRevisionTotals {
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

type LineRow = Selectable<BillLinesTable>;

function toLine(l: LineRow): BillLine {
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
function toRemarks(value: unknown): BillRemark[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? list.map((r) => ({ text: String(r.text), amount: Number(r.amount) })) : [];
}

type SummaryQuery = SelectQueryBuilder<Database, 'bills' | 'bill_revisions', object>;

/** Bills, their revisions and lines. Pass a transaction as `db` to work inside it. */
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

export function billRepository(db: DB) {
  /** Live bills with their current revision's totals, remarks, time and trip ids, newest first. */
  async function liveSummaries(narrow: (query: SummaryQuery) => SummaryQuery): Promise<BillSummary[]> {
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

  return {
    /** By bill id ('B1001', any case); cancelled bills too. `lock` holds the row until the transaction ends. */
    async findBill(billId: string, lock = false): Promise<Bill | null> {
      let query = db.selectFrom('bills').select(BILL_COLUMNS).where('bills.bill_id', '=', billId.trim().toUpperCase());
      if (lock) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      return row ? toBill(row as BillRow) : null;
    },

    /** A new bill header: the id comes from bill_number_seq. */
    async insertBill(values: { vendor: string; vendorId: number | null; billDate: string; createdBy: string; createdProfile: string; createdAt: Date }): Promise<Bill> {
      const row = await db
        .insertInto('bills')
        .values({
          vendor: values.vendor,
          vendor_id: values.vendorId,
          bill_date: values.billDate,
          created_by: values.createdBy,
          created_profile: values.createdProfile,
          created_at: values.createdAt,
        })
        .returning(['id', 'bill_id', 'vendor', 'vendor_id', 'bill_date', 'current_revision', 'created_by', 'created_profile', 'created_at', 'cancelled_at', 'cancelled_by'])
        .executeTakeFirstOrThrow();
      return toBill(row as BillRow);
    },

    /**
     * Stores revision `revision` of a bill with its lines, which become the bill's live lines.
     * The bill's earlier live lines must have been retired first (the unique index says so).
     */
    async insertRevision(
      bill: Bill,
      revision: number,
      content: BillRevisionContent,
      author: { username: string; profile: string; at: Date },
    ): Promise<void> {
      const { vendor, totals } = content;
      const stored = await db
        .insertInto('bill_revisions')
        .values({
          bill_id: bill.id,
          revision,
          vendor_name: vendor.name,
          vendor_owner: vendor.owner,
          vendor_pan: vendor.pan,
          vendor_gst: vendor.gst,
          vendor_bank_name: vendor.bankName,
          vendor_bank_account: vendor.bankAccount,
          vendor_ifsc: vendor.ifsc,
          remarks: JSON.stringify(content.remarks),
          apply_taxes: content.applyTaxes,
          trip_count: totals.tripCount,
          total_weight: totals.weight,
          total_actual_weight: totals.actualWeight,
          total_freight: totals.freight,
          total_tds: totals.tds,
          total_short: totals.short,
          total_diesel: totals.diesel,
          total_advance: totals.advance,
          total_toll: totals.toll,
          total_adblue: totals.adblue,
          total_greasing: totals.greasing,
          total_amount: totals.amount,
          remarks_amount: totals.remarksAmount,
          gst_amount: totals.gstAmount,
          net_amount: totals.netAmount,
          created_by: author.username,
          created_profile: author.profile,
          created_at: author.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // One statement of column arrays (unnest): 5,000 lines were five 28,000-parameter inserts.
      if (content.lines.length > 0) {
        const names = sql.raw(LINE_COLUMNS.map(([name]) => name).join(', '));
        const arrays = LINE_COLUMNS.map(([, type, read]) => sql`${content.lines.map(read)}::${sql.raw(type)}[]`);
        await sql`
          insert into bill_lines (bill_id, bill_revision_id, live, ${names})
          select ${bill.id}, ${stored.id}, true, l.* from unnest(${sql.join(arrays)}) as l`.execute(db);
      }
      await db.updateTable('bills').set({ current_revision: revision }).where('id', '=', bill.id).execute();
    },

    /** The trips (row ids) on the bill's live lines, in id order. */
    async liveTripRowIds(bill: Bill): Promise<number[]> {
      const rows = await db
        .selectFrom('bill_lines')
        .select('trip_row_id')
        .where('bill_id', '=', bill.id)
        .where('live', '=', true)
        .orderBy('trip_row_id')
        .execute();
      return rows.map((r) => r.trip_row_id);
    },

    /** The bill's current lines stop being live (before a revision, or on cancel). */
    async retireLiveLines(bill: Bill): Promise<void> {
      await db.updateTable('bill_lines').set({ live: false }).where('bill_id', '=', bill.id).where('live', '=', true).execute();
    },

    async markCancelled(bill: Bill, by: string, at: Date): Promise<void> {
      await db.updateTable('bills').set({ cancelled_at: at, cancelled_by: by }).where('id', '=', bill.id).execute();
    },

    /** One stored revision with its lines, or null. */
    async findRevision(bill: Bill, revision: number): Promise<BillRevision | null> {
      const row = await db
        .selectFrom('bill_revisions')
        .selectAll()
        .where('bill_id', '=', bill.id)
        .where('revision', '=', revision)
        .executeTakeFirst();
      if (!row) return null;
      const lines = await db
        .selectFrom('bill_lines')
        .selectAll()
        .where('bill_revision_id', '=', row.id)
        .orderBy('line_no')
        .execute();
      return {
        revision: row.revision,
        vendor: {
          name: row.vendor_name,
          owner: row.vendor_owner,
          pan: row.vendor_pan,
          gst: row.vendor_gst,
          bankName: row.vendor_bank_name,
          bankAccount: row.vendor_bank_account,
          ifsc: row.vendor_ifsc,
        },
        remarks: toRemarks(row.remarks),
        applyTaxes: row.apply_taxes,
        totals: toTotals(row),
        createdBy: row.created_by,
        createdProfile: row.created_profile,
        createdAt: row.created_at,
        lines: lines.map(toLine),
      };
    },

    /** The live lines (current revision) of these bills (row ids), by bill row id, in line order. */
    async liveLinesByBill(billRowIds: readonly number[]): Promise<Map<number, BillLine[]>> {
      const byBill = new Map<number, BillLine[]>();
      if (billRowIds.length === 0) return byBill;
      const rows = await db
        .selectFrom('bill_lines')
        .selectAll()
        .where('bill_id', 'in', [...billRowIds])
        .where('live', '=', true)
        .orderBy('bill_id')
        .orderBy('line_no')
        .execute();
      for (const row of rows) {
        const lines = byBill.get(row.bill_id);
        if (lines) lines.push(toLine(row));
        else byBill.set(row.bill_id, [toLine(row)]);
      }
      return byBill;
    },

    /** The revision numbers a bill has stored (1..n). */
    async revisionNumbers(bill: Bill): Promise<number[]> {
      const rows = await db.selectFrom('bill_revisions').select('revision').where('bill_id', '=', bill.id).orderBy('revision').execute();
      return rows.map((r) => r.revision);
    },

    /**
     * Live bills dated in a range (Transactions), newest first, each with its current revision's
     * totals and remarks and its trips' ids in line order.
     */
    async listLive(startDate: string, endDate: string, page: PageRequest | null = null, vendor?: string): Promise<BillSummary[]> {
      if (!page) {
        // Transactions' vendor choice (optional): one vendor's bills, its name in any case.
        const ofVendor = (q: SummaryQuery) => (vendor ? q.where(sql`lower(bills.vendor)`, '=', vendor.toLowerCase()) : q);
        return liveSummaries((q) => ofVendor(q.where('bills.bill_date', '>=', startDate).where('bills.bill_date', '<=', endDate)));
      }
      return this.liveByRowIds(await this.livePageIds({ startDate, endDate, vendor }, page));
    },

    /**
     * The row ids of the live bills dated in the range, in list order (newest first, or the column
     * sort with the row id breaking ties), one page of them when `page` is given (index-only unsorted).
     */
    async livePageIds(range: { startDate: string; endDate: string; vendor?: string }, page: PageRequest | null, sort: BillSort | null = null): Promise<number[]> {
      let query = db
        .selectFrom('bills')
        .select('bills.id')
        .where('bills.cancelled_at', 'is', null)
        .where('bills.bill_date', '>=', range.startDate)
        .where('bills.bill_date', '<=', range.endDate)
        .$if(Boolean(range.vendor), (q) => q.where(sql`lower(bills.vendor)`, '=', range.vendor!.toLowerCase()));
      if (sort) {
        const direction = sql.raw(sort.order === 'desc' ? 'desc' : 'asc');
        query = query
          .innerJoin('bill_revisions', (join) => join.onRef('bill_revisions.bill_id', '=', 'bills.id').onRef('bill_revisions.revision', '=', 'bills.current_revision'))
          .orderBy(sql`${sql.ref(BILL_SORT_COLUMNS[sort.key])} ${direction} nulls last, bills.id ${direction}`);
      } else {
        query = query.orderBy('bills.bill_date', 'desc').orderBy('bills.id', 'desc');
      }
      const rows = await (page ? query.limit(page.limit).offset(page.offset) : query).execute();
      return rows.map((r) => r.id);
    },

    /** The summaries of the live bills among these row ids, in the order of the ids. */
    async liveByRowIds(ids: readonly number[]): Promise<BillSummary[]> {
      if (ids.length === 0) return [];
      const byId = new Map((await liveSummaries((q) => q.where('bills.id', 'in', [...ids]))).map((b) => [b.id, b]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** The same summaries for the live bills among these bill ids ('B1001'). */
    async liveByBillIds(billIds: readonly string[]): Promise<BillSummary[]> {
      if (billIds.length === 0) return [];
      return liveSummaries((q) => q.where('bills.bill_id', 'in', [...billIds]));
    },

    /** The vendor's details for the bill: by the trips' vendor row (even if archived since), else by name. */
    async vendorDetails(vendorId: number | null, vendorName: string): Promise<BillVendor> {
      const columns = ['company_name', 'company_owner', 'pan', 'gst', 'bank_name', 'bank_account', 'ifsc_code'] as const;
      const row =
        (vendorId !== null ? await db.selectFrom('vendors').select(columns).where('id', '=', vendorId).executeTakeFirst() : undefined) ??
        (await db
          .selectFrom('vendors')
          .select(columns)
          .where('archived_at', 'is', null)
          .where(sql<string>`lower(company_name)`, '=', vendorName.trim().toLowerCase())
          .executeTakeFirst());
      return {
        name: vendorName,
        owner: row?.company_owner ?? '',
        pan: row?.pan ?? '',
        gst: row?.gst ?? '',
        bankName: row?.bank_name ?? '',
        bankAccount: row?.bank_account ?? '',
        ifsc: row?.ifsc_code ?? '',
      };
    },
  };
}

export type BillRepository = ReturnType<typeof billRepository>;
