import { conflict, notFound } from '../../../http-errors';
import { recordAudit } from '../../audit/public';
import { balancesOfRows } from '../money/balances';
import { billChangeBookingDay } from '../../periods/for-bookings';
import { tripsOfIds } from '../../trips/for-billing';
import { BILLING_MESSAGES, isBillId, normaliseBillId } from '../../../../shared/billing';
import { PAYMENT_MESSAGES } from '../../../../shared/payments/payments';
import { todayInIndia } from '../../../../shared/common/dates';
import type { CancelBillInput } from '../../../../shared/billing/wire';
import { text } from './bill-requests';
import {
  BILL_ENTITY,
  inBillTransaction,
  moveTripsOnBill,
  type BillingActor,
  type BillingContext,
} from './bill-transaction';
import { findBill, liveTripRowIds, markBillCancelled, retireLiveLines } from '../stored/repository';

/** POST /delete-transaction: the bill is cancelled (kept) and its trips return to Acknowledged. */
export async function cancelBill(
  ctx: BillingContext,
  actor: BillingActor,
  input: CancelBillInput,
): Promise<void> {
  await inBillTransaction(ctx.db, async (trx) => {
    const billId = normaliseBillId(text(input.billId));
    const bill = isBillId(billId) ? await findBill(trx, billId, true) : null;
    if (!bill) throw notFound(BILLING_MESSAGES.billNotFound);
    if (bill.cancelledAt) throw conflict(BILLING_MESSAGES.billAlreadyCancelled);
    const now = ctx.clock();
    // Cancelled on a later day, the bill leaves the books on that day: the month it was credited in
    // (reported, its TDS deposited, or a closed quarter) stays as it was.
    const bookedOn = await billChangeBookingDay(trx, bill.billDate, todayInIndia(now), 'cancellation');
    // A paid bill cannot vanish from the books: its payments are reversed first.
    const paid = (await balancesOfRows(trx, [bill.id])).get(bill.id)?.paidPaise ?? 0;
    if (paid > 0) throw conflict(PAYMENT_MESSAGES.cancelRefused(paid));
    const trips = await tripsOfIds(trx, await liveTripRowIds(trx, bill), { lock: true });
    await retireLiveLines(trx, bill);
    await markBillCancelled(trx, bill, actor.username, now, bookedOn);
    await moveTripsOnBill(trx, actor, trips, null);
    await recordAudit(trx, {
      actor: actor.username,
      entity: BILL_ENTITY,
      entityId: bill.billId,
      action: 'cancel',
      before: { billId: bill.billId, revision: bill.currentRevision, tripIds: trips.map((t) => t.tripId) },
      after: { billId: bill.billId, cancelled: true },
    });
  });
}
