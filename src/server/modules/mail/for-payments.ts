import type { DB } from '../../db/connection';
import { billHeader } from '../billing/for-mail';
import type { MailSetup } from './mail-setup';
import { queueAdvice, recipientOf } from './queue';

/**
 * What payments ask of mail, inside the transaction that records a payment: its advice is queued
 * for the vendor (who has an e-mail address), against the bill's revision the payment counts against.
 */
export async function queuePaymentAdvice(
  trx: DB,
  mail: MailSetup | undefined,
  payment: { paymentId: number; billId: string; amount: number; date: string },
  queuedBy: string,
): Promise<void> {
  if (!mail?.sender) return;
  const bill = await billHeader(trx, payment.billId);
  if (!bill) return;
  const to = await recipientOf(trx, bill.vendorId, bill.vendor);
  if (!to) return;
  await queueAdvice(trx, { mail, queuedBy, to }, { ...payment, revision: bill.currentRevision });
}
