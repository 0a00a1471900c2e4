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

/** What a bill prints of its vendor: the owner, tax ids and bank account. */
export interface VendorOnBill {
  owner: string;
  pan: string;
  gst: string;
  bankName: string;
  bankAccount: string;
  ifsc: string;
}

const ON_BILL_COLUMNS = [
  'company_name',
  'company_owner',
  'pan',
  'gst',
  'bank_name',
  'bank_account',
  'ifsc_code',
] as const;

/** The vendor a bill prints: the trips' vendor row (even if archived since), else a live one of the name; null when neither. */
export async function vendorPrintedOnBill(
  db: DB,
  vendorId: number | null,
  vendorName: string,
): Promise<VendorOnBill | null> {
  const row =
    (vendorId !== null
      ? await db.selectFrom('vendors').select(ON_BILL_COLUMNS).where('id', '=', vendorId).executeTakeFirst()
      : undefined) ??
    (await db
      .selectFrom('vendors')
      .select(ON_BILL_COLUMNS)
      .where('archived_at', 'is', null)
      .where('name_key', '=', nameKey(vendorName))
      .executeTakeFirst());
  return row
    ? {
        owner: row.company_owner,
        pan: row.pan,
        gst: row.gst,
        bankName: row.bank_name,
        bankAccount: row.bank_account,
        ifsc: row.ifsc_code,
      }
    : null;
}
