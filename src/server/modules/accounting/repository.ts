import { livePaidPerBillUpTo } from '../payments/for-books';
import type { DB } from '../../db/connection';
import { billedVendors, liveBookedBills, type BookedBill } from '../billing/for-accounting';

/** A live bill's current revision as the books need it: every amount in paise. */
export type LedgerBill = BookedBill;

/** Read-only queries over bills and payments for outstanding, statements, TDS and Tally. */
export function accountingRepository(db: DB) {
  return {
    /** Live bills (latest revisions) dated up to `endDate`, from `startDate` if given; optionally one vendor's (any case). */
    liveBills: (range: { startDate?: string; endDate: string; vendor?: string }): Promise<LedgerBill[]> =>
      liveBookedBills(db, range),

    /** Live payments per bill dated up to `asOf`, in paise. */
    paidUpTo: (asOf: string) => livePaidPerBillUpTo(db, asOf),

    /** The vendor names that have live bills (for the statement's vendor list). */
    billedVendors: (): Promise<string[]> => billedVendors(db),
  };
}
