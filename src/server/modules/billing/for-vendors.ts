import type { DB } from '../../db/connection';
import type { UnpaidVendorBill } from '../../../shared/masters/vendor-deletion';
import { unpaidBillsOf } from './money/balances';

/**
 * The vendors module's view of what a vendor is still owed. A bill names its vendor by id; bills
 * made from trips without a vendor id (older data) name it only by the company name they copied.
 */
export async function unpaidBillsOfVendor(
  db: DB,
  vendor: { id: number; companyName: string },
): Promise<UnpaidVendorBill[]> {
  return (await unpaidBillsOf(db, vendor)).map((b) => ({
    billId: b.billId,
    outstandingPaise: b.outstandingPaise,
  }));
}
