import type { DB } from '../../db/connection';
import { findBill, findRevision } from './stored/repository';
import type { StoredBill } from './stored/bill-types';

/** What the mail module reads of bills: a revision as its PDF shows it, and the bill the Email button names. */
export { loadBill as currentBill } from './life/bill-generation';
export type { BillRevisionTotals, StoredBill } from './stored/bill-types';

/** The bill with the given revision as its `current` (what that revision's PDF shows); null when either is unknown. */
export async function billAtRevision(db: DB, billId: string, revision: number): Promise<StoredBill | null> {
  const bill = await findBill(db, billId);
  const stored = bill ? await findRevision(db, bill, revision) : null;
  return bill && stored ? { ...bill, current: stored } : null;
}

/** The bill's header (vendor, current revision, cancelled or not), without its lines; null when unknown. */
export const billHeader = (db: DB, billId: string) => findBill(db, billId);
