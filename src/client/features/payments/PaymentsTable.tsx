import { useState } from 'react';
import { formatIndianDate } from '../../../shared/common/dates';
import { formatINR } from '../../../shared/common/money';
import { MAX_REASON, PAYMENT_MESSAGES, reverseInputSchema } from '../../../shared/payments/payments';
import type { Payment } from '../../../shared/payments/wire';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { announceSaved, useNotify } from '../../ui/use-notify';
import { useSchemaForm } from '../../ui/use-schema-form';
import { useListPaymentsQuery, useReversePaymentMutation } from './payments-api';
import { QueryTable } from '../../ui/DataTable';
import { PaymentAdviceMail } from '../../mail/BillMail';
import { ShareAdviceButton } from '../../mail/DocumentSharing';

const HEADERS = ['Date', 'Mode', 'Reference', 'Amount', 'Note', 'Recorded By', 'State', 'Advice', 'Actions'];

/** A bill's payments, reversed ones included (never deleted), each reversible with a reason. */
export function PaymentsTable({ billId }: { billId: string }) {
  const list = useListPaymentsQuery(billId);
  const [reversing, setReversing] = useState<Payment | null>(null);
  const rows = list.data ?? [];
  return (
    <QueryTable
      label={`Payments of ${billId}`}
      boxClassName="card"
      className="payments-table"
      caption={<caption>Payments of {billId}</caption>}
      headers={HEADERS}
      isNumeric={(h) => h === 'Amount'}
      query={list}
      isEmpty={rows.length === 0}
      emptyText={PAYMENT_MESSAGES.noPayments}
      after={reversing && <ReverseModal payment={reversing} onClose={() => setReversing(null)} />}
    >
      {rows.map((p) => (
        <tr key={p.id} className={p.reversed ? 'payment--reversed' : undefined}>
          <td>{formatIndianDate(p.date)}</td>
          <td>{p.mode}</td>
          <td>{p.reference}</td>
          <td className="num">{formatINR(p.amount)}</td>
          <td>{p.note}</td>
          <td>{p.createdBy}</td>
          <td>{p.reversed ? `Reversed by ${p.reversedBy}: ${p.reversalReason}` : 'Paid'}</td>
          <td>
            <PaymentAdviceMail paymentId={p.id} />
            {!p.reversed && <ShareAdviceButton paymentId={p.id} vendor={p.vendor} />}
          </td>
          <td>
            {!p.reversed && (
              <Button
                variant="secondary"
                className="btn--small btn--danger-text"
                aria-label={`Reverse payment ${p.id}`}
                onClick={() => setReversing(p)}
              >
                Reverse
              </Button>
            )}
          </td>
        </tr>
      ))}
    </QueryTable>
  );
}

function ReverseModal({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const notify = useNotify();
  const form = useSchemaForm(reverseInputSchema, { reason: '' });
  const [reverse, reversal] = useReversePaymentMutation();
  const formId = `reverse-payment-${payment.id}`;

  async function confirm({ reason }: { reason: string }) {
    const result = await reverse({ id: payment.id, billId: payment.billId, reason });
    if (announceSaved(notify, result, 'Failed to reverse the payment.')) onClose();
  }

  return (
    <ConfirmModal
      title="Reverse payment"
      open
      danger
      form={formId}
      confirmLabel="Reverse Payment"
      busyLabel="Reversing..."
      busy={reversal.isLoading}
      onCancel={onClose}
    >
      <p>
        Reverse the {payment.mode} payment of Rs. {formatINR(payment.amount)} dated{' '}
        {formatIndianDate(payment.date)} against {payment.billId}? It stays on record, marked reversed.
      </p>
      <form id={formId} onSubmit={form.submit(confirm)} noValidate aria-label="Reverse payment">
        <Field label="Reason" maxLength={MAX_REASON} autoFocus {...form.field('reason')} />
      </form>
    </ConfirmModal>
  );
}
