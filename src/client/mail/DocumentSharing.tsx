import { useAppSelector } from '../app/hooks';
import { selectPermissions } from '../permissions/selectors';
import { BillMail } from './BillMail';
import { SharedLinks } from './SharedLinks';
import { ShareOnWhatsApp } from './ShareOnWhatsApp';
import { useShareAdviceMutation, useShareBillMutation } from './share-api';

/** "Share on WhatsApp" for a bill's current PDF (accountant and admin). */
export function ShareBillButton({ billId, vendor }: { billId: string; vendor: string }) {
  const permissions = useAppSelector(selectPermissions);
  const [share, sharing] = useShareBillMutation();
  if (!permissions.mail) return null;
  return (
    <ShareOnWhatsApp
      label={`Share on WhatsApp: bill ${billId}`}
      vendor={vendor}
      share={() => share(billId)}
      busy={sharing.isLoading}
    />
  );
}

/** "Share on WhatsApp" for a payment's advice (accountant and admin). */
export function ShareAdviceButton({ paymentId, vendor }: { paymentId: number; vendor: string }) {
  const permissions = useAppSelector(selectPermissions);
  const [share, sharing] = useShareAdviceMutation();
  if (!permissions.mail) return null;
  return (
    <ShareOnWhatsApp
      label={`Share on WhatsApp: advice of payment ${paymentId}`}
      vendor={vendor}
      share={() => share(paymentId)}
      busy={sharing.isLoading}
    />
  );
}

/**
 * The bill page's way to the vendor (accountant and admin): its e-mail and where it stands, Share on
 * WhatsApp, and the links shared of the bill and its payments' advices, each with Withdraw.
 */
export function BillSending({ billId, vendor }: { billId: string; vendor: string }) {
  const permissions = useAppSelector(selectPermissions);
  if (!permissions.mail) return null;
  return (
    <section className="card" aria-labelledby="bill-sending-title">
      <h3 id="bill-sending-title">To the vendor</h3>
      <BillMail billId={billId} />
      <p>
        <ShareBillButton billId={billId} vendor={vendor} />
      </p>
      <SharedLinks query={{ billId }} label={`Links shared of ${billId}`} />
    </section>
  );
}
