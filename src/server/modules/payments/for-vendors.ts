import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import { toPaise } from '../../../shared/common/money';
import type { UnpaidVendorBill } from '../../../shared/masters/vendor-deletion';

/**
 * The vendors module's view of what a vendor is still owed. A bill names its vendor by id; bills
 * made from trips without a vendor id (older data) name it only by the company name they copied.
 */
export async function unpaidBillsOfVendor(
  db: DB,
  vendor: { id: number; companyName: string },
): Promise<UnpaidVendorBill[]> {
  const { rows } = await sql<{ bill_id: string; outstanding: string }>`
    select b.bill_id, (r.net_amount - coalesce(sum(p.amount), 0))::text as outstanding
    from bills b
    join bill_revisions r on r.bill_id = b.id and r.revision = b.current_revision
    left join payments p on p.bill_id = b.id and p.reversed_at is null
    where b.cancelled_at is null
      and (b.vendor_id = ${vendor.id} or (b.vendor_id is null and lower(b.vendor) = ${vendor.companyName.trim().toLowerCase()}))
    group by b.id, b.bill_id, r.net_amount
    having r.net_amount - coalesce(sum(p.amount), 0) > 0
    order by b.id`.execute(db);
  return rows.map((r) => ({ billId: r.bill_id, outstandingPaise: toPaise(r.outstanding) }));
}
