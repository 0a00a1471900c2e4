import type { DB } from '../../db/connection';
import { badRequest } from '../../http-errors';
import {
  tripRecordsOf,
  tripsOfIds,
  unbilledTripsOfVendor,
  type Trip,
  type TripListQuery,
} from '../trips/for-billing';
import { BILLING_MESSAGES, isBillId } from '../../../shared/billing';
import { checkBillDateOrder } from '../../../shared/lists/search-filters';
import { can } from '../../../shared/auth/permissions';
import { withStatus } from './bill-status';
import type { BillStatus, ListToReviseResponse, ReviseSearch } from '../../../shared/billing/wire';
import { checkedDate, text } from './bill-requests';
import { liveBillsOfBillIds } from './bill-summaries';
import { liveBill, type BillingActor, type BillingContext } from './bill-transaction';
import { liveTripRowIds } from './repository';

/** Revise Bill by dates: the two trip lists to read. */
export interface ReviseLists {
  lists: { billed: TripListQuery; acknowledged: TripListQuery };
}

/**
 * POST /list-to-revise-bill. A bill id: that live bill's trips and the same vendor's unbilled
 * Acknowledged trips (in the range if dates are given). Dates only: Billed and Acknowledged
 * trips in the range (the two lists to read). Nothing: the 'No records available' message.
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
  let billed: Trip[];
  let acknowledged: Trip[];
  if (billIdText !== '') {
    if (!isBillId(billIdText)) throw badRequest(BILLING_MESSAGES.invalidBillId);
    const bill = await liveBill(ctx.db, billIdText, false);
    billed = await tripsOfIds(ctx.db, await liveTripRowIds(ctx.db, bill));
    acknowledged = await unbilledTripsOfVendor(ctx.db, bill.vendor, { startDate, endDate });
  } else if (startDate || endDate) {
    // A date search reads its two lists in the database (paged or not; routes.ts).
    const list = (status: TripListQuery['status']): TripListQuery => ({
      search: { startDate, endDate },
      status,
      order: 'revise',
      withFreight: can(actor.profile, 'seeFreight'),
    });
    return { lists: { billed: list('billed'), acknowledged: list('billable') } };
  } else {
    return { billed: [], acknowledged: [], message: BILLING_MESSAGES.noRecords, bills: [] };
  }
  const byDateThenId = (a: Trip, b2: Trip) => b2.localDate.localeCompare(a.localDate) || b2.id - a.id;
  return {
    billed: await tripRecordsOf(ctx.db, [...billed].sort(byDateThenId), actor.profile),
    acknowledged: await tripRecordsOf(ctx.db, [...acknowledged].sort(byDateThenId), actor.profile),
    message: billed.length === 0 && acknowledged.length === 0 ? BILLING_MESSAGES.noRecords : '',
    // Each listed bill's remarks (Update Bill's modal opens with them) and what changed since its revision.
    bills: await billStatuses(ctx.db, [...new Set(billed.map((t) => t.billId!))]),
  };
}

/** Revise Bill's `bills`: each of these live bills' remarks, revision and changes since. */
export async function billStatuses(db: DB, billIds: readonly string[]): Promise<BillStatus[]> {
  return (await withStatus(db, await liveBillsOfBillIds(db, billIds))).map((b) => b.status);
}
