import type { DB } from '../../db/connection';
import { gstPaiseOn } from '../../../shared/billing';
import { billedTripChanges, type BilledTripValues } from '../../../shared/billing/status';
import { fromPaise, toPaise } from '../../../shared/common/money';
import type { Trip } from '../trips/for-billing';
import type { BillLine, BillSummary } from './bill-types';
import { linesWithEditedTrips } from './transaction-lines';
import { lineFromTrip } from './bill-content';
import type { BillStatus, BilledTripChange, TransactionTripRow } from '../../../shared/billing/wire';

/** A bill line's trip values as billed. */
function billedValues(line: BillLine): BilledTripValues {
  return {
    localDate: line.localDate,
    TruckNumber: line.truckNumber,
    DriverName: line.driverName,
    DONumber: line.doNumber,
    DestinationFrom: line.destinationFrom,
    DestinationTo: line.destinationTo,
    TruckType: line.truckType,
    Weight: line.weight,
    ActualWeight: line.actualWeight,
    Rate: line.rate,
    Freight: line.freight,
    TDS_Rate: line.tdsRate,
    DieselAmount: line.diesel,
    DieselSlipNumber: line.dieselSlipNumber,
    Short: line.short,
    Advance: line.advance,
    Toll: line.toll,
    Adblue: line.adblue,
    Greasing: line.greasing,
  };
}

/** A trip's values now, in the same shape: as a bill line made from it now would hold them. */
function currentValues(trip: Trip): BilledTripValues {
  return billedValues(lineFromTrip(trip, 0));
}

/** A trip of a bill as Transactions lists it (the line as billed). */
export function transactionTripRow(line: BillLine, applyTaxes: boolean): TransactionTripRow {
  return {
    trip_id: line.tripId,
    date: line.localDate,
    truck_no: line.truckNumber,
    driver_name: line.driverName,
    do_number: line.doNumber,
    destination_from: line.destinationFrom,
    destination_to: line.destinationTo,
    truck_type: line.truckType,
    transaction_status: 'Billed',
    diesel_slip_number: line.dieselSlipNumber,
    weight: line.weight,
    actual_weight: line.actualWeight,
    difference_weight: line.differenceWeight,
    rate: line.rate,
    freight: line.freight,
    tds: line.tds,
    diesel_amount: line.diesel,
    advance: line.advance,
    toll: line.toll,
    short: line.short,
    adblue: line.adblue,
    greasing: line.greasing,
    gst_amount: applyTaxes ? fromPaise(gstPaiseOn(toPaise(line.freight))) : 0,
    amount: line.amount,
  };
}

export interface BillWithStatus {
  summary: BillSummary;
  status: BillStatus;
}

/**
 * Each bill's live lines compared with its trips as they are now: the trips edited since the
 * bill's current revision, and the fields that changed.
 */
export async function withStatus(db: DB, summaries: readonly BillSummary[]): Promise<BillWithStatus[]> {
  return statusOfBills(
    summaries,
    await linesWithEditedTrips(
      db,
      summaries.map((s) => s.id),
    ),
  );
}

/** The bills with their status, from their lines whose trips were edited (linesWithEditedTrips). */
export function statusOfBills(
  summaries: readonly BillSummary[],
  edited: Map<number, { line: BillLine; trip: Trip }[]>,
): BillWithStatus[] {
  return summaries.map((summary) => {
    const changes: BilledTripChange[] = [];
    for (const { line, trip } of edited.get(summary.id) ?? []) {
      const fields = billedTripChanges(billedValues(line), currentValues(trip));
      if (fields.length > 0) changes.push({ trip_id: line.tripId, fields });
    }
    return {
      summary,
      status: {
        bill_id: summary.billId,
        revision: summary.currentRevision,
        revised_at: summary.revisedAt.toISOString(),
        remarks: summary.remarks,
        net_amount: summary.totals.netAmount,
        out_of_date: changes.length > 0,
        changes,
      },
    };
  });
}
