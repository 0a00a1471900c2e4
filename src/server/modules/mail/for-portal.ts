import type { DB } from '../../db/connection';
import type { MailSetup } from './mail-setup';
import { queueInvite } from './queue';
import { liveVendorContact } from '../vendors/for-mail';

/**
 * What the vendor portal asks of mail, inside the transaction that stores an invitation: a link to
 * it goes to the vendor's address (made when sent). False when mail is not set up or the vendor has no address.
 */
export async function queuePortalInvite(
  trx: DB,
  mail: MailSetup,
  invite: { vendorId: number; username: string; invitationId: number; origin: string; expiresAt: string },
  queuedBy: string,
): Promise<boolean> {
  if (!mail.sender) return false;
  const contact = await liveVendorContact(trx, invite.vendorId);
  if (!contact?.email) return false;
  const row = await queueInvite(trx, { mail, queuedBy, to: { contact, email: contact.email } }, invite);
  return row !== null;
}
