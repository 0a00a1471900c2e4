import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import { BILL_HEADER_COLUMNS, billsAtCurrentRevision } from './money/balances';
import {
  billsBookedInRange,
  REVISION_AMOUNT_COLUMNS,
  revisionMoneyOf,
  type BookedBill,
  type RevisionMoney,
} from './books/booked-bills';

/**
 * What the books (statements, the TDS register, the Tally export) read of bills: each bill at its
 * current revision, or every revision of the bills booked in a range, with the vendor's PAN as it
 * is now. The vendor master is joined here, in one statement, so these lists stay one query each.
 */
export { billedVendors, billsBookedInRange, type BookedBill, type RevisionMoney } from './books/booked-bills';
export { lineSumsPerRate, revisionTdsOf, type RevisionTds } from './books/revision-tds';
/** Each bill at its current revision: what the books' totals are weighed against. */
export { billsAtCurrentRevision } from './money/balances';

/** The vendor's PAN now (the master's, if set), else as printed on the bill; vendors left-joined. */
const vendorPanOfBill = sql<string>`coalesce(nullif(vendors.pan, ''), bill_revisions.vendor_pan, '')`;

/** Live bills (current revisions) dated up to `endDate`, from `startDate` if given; optionally one vendor's (any case). */
export async function liveBookedBills(
  db: DB,
  range: { startDate?: string; endDate: string; vendor?: string },
): Promise<BookedBill[]> {
  let query = billsAtCurrentRevision(db)
    .leftJoin('vendors', 'vendors.id', 'bills.vendor_id')
    .where('bills.cancelled_at', 'is', null)
    .select([
      'bills.id',
      'bills.bill_id',
      'bills.vendor',
      'bills.bill_date',
      'bills.current_revision',
      'bill_revisions.trip_count',
      vendorPanOfBill.as('pan'),
      ...REVISION_AMOUNT_COLUMNS,
    ])
    .where('bills.bill_date', '<=', range.endDate);
  if (range.startDate) query = query.where('bills.bill_date', '>=', range.startDate);
  if (range.vendor)
    query = query.where(sql<string>`lower(bills.vendor)`, '=', range.vendor.trim().toLowerCase());
  const rows = await query.orderBy('bills.bill_date').orderBy('bills.id').execute();
  return rows.map((r) => ({
    id: r.id,
    billId: r.bill_id,
    vendor: r.vendor,
    billDate: r.bill_date,
    revision: r.current_revision,
    tripCount: r.trip_count,
    pan: r.pan,
    ...revisionMoneyOf(r),
  }));
}

/** A booked bill's header: what names it, and when it was cancelled and on which day that is booked. */
interface BookedHeader {
  rowId: number;
  billId: string;
  vendor: string;
  billDate: string;
  cancelled: boolean;
  cancelledBookedOn: string | null;
}

const headerOf = (r: {
  id: number;
  bill_id: string;
  vendor: string;
  bill_date: string;
  cancelled_at: Date | null;
  cancelled_booked_on: string | null;
}): BookedHeader => ({
  rowId: r.id,
  billId: r.bill_id,
  vendor: r.vendor,
  billDate: r.bill_date,
  cancelled: r.cancelled_at !== null,
  cancelledBookedOn: r.cancelled_booked_on,
});

/** One revision of a bill booked in a range, with its bill's header and the vendor's PAN now. */
export interface RevisionInBooks extends BookedHeader {
  revision: number;
  bookedOn: string | null;
  tripCount: number;
  pan: string;
  money: RevisionMoney;
}

/** Every revision of these bills (row ids), by bill date, bill and revision. */
export async function revisionsOfBills(db: DB, billRowIds: number[]): Promise<RevisionInBooks[]> {
  if (billRowIds.length === 0) return [];
  const rows = await db
    .selectFrom('bill_revisions')
    .innerJoin('bills', 'bills.id', 'bill_revisions.bill_id')
    .leftJoin('vendors', 'vendors.id', 'bills.vendor_id')
    .select([
      ...BILL_HEADER_COLUMNS,
      'bills.cancelled_booked_on',
      'bill_revisions.revision',
      'bill_revisions.booked_on',
      'bill_revisions.trip_count',
      vendorPanOfBill.as('pan'),
      ...REVISION_AMOUNT_COLUMNS,
    ])
    .where(sql<boolean>`bills.id = any(${billRowIds}::int[])`)
    .orderBy('bills.bill_date')
    .orderBy('bills.id')
    .orderBy('bill_revisions.revision')
    .execute();
  return rows.map((r) => ({
    ...headerOf(r),
    revision: r.revision,
    bookedOn: r.booked_on,
    tripCount: r.trip_count,
    pan: r.pan,
    money: revisionMoneyOf(r),
  }));
}

/** A bill booked in a quarter, as the TDS register groups it, with its vendor's TDS set-up now. */
export interface TdsBookedBill extends BookedHeader {
  /** The vendor master's PAN (even when emptied), the bill's copy only without a master row. */
  pan: string;
  /** Null without a vendor master row. */
  vendorRate: number | null;
  declaration194C6Date: string | null;
  goodsCarriages: number | null;
  deducteeType: string | null;
}

// The vendor's PAN now: the master row's (even when emptied), the bill's copy only without one.
const panNow = sql<string>`coalesce(vendors.pan, bill_revisions.vendor_pan, '')`;

/** The bills with a change booked in [start, end], at their current revision, by bill date and row id. */
export async function billsBookedForTds(db: DB, start: string, end: string): Promise<TdsBookedBill[]> {
  const rows = await billsAtCurrentRevision(db)
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
  return rows.map((r) => ({
    ...headerOf(r),
    pan: r.pan,
    vendorRate: r.vendor_rate,
    declaration194C6Date: r.declaration_194c6_date,
    goodsCarriages: r.goods_carriages,
    deducteeType: r.deductee_type,
  }));
}

/** The party of a bill as Tally's vendor ledger takes it: the name on the bill, its PAN and GSTIN. */
export interface BilledParty {
  vendor: string;
  pan: string;
  gstin: string;
}

/**
 * Every bill's party, the latest bill first: the vendor master's PAN as it is now (so a removed
 * PAN is removed in Tally) and GSTIN, else the current revision's copy.
 */
export async function billedParties(db: DB): Promise<BilledParty[]> {
  return billsAtCurrentRevision(db)
    .leftJoin('vendors', 'vendors.id', 'bills.vendor_id')
    .select([
      'bills.vendor',
      sql<string>`case when vendors.id is null then coalesce(bill_revisions.vendor_pan, '') else coalesce(vendors.pan, '') end`.as(
        'pan',
      ),
      sql<string>`coalesce(nullif(vendors.gst, ''), bill_revisions.vendor_gst, '')`.as('gstin'),
    ])
    .orderBy('bills.id', 'desc')
    .execute();
}
