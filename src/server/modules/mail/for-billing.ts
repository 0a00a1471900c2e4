import type { DB } from '../../db/connection';
import type { MailSetup } from './mail-setup';
import { queueBill, recipientOf } from './queue';
import { vendorMailSettings } from './settings-repository';

/**
 * What billing asks of mail, inside the transaction that stores a bill or its revision: the new
 * revision's PDF is queued for the vendor when the vendor's bills go out automatically.
 */
export async function queueBillIfAutomatic(
  trx: DB,
  mail: MailSetup | undefined,
  bill: { billId: string; revision: number; vendorId: number | null; vendor: string },
  queuedBy: string,
): Promise<void> {
  if (!mail?.sender) return;
  const to = await recipientOf(trx, bill.vendorId, bill.vendor);
  if (!to) return;
  if ((await vendorMailSettings(trx, to.contact.id)).bills !== 'automatic') return;
  await queueBill(trx, { mail, queuedBy, to }, bill);
}
