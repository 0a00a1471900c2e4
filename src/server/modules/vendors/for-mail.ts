import type { DB } from '../../db/connection';
import { nameKey } from '../../../shared/common/text-rules';

/** What mail to vendors reads of a vendor: where to write to, and the declarations it may be reminded of. */

export interface VendorContact {
  id: number;
  companyName: string;
  /** '' when the vendor has none. */
  email: string;
}

/**
 * The vendor a bill or payment names: by its row (archived or not: the bill's vendor), else the live
 * vendor of that name (bills of older data name their vendor only so); null when neither is found.
 */
export async function vendorContact(
  db: DB,
  vendorId: number | null,
  name: string,
): Promise<VendorContact | null> {
  const columns = ['id', 'company_name', 'email'] as const;
  const row =
    (vendorId !== null
      ? await db.selectFrom('vendors').select(columns).where('id', '=', vendorId).executeTakeFirst()
      : undefined) ??
    (await db
      .selectFrom('vendors')
      .select(columns)
      .where('archived_at', 'is', null)
      .where('name_key', '=', nameKey(name))
      .executeTakeFirst());
  return row ? { id: row.id, companyName: row.company_name, email: row.email } : null;
}

/** A live vendor by id; null when unknown or deleted. */
export async function liveVendorContact(db: DB, id: number): Promise<VendorContact | null> {
  const row = await db
    .selectFrom('vendors')
    .select(['id', 'company_name', 'email'])
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return row ? { id: row.id, companyName: row.company_name, email: row.email } : null;
}

/** Live vendors with an e-mail address and a transporter's declaration on record: who may need a reminder. */
export async function vendorsWithDeclarations(db: DB) {
  const rows = await db
    .selectFrom('vendors')
    .select(['id', 'company_name', 'email', 'tds_rate', 'pan', 'declaration_194c6_date', 'goods_carriages'])
    .where('archived_at', 'is', null)
    .where('email', '<>', '')
    .where('declaration_194c6_date', 'is not', null)
    .execute();
  return rows.map((r) => ({
    contact: { id: r.id, companyName: r.company_name, email: r.email },
    facts: {
      tdsRate: Number(r.tds_rate),
      pan: r.pan,
      declaration194C6Date: r.declaration_194c6_date ?? '',
      goodsCarriages: r.goods_carriages,
    },
  }));
}
