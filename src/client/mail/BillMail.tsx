import { useAppSelector } from '../app/hooks';
import { selectPermissions } from '../permissions/selectors';
import { EmailBillButton } from './EmailBillButton';
import { DocumentMail } from './MailState';

/** A bill's e-mail where the bill is shown: its newest message and "Email to vendor" (accountant and admin). */
export function BillMail({ billId }: { billId: string }) {
  const permissions = useAppSelector(selectPermissions);
  if (!permissions.mail) return null;
  return (
    <DocumentMail
      query={{ billId, kind: 'bill' }}
      label={`E-mail of ${billId}`}
      action={<EmailBillButton billId={billId} />}
    />
  );
}

/** A payment's advice where the payment is shown (accountant and admin). */
export function PaymentAdviceMail({ paymentId }: { paymentId: number }) {
  const permissions = useAppSelector(selectPermissions);
  if (!permissions.mail) return null;
  return <DocumentMail query={{ paymentId: String(paymentId) }} label={`Advice of payment ${paymentId}`} />;
}
