import type { BillPaymentStatus } from '../../shared/payments/payments';
import './money-pages.css';

/** Unpaid / Part-paid / Paid / Cancelled as a coloured label (the word is the content, not the colour). */
export function PaymentStatusBadge({ status }: { status: BillPaymentStatus | undefined }) {
  if (!status) return null;
  return <span className={`pay-status pay-status--${status.toLowerCase()}`}>{status}</span>;
}
