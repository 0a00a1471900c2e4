import type { DB } from '../../db/connection';
import { isReversedPayment } from './live-payments';

/** What the Tally export reads of payments beyond the books' (for-books.ts): the reversals it must cancel. */

/** A reversed payment: enough to name the voucher Tally must cancel. */
export interface ReversedPayment {
  id: number;
  date: string;
  vendor: string;
  billId: string;
}

/**
 * Payments reversed on their own date (their quarter open), dated in the range if one is given.
 * The bill's id comes by a join in this one statement (billing's bills row of the payment).
 */
export async function reversedPayments(
  db: DB,
  range?: { startDate: string; endDate: string },
): Promise<ReversedPayment[]> {
  let payments = db
    .selectFrom('payments')
    .innerJoin('bills', 'bills.id', 'payments.bill_id')
    .select(['payments.id', 'payments.payment_date', 'payments.vendor', 'bills.bill_id'])
    .where(isReversedPayment())
    .where('payments.reversal_booked_on', 'is', null);
  if (range)
    payments = payments
      .where('payments.payment_date', '>=', range.startDate)
      .where('payments.payment_date', '<=', range.endDate);
  return (await payments.execute()).map((p) => ({
    id: p.id,
    date: p.payment_date,
    vendor: p.vendor,
    billId: p.bill_id,
  }));
}
