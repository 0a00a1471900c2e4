import { sql, type Expression } from 'kysely';
import type { DB } from '../../db/connection';
import { tripsOfIds } from '../trips/for-billing';

/** A bill's balance, as payments weigh a payment against it. */
export { balanceOfBill } from './money/balances';

/** The bill id ('B1001') of the bill with this row id, as a column to select: how a payment names its bill. */
export const billIdOfRow = (billRowId: Expression<number>) =>
  sql<string>`(select b.bill_id from bills b where b.id = ${billRowId})`;
import { contentNow } from './money/bill-content';
import { liveBillsOfRowIds } from './lists/bill-summaries';
import { withStatus } from './money/bill-status';
import { liveTripRowIds } from './stored/repository';
import type { BilledTripChange } from '../../../shared/billing/wire';

/** Whether a bill's trips were edited since its current revision, and what Update Bill would store. */
export interface BillFreshness {
  outOfDate: boolean;
  changes: BilledTripChange[];
  /** Rupees; null while the bill is up to date (or cancelled). */
  netAfterUpdate: number | null;
}

const UP_TO_DATE: BillFreshness = { outOfDate: false, changes: [], netAfterUpdate: null };

/**
 * The payments module's view of a bill's state: the same comparison Transactions and Revise Bill
 * show (withStatus), and the net payable of the revision Update Bill would store - the bill's
 * trips as they are now, its remarks and taxes kept - computed as a revision computes it.
 */
export async function billFreshness(db: DB, billRowId: number): Promise<BillFreshness> {
  const [bill] = await withStatus(db, await liveBillsOfRowIds(db, [billRowId]));
  if (!bill || !bill.status.out_of_date) return UP_TO_DATE;
  const trips = await tripsOfIds(db, await liveTripRowIds(db, bill.summary));
  const vendor = {
    name: bill.summary.vendor,
    owner: '',
    pan: '',
    gst: '',
    bankName: '',
    bankAccount: '',
    ifsc: '',
  };
  const { content } = await contentNow(
    db,
    { id: bill.summary.vendorId, details: vendor },
    trips,
    bill.summary.remarks,
    bill.summary.applyTaxes,
  );
  return { outOfDate: true, changes: bill.status.changes, netAfterUpdate: content.totals.netAmount };
}
