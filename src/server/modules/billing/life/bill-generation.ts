import type { GenerateBillInput } from '../../../../shared/billing/wire';
import type { DB } from '../../../db/connection';
import { badRequest, conflict, notFound } from '../../../http-errors';
import { recordAudit } from '../../audit/public';
import { queueBillIfAutomatic } from '../../mail/for-billing';
import { applyTdsRate, tripsOfIdsAlong } from '../../trips/for-billing';
import { vendorOfNewBill } from '../../vendors/for-billing';
import { holdDaysOpen, openDayCheck, refuseClosedDay, requireOpenDay } from '../../periods/for-bookings';
import { vendorDeletedMessage } from '../../../../shared/masters/vendor-deletion';
import { BILLING_MESSAGES, BILL_MAX_TRIPS, billTooManyTripsMessage } from '../../../../shared/billing';
import { todayInIndia } from '../../../../shared/common/dates';
import { ACKNOWLEDGE_MESSAGES, UNWEIGHED_TRIPS, isWeighed } from '../../../../shared/trips/acknowledge';
import { auditOfRevision, contentUnder } from '../money/bill-content';
import { remarksFrom, rowIdsOf } from './bill-requests';
import {
  BILL_ENTITY,
  inBillTransaction,
  liveBill,
  moveTripsOnBill,
  requireBillable,
  requireOneVendor,
  requirePositiveNet,
  unavailable,
  type BillingActor,
  type BillingContext,
} from './bill-transaction';
import type { Bill, BillRevisionContent, StoredBill } from '../stored/bill-types';
import { billVendorOf, findRevision, insertNewBill } from '../stored/repository';

/**
 * POST /generate-pdf-bill. Only the trip ids, the first row's remarks and applyTaxes are read;
 * every value on the bill comes from the locked trips. Answers the new bill as stored (its PDF is
 * drawn from it without reading it back).
 */
export async function generateBill(
  ctx: BillingContext,
  actor: BillingActor,
  body: GenerateBillInput,
): Promise<StoredBill> {
  const rows = body;
  if (rows.length === 0) throw badRequest(BILLING_MESSAGES.selectAtLeastOneRow);
  const ids = rowIdsOf(rows, 'id');
  if (ids.length > BILL_MAX_TRIPS) throw badRequest(billTooManyTripsMessage(ids.length));
  const remarks = remarksFrom(rows[0].remarks);
  const applyTaxes = rows[0].applyTaxes === true;
  const confirmUnweighed = rows[0].confirmUnweighed === true;

  return inBillTransaction(ctx.db, async (trx) => {
    const now = ctx.clock();
    // The quarter's lock, then its check read with the trips (requireOpenDay when none is found).
    await holdDaysOpen(trx);
    const today = todayInIndia(now);
    const { trips, along } = await tripsOfIdsAlong(trx, ids, openDayCheck, today, { lock: true });
    if (trips.length > 0) refuseClosedDay(along, 'bill');
    else await requireOpenDay(trx, today, 'bill');
    if (
      trips.length !== ids.length ||
      trips.some((t) => t.transactionStatus !== 'Acknowledged' || t.billId !== null)
    ) {
      throw unavailable();
    }
    requireOneVendor(trips);
    requireBillable(trips);
    if (!confirmUnweighed) requireWeighed(trips);
    const vendor = await vendorOfNewBill(
      trx,
      trips.find((t) => t.vendorId !== null)?.vendorId ?? null,
      trips[0].vendor,
      trips[0].tdsRate,
    );
    if (!vendor.ok) throw conflict(vendorDeletedMessage(trips[0].vendor));
    const { vendorId } = vendor;
    const { decision, content } = contentUnder(
      vendor.decision,
      billVendorOf(trips[0].vendor, vendor.printed),
      trips,
      remarks,
      applyTaxes,
    );
    requirePositiveNet(content);
    // The rate the law asks of this vendor now (206AA, 194C(6)), stamped on the trips it bills.
    await applyTdsRate(trx, actor.username, trips, decision.rate);
    // The bill number is taken last, inside this transaction: a refusal above leaves no hole. The
    // bill, its revision and lines are one statement.
    const author = { username: actor.username, profile: actor.profile, at: now };
    const bill = await insertNewBill(
      trx,
      {
        vendor: trips[0].vendor,
        vendorId,
        billDate: today,
        createdBy: actor.username,
        createdProfile: actor.profile,
        createdAt: now,
      },
      content,
      author,
    );
    await moveTripsOnBill(trx, actor, trips, bill.billId);
    await recordAudit(trx, {
      actor: actor.username,
      entity: BILL_ENTITY,
      entityId: bill.billId,
      action: 'generate',
      after: auditOfRevision(bill.billId, 1, content),
    });
    const made = { billId: bill.billId, revision: 1, vendorId, vendor: trips[0].vendor };
    await queueBillIfAutomatic(trx, ctx.mail, made, actor.username);
    return storedAs(bill, 1, content, author);
  });
}

/**
 * Trips acknowledged before "Acknowledged means weighed" may still lack an Actual Weight: the
 * clerk is asked first (409 naming them, `tripIds` for the screen), then sends the confirmation.
 */
function requireWeighed(trips: readonly { tripId: string; actualWeight: number | null }[]): void {
  const unweighed = trips.filter((t) => !isWeighed(t.actualWeight)).map((t) => t.tripId);
  if (unweighed.length > 0)
    throw conflict(ACKNOWLEDGE_MESSAGES.unweighedRefused(unweighed), UNWEIGHED_TRIPS, {
      tripIds: unweighed,
    });
}

/** The bill as loadBill reads it back once `revision` of `content` is stored: what its PDF shows. */
export function storedAs(
  bill: Bill,
  revision: number,
  content: BillRevisionContent,
  author: { username: string; profile: string; at: Date },
): StoredBill {
  return {
    ...bill,
    currentRevision: revision,
    current: {
      revision,
      ...content,
      createdBy: author.username,
      createdProfile: author.profile,
      createdAt: author.at,
    },
  };
}

/** The bill with its current revision (what its PDF shows); 404 for unknown or cancelled bills. */
export async function loadBill(db: DB, billIdText: string): Promise<StoredBill> {
  const bill = await liveBill(db, billIdText, false);
  const current = await findRevision(db, bill, bill.currentRevision);
  if (!current) throw notFound(BILLING_MESSAGES.billNotFound);
  return { ...bill, current };
}
