import { toPaise } from '../../../shared/common/money';
import { outOfDatePaymentNote } from '../../../shared/payments/payments';
import type { BillPaymentStatusAnswer } from '../../../shared/payments/wire';
import { BillChanges } from '../../ui/BillChanges';

/**
 * Above the payment form of a bill whose trips were edited since its current revision: which trips
 * and fields changed, the net payable Update Bill would store, and that payments still count
 * against the stored net until then (Revise Bill's Update Bill brings the bill up to date).
 */
export function OutOfDatePanel({ bill }: { bill: BillPaymentStatusAnswer }) {
  if (!bill.outOfDate || bill.netAfterUpdate === null) return null;
  return (
    <div className="payments-out-of-date">
      <BillChanges
        billId={bill.billId}
        changes={bill.changes}
        action={
          <p className="payments-out-of-date__note">
            {outOfDatePaymentNote(toPaise(bill.net), toPaise(bill.netAfterUpdate))}
          </p>
        }
      />
    </div>
  );
}
