import { livePaidPerBillUpTo } from '../payments/for-books';
import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import { billsAtCurrentRevision, vendorPanOfBill } from '../billing/for-accounting';
import type { BillTotals } from '../../../shared/billing';
import { toPaise } from '../../../shared/common/money';
import { toRemarks } from '../billing/for-accounting';

/** A live bill's current revision as the books need it: every amount in paise. */
export interface LedgerBill extends Omit<
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
export type LedgerAmounts = Omit<
  LedgerBill,
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

export function ledgerAmountsOf(r: RevisionTotals): LedgerAmounts {
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

/** A bill revision's amounts, as LedgerBill carries them. */
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

/** Read-only queries over bills and payments for outstanding, statements, TDS and Tally. */
export function accountingRepository(db: DB) {
  const liveRevisions = () =>
    billsAtCurrentRevision(db)
      .leftJoin('vendors', 'vendors.id', 'bills.vendor_id')
      .where('bills.cancelled_at', 'is', null);

  return {
    /** Live bills (latest revisions) dated up to `endDate`, from `startDate` if given; optionally one vendor's (any case). */
    async liveBills(range: { startDate?: string; endDate: string; vendor?: string }): Promise<LedgerBill[]> {
      let query = liveRevisions()
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
        ...ledgerAmountsOf(r),
      }));
    },

    /** Live payments per bill dated up to `asOf`, in paise. */
    paidUpTo: (asOf: string) => livePaidPerBillUpTo(db, asOf),

    /** The vendor names that have live bills (for the statement's vendor list). */
    async billedVendors(): Promise<string[]> {
      const rows = await db
        .selectFrom('bills')
        .select('vendor')
        .where('cancelled_at', 'is', null)
        .distinct()
        .orderBy('vendor')
        .execute();
      return rows.map((r) => r.vendor);
    },
  };
}
