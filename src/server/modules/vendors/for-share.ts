import type { DB } from '../../db/connection';
import { vendorContact } from './for-mail';

/** What sharing on WhatsApp reads of a vendor: its name and mobile number ('' when none). */
export async function vendorMobile(
  db: DB,
  vendorId: number | null,
  name: string,
): Promise<{ id: number; companyName: string; mobile: string } | null> {
  const contact = await vendorContact(db, vendorId, name);
  if (!contact) return null;
  const row = await db.selectFrom('vendors').select('mobile').where('id', '=', contact.id).executeTakeFirst();
  return { id: contact.id, companyName: contact.companyName, mobile: row?.mobile ?? '' };
}
