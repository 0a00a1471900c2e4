import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import { isLivePayment, livePayments } from './live-payments';
import { toPaise } from '../../../shared/common/money';
import type { Payment } from '../../../shared/payments/wire';
import { paymentsWithBillQuery, toPayment, type PaymentRow } from './repository';

/** Payments as the books (Tally) see them: a reversal of a closed quarter's payment is booked apart, on its own day. */

/**
 * The books' payments dated in the range: live ones, and those reversed later in an open quarter
 * while theirs was closed (their reversal is booked apart).
 */
export async function paymentsBooked(
  db: DB,
  range: { startDate: string; endDate: string },
): Promise<Payment[]> {
  const rows = await paymentsWithBillQuery(db)
    .where((eb) => eb.or([isLivePayment(), eb('payments.reversal_booked_on', 'is not', null)]))
    .where('payments.payment_date', '>=', range.startDate)
    .where('payments.payment_date', '<=', range.endDate)
    .orderBy('payments.payment_date')
    .orderBy('payments.id')
    .execute();
  return rows.map((r) => toPayment(r as PaymentRow));
}

/** Reversals booked on a later day than their payment's (its quarter was closed), booked in the range. */
export async function reversalsBookedLater(
  db: DB,
  range: { startDate: string; endDate: string },
): Promise<Array<{ payment: Payment; bookedOn: string }>> {
  const rows = await paymentsWithBillQuery(db)
    .select('payments.reversal_booked_on')
    .where('payments.reversal_booked_on', '>=', range.startDate)
    .where('payments.reversal_booked_on', '<=', range.endDate)
    .orderBy('payments.reversal_booked_on')
    .orderBy('payments.id')
    .execute();
  return rows.map((r) => ({ payment: toPayment(r as PaymentRow), bookedOn: r.reversal_booked_on! }));
}

/** Live payments per bill (row ids) dated up to `asOf`, in paise; bills without any are absent. */
export async function livePaidPerBillUpTo(db: DB, asOf: string): Promise<Map<number, number>> {
  const rows = await livePayments(db)
    .select(['bill_id', sql<string>`sum(amount)::text`.as('paid')])
    .where('payment_date', '<=', asOf)
    .groupBy('bill_id')
    .execute();
  return new Map(rows.map((r) => [r.bill_id, toPaise(r.paid)]));
}
