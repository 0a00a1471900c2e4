import { sql } from 'kysely';
import type { DB } from '../../../db/connection';
import type { BillTotals } from '../../../../shared/billing';
import { toPaise } from '../../../../shared/common/money';
import { toRemarks } from '../stored/bill-rows';

/**
 * What the books (statements, the TDS register, the Tally export) read of bills, in billing's own
 * tables; the reads that also join the vendor master sit in ../for-accounting.ts.
 */

/** A live bill's revision as the books need it: every amount in paise. */
export interface BookedBill extends Omit<
  BillTotals,
  'weightKg' | 'actualWeightKg' | 'amountPaise' | 'chargesTdsPaise'
> {
  id: number;
  billId: string;
  vendor: string;
  billDate: string;
  revision: number;
  tripCount: number;
  pan: string;
  /** The positive remarks (charges credited to the vendor, part of the amount credited); remarksPaise less these are the deductions. */
  chargesPaise: number;
}

/** A stored bill revision's totals, as the books need them: every amount in paise. */
export type RevisionMoney = Omit<
  BookedBill,
  'id' | 'billId' | 'vendor' | 'billDate' | 'revision' | 'tripCount' | 'pan'
>;

type RevisionTotals = Record<
  | 'total_freight'
  | 'total_tds'
  | 'total_short'
  | 'total_diesel'
  | 'total_advance'
  | 'total_toll'
  | 'total_adblue'
  | 'total_greasing'
  | 'remarks_amount'
  | 'gst_amount'
  | 'net_amount',
  number | string
> & { remarks: unknown };

/** The sum of a revision's positive remarks as stored (the bill maths call them charges). */
const chargesOf = (remarks: unknown) =>
  toRemarks(remarks).reduce((sum, r) => (r.amount > 0 ? sum + toPaise(r.amount) : sum), 0);

export function revisionMoneyOf(r: RevisionTotals): RevisionMoney {
  return {
    freightPaise: toPaise(r.total_freight),
    tdsPaise: toPaise(r.total_tds),
    shortPaise: toPaise(r.total_short),
    dieselPaise: toPaise(r.total_diesel),
    advancePaise: toPaise(r.total_advance),
    tollPaise: toPaise(r.total_toll),
    adbluePaise: toPaise(r.total_adblue),
    greasingPaise: toPaise(r.total_greasing),
    remarksPaise: toPaise(r.remarks_amount),
    chargesPaise: chargesOf(r.remarks),
    gstPaise: toPaise(r.gst_amount),
    netPaise: toPaise(r.net_amount),
  };
}

/** A bill revision's amounts, as BookedBill carries them. */
export const REVISION_AMOUNT_COLUMNS = [
  'bill_revisions.total_freight',
  'bill_revisions.total_tds',
  'bill_revisions.total_short',
  'bill_revisions.total_diesel',
  'bill_revisions.total_advance',
  'bill_revisions.total_toll',
  'bill_revisions.total_adblue',
  'bill_revisions.total_greasing',
  'bill_revisions.remarks_amount',
  'bill_revisions.remarks',
  'bill_revisions.gst_amount',
  'bill_revisions.net_amount',
] as const;

/**
 * Bills with a change booked in [start, end]: by bill date, or a later booked revision or
 * cancellation; of one vendor (by name, in any case) when `vendor` is given. A query of bill row
 * ids, to run or to use as a subquery.
 */
export function billsBookedInRange(db: DB, start: string, end: string, vendor?: string) {
  const ofVendor =
    vendor === undefined
      ? sql<boolean>`true`
      : sql<boolean>`lower(bills.vendor) = ${vendor.trim().toLowerCase()}`;
  return db
    .selectFrom('bills')
    .select('bills.id')
    .where('bills.bill_date', '>=', start)
    .where('bills.bill_date', '<=', end)
    .where(ofVendor)
    .union(
      db
        .selectFrom('bill_revisions')
        .innerJoin('bills', 'bills.id', 'bill_revisions.bill_id')
        .select('bill_revisions.bill_id as id')
        .where('bill_revisions.booked_on', '>=', start)
        .where('bill_revisions.booked_on', '<=', end)
        .where(ofVendor),
    )
    .union(
      db
        .selectFrom('bills')
        .select('bills.id')
        .where('bills.cancelled_booked_on', '>=', start)
        .where('bills.cancelled_booked_on', '<=', end)
        .where(ofVendor),
    );
}

/** The vendor names that have live bills (for the statement's vendor list). */
export async function billedVendors(db: DB): Promise<string[]> {
  const rows = await db
    .selectFrom('bills')
    .select('vendor')
    .where('cancelled_at', 'is', null)
    .distinct()
    .orderBy('vendor')
    .execute();
  return rows.map((r) => r.vendor);
}
