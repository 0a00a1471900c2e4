import type { DB } from '../../db/connection';
import { recordAudit } from '../audit/public';

/** What the vendor portal reads and writes of a vendor: its contact and bank fields. */

export interface PortalVendor {
  id: number;
  companyName: string;
  email: string;
  mobile: string;
  bankName: string;
  bankAccount: string;
  ifscCode: string;
}

const COLUMNS = ['id', 'company_name', 'email', 'mobile', 'bank_name', 'bank_account', 'ifsc_code'] as const;

/** A vendor by id (archived too: a deleted vendor's login still reads its history); null when unknown. */
export async function portalVendor(db: DB, id: number, liveOnly = false): Promise<PortalVendor | null> {
  let query = db.selectFrom('vendors').select(COLUMNS).where('id', '=', id);
  if (liveOnly) query = query.where('archived_at', 'is', null);
  const row = await query.executeTakeFirst();
  return row
    ? {
        id: row.id,
        companyName: row.company_name,
        email: row.email,
        mobile: row.mobile,
        bankName: row.bank_name,
        bankAccount: row.bank_account,
        ifscCode: row.ifsc_code,
      }
    : null;
}

const COLUMN_OF = {
  email: 'email',
  mobile: 'mobile',
  bankName: 'bank_name',
  bankAccount: 'bank_account',
  ifscCode: 'ifsc_code',
} as const;

/**
 * Writes an approved change to the vendor's contact or bank fields, with its audit entry (entity
 * 'vendor', action 'portal-change', the fields before and after), in the caller's transaction.
 */
export async function applyContactChange(
  trx: DB,
  vendorId: number,
  changes: ReadonlyArray<{ field: keyof typeof COLUMN_OF; from: string; to: string }>,
  actor: string,
  requestId: number,
): Promise<void> {
  const set = Object.fromEntries(changes.map((c) => [COLUMN_OF[c.field], c.to]));
  await trx
    .updateTable('vendors')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', vendorId)
    .execute();
  await recordAudit(trx, {
    actor,
    entity: 'vendor',
    entityId: vendorId,
    action: 'portal-change',
    before: Object.fromEntries(changes.map((c) => [c.field, c.from])),
    after: { ...Object.fromEntries(changes.map((c) => [c.field, c.to])), changeRequest: requestId },
  });
}

/**
 * The portal's change requests (`r`) each with its vendor's company name, in one statement: the
 * accountant's queue reads the name the vendor has now.
 */
export const changeRequestsWithVendorName = (db: DB) =>
  db
    .selectFrom('vendor_change_requests as r')
    .innerJoin('vendors as v', 'v.id', 'r.vendor_id')
    .select([
      'r.id',
      'r.vendor_id',
      'v.company_name',
      'r.requested_by',
      'r.requested_at',
      'r.changes',
      'r.state',
      'r.decided_by',
      'r.decided_at',
    ]);
