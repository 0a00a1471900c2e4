import type { DB } from '../../../db/connection';
import { findBill, findRevision } from '../stored/repository';
import type { Bill, BillRevision } from '../stored/bill-types';

/** A stored revision with the day the TDS register books it on. */
export interface BookedRevision extends BillRevision {
  bookedOn: string;
}

/**
 * A bill (cancelled ones too) with every stored revision, oldest first, each with its lines:
 * what the bill page shows of its history. Null for an unknown bill id.
 */
export async function billWithRevisions(
  db: DB,
  billId: string,
): Promise<{ bill: Bill; revisions: BookedRevision[] } | null> {
  const bill = await findBill(db, billId);
  if (!bill) return null;
  const booked = await db
    .selectFrom('bill_revisions')
    .select(['revision', 'booked_on'])
    .where('bill_id', '=', bill.id)
    .orderBy('revision')
    .execute();
  const revisions: BookedRevision[] = [];
  for (const { revision, booked_on } of booked) {
    const stored = await findRevision(db, bill, revision);
    // A revision without a booking day is booked on the bill date (migration 024).
    if (stored) revisions.push({ ...stored, bookedOn: booked_on ?? bill.billDate });
  }
  return { bill, revisions };
}
