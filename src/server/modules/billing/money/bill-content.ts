import type { DB } from '../../../db/connection';
import { billTotals } from '../../../../shared/billing';
import { fromPaise, tdsPaise, tripAmountPaise } from '../../../../shared/common/money';
import { billableValues, type Trip } from '../../trips/for-billing';
import { tdsDecisionForVendor } from '../../vendors/public';
import type { TdsDecision } from '../../../../shared/accounting/tds-rule';
import type { BillLine, BillRevisionContent, BillVendor } from '../stored/bill-types';
import type { BillRemark } from '../../../../shared/billing/wire';

/** What a bill revision stores, worked out from its trips: lines, totals, and its audit entry. */

/** A bill line from a trip's current values: every money value computed here, in paise, then rupees. */
export function lineFromTrip(trip: Trip, lineNo: number): BillLine {
  // The trip's money as the bill rules read it, with the TDS rate it is billed at.
  const fields = { ...billableValues(trip), TDS_Rate: trip.tdsRate };
  return {
    lineNo,
    tripRowId: trip.id,
    tripId: trip.tripId,
    localDate: trip.localDate,
    truckNumber: trip.truckNumber,
    destinationFrom: trip.destinationFrom,
    destinationTo: trip.destinationTo,
    weight: trip.weight,
    actualWeight: trip.actualWeight,
    rate: trip.rate,
    freight: trip.freight,
    tdsRate: trip.tdsRate,
    tds: fromPaise(tdsPaise(trip.freight, trip.tdsRate)),
    diesel: trip.dieselAmount,
    advance: trip.advance,
    toll: trip.toll,
    adblue: trip.adblue,
    greasing: trip.greasing,
    short: trip.short,
    amount: fromPaise(tripAmountPaise(fields)),
    driverName: trip.driverName,
    doNumber: trip.doNumber,
    truckType: trip.truckType,
    dieselSlipNumber: trip.dieselSlipNumber,
    differenceWeight: trip.differenceInWeight,
  };
}

/** Lines in trip order (date, then TripID), numbered from 1. */
function linesFor(trips: readonly Trip[]): BillLine[] {
  const ordered = [...trips].sort((a, b) => a.localDate.localeCompare(b.localDate) || a.id - b.id);
  return ordered.map((trip, i) => lineFromTrip(trip, i + 1));
}

/**
 * The revision the trips make now, as generation, revision and the payments' out-of-date check
 * work it out: the TDS rule as it stands for the bill's vendor (206AA, 194C(6)) decides the rate
 * of every line and of the positive remarks. The vendor's id (null: by name) picks the row the
 * rule reads; its details are what the revision prints.
 */
export async function contentNow(
  db: DB,
  vendor: { id: number | null; details: BillVendor },
  trips: readonly Trip[],
  remarks: BillRemark[],
  applyTaxes: boolean,
): Promise<{ decision: TdsDecision; content: BillRevisionContent }> {
  const decision = await tdsDecisionForVendor(db, vendor.id, vendor.details.name, trips[0]?.tdsRate ?? 0);
  return contentUnder(decision, vendor.details, trips, remarks, applyTaxes);
}

/** contentNow with the rule's decision already read (with the vendor, in the bill's own statement). */
export function contentUnder(
  decision: TdsDecision,
  vendor: BillVendor,
  trips: readonly Trip[],
  remarks: BillRemark[],
  applyTaxes: boolean,
): { decision: TdsDecision; content: BillRevisionContent } {
  const rated = trips.map((trip) => ({ ...trip, tdsRate: decision.rate }));
  return { decision, content: contentFor(linesFor(rated), remarks, applyTaxes, vendor, decision) };
}

/**
 * The revision's stored totals: billTotals (paise) back to rupees. Positive remarks bear TDS at
 * the decision's rate; the lines already carry that rate.
 */
function contentFor(
  lines: BillLine[],
  remarks: BillRemark[],
  applyTaxes: boolean,
  vendor: BillVendor,
  decision: TdsDecision,
): BillRevisionContent {
  const totals = billTotals(
    lines.map((l) => ({
      Weight: l.weight,
      ActualWeight: l.actualWeight,
      Freight: l.freight,
      TDS_Rate: l.tdsRate,
      Short: l.short,
      DieselAmount: l.diesel,
      Advance: l.advance,
      Toll: l.toll,
      Adblue: l.adblue,
      Greasing: l.greasing,
    })),
    remarks,
    applyTaxes,
    decision.rate,
  );
  const tdsTerms = {
    rate: decision.rate,
    section206AA: decision.section206AA,
    reasonCode: decision.reasonCode,
    panStatus: decision.panStatus,
    chargesTds: fromPaise(totals.chargesTdsPaise),
    lapsedDeclaration: decision.lapsedDeclaration,
  };
  return {
    vendor,
    tdsTerms,
    remarks,
    applyTaxes,
    lines,
    totals: {
      tripCount: lines.length,
      weight: totals.weightKg / 1000,
      actualWeight: totals.actualWeightKg / 1000,
      freight: fromPaise(totals.freightPaise),
      tds: fromPaise(totals.tdsPaise),
      short: fromPaise(totals.shortPaise),
      diesel: fromPaise(totals.dieselPaise),
      advance: fromPaise(totals.advancePaise),
      toll: fromPaise(totals.tollPaise),
      adblue: fromPaise(totals.adbluePaise),
      greasing: fromPaise(totals.greasingPaise),
      amount: fromPaise(totals.amountPaise),
      remarksAmount: fromPaise(totals.remarksPaise),
      gstAmount: fromPaise(totals.gstPaise),
      netAmount: fromPaise(totals.netPaise),
    },
  };
}

/** What the audit log keeps of a revision. */
export function auditOfRevision(billId: string, revision: number, content: BillRevisionContent) {
  return {
    billId,
    revision,
    vendor: content.vendor.name,
    tripIds: content.lines.map((l) => l.tripId),
    remarks: content.remarks,
    applyTaxes: content.applyTaxes,
    tdsTerms: content.tdsTerms ?? null,
    totals: content.totals,
  };
}
