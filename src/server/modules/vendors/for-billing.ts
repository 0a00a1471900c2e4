import type { DB } from '../../db/connection';
import { nameKey } from '../../../shared/common/text-rules';

/**
 * The billing module's view of vendors. A new bill's vendor row is held with a key-share lock
 * until the bill is stored: a vendor delete (which locks the row FOR UPDATE and then looks for
 * unpaid bills) either sees the bill or makes the bill wait and then find the vendor gone.
 */
export type BillVendorLookup = { ok: true; vendorId: number | null } | { ok: false };

const liveByName = (db: DB, name: string) =>
  db
    .selectFrom('vendors')
    .select('id')
    .where('archived_at', 'is', null)
    .where('name_key', '=', nameKey(name))
    .forKeyShare()
    .executeTakeFirst();

/**
 * The vendor a bill of these trips is for: the trips' vendor while it is live, else a live vendor
 * of the same name (added again since). Not ok when the trips' vendor was deleted and not added
 * again. Trips that never had a vendor id keep billing by name, as before.
 */
export async function lockVendorForBill(
  db: DB,
  vendorId: number | null,
  name: string,
): Promise<BillVendorLookup> {
  if (vendorId === null) {
    await liveByName(db, name);
    return { ok: true, vendorId: null };
  }
  const own = await db
    .selectFrom('vendors')
    .select(['id', 'archived_at'])
    .where('id', '=', vendorId)
    .forKeyShare()
    .executeTakeFirst();
  if (own && own.archived_at === null) return { ok: true, vendorId: own.id };
  const again = await liveByName(db, name);
  return again ? { ok: true, vendorId: again.id } : { ok: false };
}
