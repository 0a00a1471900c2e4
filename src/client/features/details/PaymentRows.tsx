import { formatIndianDate } from '../../../shared/common/dates';
import { formatINR } from '../../../shared/common/money';
import type { Payment } from '../../../shared/payments/wire';
import { DataTable } from '../../ui/DataTable';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../permissions/selectors';
import { PaymentAdviceMail } from '../../mail/BillMail';
import { ShareAdviceButton } from '../../mail/DocumentSharing';

/** A bill's payments, reversed ones marked (they do not count). */
export function PaymentRows({ payments }: { payments: readonly Payment[] }) {
  const permissions = useAppSelector(selectPermissions);
  if (payments.length === 0) return <p>No payments recorded.</p>;
  return (
    <DataTable
      label="Payments made"
      caption={<caption>Payments</caption>}
      head={
        <tr>
          <th>Date</th>
          <th>Mode</th>
          <th>Reference</th>
          <th className="num">Amount</th>
          <th>By</th>
          <th>Reversed</th>
          {permissions.mail && <th>Advice</th>}
        </tr>
      }
    >
      {payments.map((p) => (
        <tr key={p.id}>
          <td>{formatIndianDate(p.date)}</td>
          <td>{p.mode}</td>
          <td>{p.reference}</td>
          <td className="num">{formatINR(p.amount)}</td>
          <td>{p.createdBy}</td>
          <td>{p.reversed ? `Yes: ${p.reversalReason ?? ''}` : 'No'}</td>
          {permissions.mail && (
            <td className="cell-wrap">
              <PaymentAdviceMail paymentId={p.id} />
              {!p.reversed && <ShareAdviceButton paymentId={p.id} vendor={p.vendor} />}
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}
