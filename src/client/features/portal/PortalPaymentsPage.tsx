import { formatIndianDate } from '../../../shared/common/dates';
import { usePortalPaymentsQuery } from './portal-api';
import { Amounts, ListState } from './PortalParts';

/** Payments to the vendor, newest first, each with its advice: the bill's gross, TDS and deductions. */
export function PortalPaymentsPage() {
  const payments = usePortalPaymentsQuery();
  return (
    <ListState query={payments} empty="No payments yet." count={payments.data?.payments.length}>
      {payments.data?.payments.map((p) => (
        <article key={p.id} className="portal-card" aria-label={`Payment ${p.reference}`}>
          <div className="portal-card__head">
            <strong>
              {formatIndianDate(p.date)} · {p.mode}
            </strong>
            {p.reversed && <span className="portal-badge">Reversed</span>}
          </div>
          <small>
            Bill {p.billId} · {p.mode === 'Cheque' ? 'Cheque' : 'Reference'} {p.reference || '-'}
          </small>
          <Amounts
            rows={[
              ['Paid', p.amount],
              ['Bill freight', p.bill.freight],
              ['TDS', p.bill.tds],
              ['Diesel', p.bill.diesel],
              ['Advance', p.bill.advance],
              ['Toll', p.bill.toll],
              ['Shortage', p.bill.short],
              ['Other remarks', p.bill.remarksAmount],
              ['Bill net payable', p.bill.netAmount],
            ]}
          />
        </article>
      ))}
    </ListState>
  );
}
