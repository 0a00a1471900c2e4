import type { DB } from '../../../db/connection';
import { badRequest } from '../../../http-errors';
import type { TripListQuery } from '../../trips/for-billing';
import { BILLING_MESSAGES, isBillId } from '../../../../shared/billing';
import { checkBillDateOrder } from '../../../../shared/lists/search-filters';
import { can } from '../../../../shared/auth/permissions';
import { withStatus } from '../money/bill-status';
import type { BillStatus, ListToReviseResponse, ReviseSearch } from '../../../../shared/billing/wire';
import { checkedDate, text } from '../life/bill-requests';
import { liveBillsOfBillIds } from './bill-summaries';
import { liveBill, type BillingActor, type BillingContext } from '../life/bill-transaction';

/** Revise Bill's two trip lists to read (a bill's or a date range's). */
export interface ReviseLists {
  lists: { billed: TripListQuery; acknowledged: TripListQuery };
}

/**
 * POST /list-to-revise-bill. A bill id: that live bill's trips and the same vendor's unbilled
 * Acknowledged trips (in the range if dates are given). Dates only: Billed and Acknowledged
 * trips in the range. Either way the two lists to read; nothing: the 'No records available' message.
 */
export async function listToRevise(
  ctx: BillingContext,
  actor: BillingActor,
  b: ReviseSearch,
): Promise<ListToReviseResponse | ReviseLists> {
  const startDate = checkedDate(b.startDate);
  const endDate = checkedDate(b.endDate);
  const orderProblem = checkBillDateOrder(startDate, endDate);
  if (orderProblem) throw badRequest(orderProblem);
  const billIdText = text(b.bill_id);
  const list = (search: TripListQuery['search'], status: TripListQuery['status']): TripListQuery => ({
    search,
    status,
    order: 'revise',
    withFreight: can(actor.profile, 'seeFreight'),
  });
  if (billIdText !== '') {
    if (!isBillId(billIdText)) throw badRequest(BILLING_MESSAGES.invalidBillId);
    const bill = await liveBill(ctx.db, billIdText, false);
    // A bill of thousands of trips is read a page at a time like the date lists (routes.ts).
    return {
      lists: {
        billed: list({ billId: bill.billId }, 'billed'),
        acknowledged: list({ startDate, endDate, vendorName: bill.vendor }, 'billable'),
      },
    };
  }
  // A date search reads its two lists in the database (paged or not; routes.ts).
  if (startDate || endDate) {
    return {
      lists: {
        billed: list({ startDate, endDate }, 'billed'),
        acknowledged: list({ startDate, endDate }, 'billable'),
      },
    };
  }
  return { billed: [], acknowledged: [], message: BILLING_MESSAGES.noRecords, bills: [] };
}

/** Revise Bill's `bills`: each of these live bills' remarks, revision and changes since. */
export async function billStatuses(db: DB, billIds: readonly string[]): Promise<BillStatus[]> {
  return (await withStatus(db, await liveBillsOfBillIds(db, billIds))).map((b) => b.status);
}
