import type { BillRowInput, ReviseBillInput, UpdateOneReviseInput } from '../../../../shared/billing/wire';
import { badRequest, conflict, notFound } from '../../../http-errors';
import { recordAudit } from '../../audit/public';
import { queueBillIfAutomatic } from '../../mail/for-billing';
import { balancesOfRows } from '../money/balances';
import { billChangeBookingDay } from '../../periods/for-bookings';
import {
  applyTdsRate,
  changeTrip,
  tripAuditRecord,
  tripOfTripId,
  tripsOfIds,
  type Trip,
} from '../../trips/for-billing';
import {
  BILLING_MESSAGES,
  BILL_MAX_TRIPS,
  BILL_RULE_MESSAGES,
  acknowledgeProblem,
  billTooManyTripsMessage,
  normaliseBillId,
  parseReviseUpdate,
} from '../../../../shared/billing';
import { freightFor, toPaise } from '../../../../shared/common/money';
import { PAYMENT_MESSAGES } from '../../../../shared/payments/payments';
import { todayInIndia } from '../../../../shared/common/dates';
import { differenceInWeight } from '../../../../shared/trips';
import { weighedProblem } from '../../../../shared/trips/acknowledge';
import { auditOfRevision, contentUnder } from '../money/bill-content';
import { storedAs } from './bill-generation';
import { vendorOfRevision } from '../../vendors/for-billing';
import type { StoredBill } from '../stored/bill-types';
import { remarksFrom, rowIdsOf, text } from './bill-requests';
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
import {
  billVendorOf,
  findRevision,
  insertRevision,
  liveTripRowIds,
  retireLiveLines,
} from '../stored/repository';

const TRIP_ENTITY = 'trip';

/**
 * POST /generate-pdf-revised-bill: revision n+1 of the bill the billed rows name. The bill's
 * trips minus the billed rows left unselected, plus the acknowledged rows selected; remarks
 * as additionalRemarks says (kept when it is left out); applyTaxes kept. Trips that leave go back to Acknowledged; earlier revisions stay.
 * Answers the bill as stored with its new revision (its PDF is drawn from it without reading it back).
 */
export async function reviseBill(
  ctx: BillingContext,
  actor: BillingActor,
  body: ReviseBillInput,
): Promise<StoredBill> {
  const billedSelected = body.billedSelectedRows ?? [];
  const billedUnselected = body.billedUnselectedRows ?? [];
  const ackSelected = body.ackSelectedRows ?? [];
  // Left out: the revision keeps the bill's remarks; [] clears them.
  const keepRemarks = body.additionalRemarks === undefined;
  const remarks = keepRemarks ? [] : remarksFrom(body.additionalRemarks);
  const billIdOf = (row: BillRowInput) => normaliseBillId(text(row.BillId));

  // The bill being revised: the one the selected billed rows are on (else the unselected ones').
  const selectedBills = new Set(billedSelected.map(billIdOf).filter((id) => id !== ''));
  const unselectedBills = new Set(billedUnselected.map(billIdOf).filter((id) => id !== ''));
  if (selectedBills.size > 1) throw badRequest(BILLING_MESSAGES.oneBillOnly);
  const targetId =
    [...selectedBills][0] ?? (unselectedBills.size === 1 ? [...unselectedBills][0] : undefined);
  if (!targetId) throw notFound(BILLING_MESSAGES.billNotFound);
  const keepIds = rowIdsOf(billedSelected, '_id');
  const dropIds = rowIdsOf(
    billedUnselected.filter((row) => billIdOf(row) === targetId),
    '_id',
  );
  const addIds = rowIdsOf(ackSelected, '_id');

  return inBillTransaction(ctx.db, async (trx) => {
    const bill = await liveBill(trx, targetId, true); // serializes revisions and cancels of this bill
    const now = ctx.clock();
    // The difference is booked on the day of the revision, never back on the bill date.
    const bookedOn = await billChangeBookingDay(trx, bill.billDate, todayInIndia(now), 'revision');
    const currentIds = await liveTripRowIds(trx, bill);
    // The screen's view must match the stored bill: kept and dropped trips are on it now.
    if ([...keepIds, ...dropIds].some((id) => !currentIds.includes(id))) throw unavailable();
    const nextIds = [...new Set([...currentIds.filter((id) => !dropIds.includes(id)), ...addIds])].sort(
      (x, y) => x - y,
    );
    if (nextIds.length === 0) throw badRequest(BILLING_MESSAGES.selectAtLeastOneRow);
    if (nextIds.length > BILL_MAX_TRIPS) throw badRequest(billTooManyTripsMessage(nextIds.length));
    const locked = await tripsOfIds(trx, [...new Set([...currentIds, ...addIds])], { lock: true });
    const byId = new Map(locked.map((t) => [t.id, t]));
    const added = addIds.filter((id) => !currentIds.includes(id)).map((id) => byId.get(id));
    if (added.some((t) => !t || t.transactionStatus !== 'Acknowledged' || t.billId !== null))
      throw unavailable();
    const nextTrips = nextIds.map((id) => byId.get(id)!);
    if (nextTrips.some((t) => t === undefined)) throw unavailable();
    requireOneVendor(nextTrips);
    requireBillable(nextTrips);

    const previous = await findRevision(trx, bill, bill.currentRevision);
    if (!previous) throw notFound(BILLING_MESSAGES.billNotFound);
    const revision = bill.currentRevision + 1;
    // A revision applies the rule as it stands now (206AA, 194C(6)), on every trip of the bill.
    const vendor = await vendorOfRevision(trx, bill.vendorId, bill.vendor, nextTrips[0]?.tdsRate ?? 0);
    const { decision, content } = contentUnder(
      vendor.decision,
      billVendorOf(bill.vendor, vendor.printed),
      nextTrips,
      keepRemarks ? previous.remarks : remarks,
      previous.applyTaxes,
    );
    requirePositiveNet(content);
    const paid = (await balancesOfRows(trx, [bill.id])).get(bill.id)?.paidPaise ?? 0;
    const netPaise = toPaise(content.totals.netAmount);
    if (netPaise < paid) throw conflict(PAYMENT_MESSAGES.reviseBelowPaid(netPaise, paid));
    await retireLiveLines(trx, bill);
    // After the old lines retire: a trip on live lines changing its rate would mark the bill edited.
    await applyTdsRate(trx, actor.username, nextTrips, decision.rate);
    const author = { username: actor.username, profile: actor.profile, at: now };
    await insertRevision(trx, bill, revision, content, author, bookedOn);
    const leaving = currentIds.filter((id) => !nextIds.includes(id)).map((id) => byId.get(id)!);
    await moveTripsOnBill(trx, actor, leaving, null);
    await moveTripsOnBill(trx, actor, added as Trip[], bill.billId);
    await recordAudit(trx, {
      actor: actor.username,
      entity: BILL_ENTITY,
      entityId: bill.billId,
      action: 'revise',
      before: auditOfRevision(bill.billId, previous.revision, previous),
      after: auditOfRevision(bill.billId, revision, content),
    });
    const revised = { billId: bill.billId, revision, vendorId: bill.vendorId, vendor: bill.vendor };
    await queueBillIfAutomatic(trx, ctx.mail, revised, actor.username);
    return storedAs(bill, revision, content, author);
  });
}

/**
 * POST /update-one-revise-bill: an inline edit on the Revise Bill tables. The trip must be on
 * the named bill (Billed) or Acknowledged without a bill. Freight follows the weight at the
 * trip's own rate; the stored bill changes only when the bill is revised.
 */
export async function updateRevisedTrip(
  ctx: BillingContext,
  actor: BillingActor,
  body: UpdateOneReviseInput,
): Promise<void> {
  const parsed = parseReviseUpdate(body.updateRows);
  await inBillTransaction(ctx.db, async (trx) => {
    const tripIdText = text(body.trip_id);
    const current = tripIdText ? await tripOfTripId(trx, tripIdText, { lock: true }) : null;
    if (!current) throw notFound(BILLING_MESSAGES.tripNotFound);
    if (!parsed.ok) throw badRequest(parsed.message);
    const billIdText = normaliseBillId(text(body.bill_id));
    if (current.transactionStatus === 'Billed') {
      if (billIdText !== '' && billIdText !== current.billId)
        throw badRequest(BILLING_MESSAGES.tripNotInBill);
    } else if (current.transactionStatus !== 'Acknowledged') {
      throw conflict(BILLING_MESSAGES.tripNotRevisable);
    }
    const changes = parsed.value;
    const weight = changes.Weight !== undefined ? changes.Weight : current.weight;
    const actualWeight = changes.ActualWeight !== undefined ? changes.ActualWeight : current.actualWeight;
    const pick = <K extends keyof typeof changes>(key: K, fallback: Trip[keyof Trip]) =>
      changes[key] !== undefined ? changes[key] : fallback;
    const freight = freightFor(current.rate, weight);
    // Billed and Acknowledged trips keep a weight and a freight above zero.
    // An Actual Weight written here must count too (shared/trips/acknowledge.ts); one left alone stays.
    const problem =
      acknowledgeProblem({ Weight: weight, Freight: freight }) ??
      (changes.ActualWeight !== undefined ? weighedProblem(actualWeight) : null);
    if (problem) {
      const message =
        current.transactionStatus === 'Billed'
          ? BILL_RULE_MESSAGES.cannotStayBilled
          : BILL_RULE_MESSAGES.cannotAcknowledge;
      throw badRequest(message(current.tripId, problem));
    }
    const trip = await changeTrip(trx, current.id, {
      weight,
      actualWeight,
      differenceInWeight: differenceInWeight(weight, actualWeight),
      freight,
      short: pick('Short', current.short) as number | null,
      dieselAmount: pick('DieselAmount', current.dieselAmount) as number | null,
      advance: pick('Advance', current.advance) as number | null,
      toll: pick('Toll', current.toll) as number | null,
      adblue: pick('Adblue', current.adblue) as number | null,
      greasing: pick('Greasing', current.greasing) as number | null,
      doNumber: pick('DONumber', current.doNumber) as string | null,
      driverName: pick('DriverName', current.driverName) as string | null,
    });
    await recordAudit(trx, {
      actor: actor.username,
      entity: TRIP_ENTITY,
      entityId: trip.tripId,
      action: 'revise-edit',
      before: tripAuditRecord(current),
      after: tripAuditRecord(trip),
    });
  });
}
