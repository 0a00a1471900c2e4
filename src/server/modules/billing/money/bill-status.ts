import type { DB } from '../../../db/connection';
import { billedTripChanges, type BilledTripValues } from '../../../../shared/billing/status';
import type { Trip } from '../../trips/for-billing';
import type { BillLine, BillSummary } from '../stored/bill-types';
import { linesWithEditedTrips } from '../lists/transaction-lines';
import { lineFromTrip } from './bill-content';
import type { BillStatus, BilledTripChange } from '../../../../shared/billing/wire';

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
