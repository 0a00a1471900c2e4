import { PaymentStatusBadge } from '../../../../ui/PaymentStatusBadge';
import type { CancelledBill } from './use-revise-search';

/** A searched bill that was cancelled: its id, a Cancelled badge and the server's words; nothing to update. */
export function CancelledBillCard({ bill }: { bill: CancelledBill }) {
  return (
    <div className="card cancelled-bill" role="status" aria-label={`Bill ${bill.billId}`}>
      <h2 className="billing-toolbar__title">
        {bill.billId} <PaymentStatusBadge status="Cancelled" />
      </h2>
      <p>{bill.message}</p>
    </div>
  );
}
