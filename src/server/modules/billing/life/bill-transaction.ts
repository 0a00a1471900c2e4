import type { DB } from '../../../db/connection';
import { isUniqueViolation } from '../../../db/rows';
import { takingTurns } from '../../../db/turns';
import { HttpError, badRequest, conflict, notFound } from '../../../http-errors';
import {
  BILLING_MESSAGES,
  BILL_CANCELLED,
  MULTIPLE_VENDORS,
  checkBillNet,
  checkBillableTrips,
  isBillId,
  normaliseBillId,
} from '../../../../shared/billing';
import { formatIndianDate } from '../../../../shared/common/dates';
import { toPaise } from '../../../../shared/common/money';
import { vendorKey } from '../../../../shared/trips';
import { billableValues, markBilled, markUnbilled, type Trip } from '../../trips/for-billing';
import { text } from './bill-requests';
import type { Bill, BillRevisionContent } from '../stored/bill-types';
import { findBill } from '../stored/repository';
import type { MailSetup } from '../../mail/public';

/**
 * What generation, revision and cancellation share: each is one transaction that locks what it
 * changes, checks the state it finds, stores the bill and moves the trips, with the audit entries.
 */

/** Who is doing it: the session's user. */
export interface BillingActor {
  username: string;
  profile: string;
}

/** What every billing call works with: the database, the clock, and mail to vendors (bills that go out by themselves). */
export interface BillingContext {
  db: DB;
  clock: () => Date;
  mail?: MailSetup;
}

export const BILL_ENTITY = 'bill';

/** The unique index that keeps a trip on one live bill (migration 007). */
const ONE_LIVE_BILL_INDEX = 'bill_lines_one_live_bill_per_trip';

export const unavailable = () => conflict(BILLING_MESSAGES.tripsUnavailable);

/** Bill writes an app instance runs at once on its database; the rest wait their turn (turns.ts). */
const BILL_WRITERS_AT_ONCE = 2;
const billWriters = new WeakMap<DB, ReturnType<typeof takingTurns>>();
function billWritersOf(db: DB) {
  let inTurn = billWriters.get(db);
  if (!inTurn) billWriters.set(db, (inTurn = takingTurns(BILL_WRITERS_AT_ONCE)));
  return inTurn;
}

/** Runs a bill transaction; the one-live-bill index turns a lost race into the same 409. */
export async function inBillTransaction<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  try {
    return await billWritersOf(db)(() => db.transaction().execute(work));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isUniqueViolation(error, ONE_LIVE_BILL_INDEX)) throw unavailable();
    throw error;
  }
}

/** The live bill a request names; 404 for unknown or cancelled bills. `lock` holds it until the transaction ends. */
export async function liveBill(db: DB, billIdText: string, lock: boolean): Promise<Bill> {
  const billId = normaliseBillId(text(billIdText));
  const bill = isBillId(billId) ? await findBill(db, billId, lock) : null;
  if (!bill) throw notFound(BILLING_MESSAGES.billNotFound);
  // Still a 404 (there is no live bill), but saying what happened to it.
  if (bill.cancelledAt)
    throw new HttpError(
      404,
      BILLING_MESSAGES.billCancelled(bill.billId, formatIndianDate(bill.cancelledAt)),
      BILL_CANCELLED,
    );
  return bill;
}

/** Trips stamped with the bill (or taken off it), one audit entry each; all of them move or none. */
export async function moveTripsOnBill(
  trx: DB,
  actor: BillingActor,
  trips: readonly Trip[],
  billId: string | null,
): Promise<void> {
  const changed = billId
    ? await markBilled(trx, actor.username, trips, billId)
    : await markUnbilled(trx, actor.username, trips);
  if (changed !== trips.length) throw unavailable();
}

/** Every trip has a weight and freight above zero and values within their bounds, else a 409 naming them. */
export function requireBillable(trips: readonly Trip[]): void {
  const problem = checkBillableTrips(trips.map(billableValues));
  if (problem) throw conflict(problem);
}

/** A bill's net payable is above zero, else a 400 naming it; nothing is stored. */
export function requirePositiveNet(content: BillRevisionContent): void {
  const problem = checkBillNet(toPaise(content.totals.netAmount));
  if (problem) throw badRequest(problem);
}

/** One vendor among the trips (case-insensitive), else the 409 the Billing screen knows by its code. */
export function requireOneVendor(trips: readonly Trip[]): void {
  if (new Set(trips.map((t) => vendorKey(t.vendor))).size > 1)
    throw conflict(BILLING_MESSAGES.multipleVendors, MULTIPLE_VENDORS);
}
