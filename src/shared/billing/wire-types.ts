import { fromPaise, tdsPaise } from '../common/money';
import type { TripRecord } from '../trips';
import type { BillRemarkInput } from './remarks';
import type { GenerateBillRow } from './wire';

/** The body of POST /generate-pdf-bill from the selected trips and the modal's remarks (applyTaxes always false). */
export function toGenerateBillRows(
  trips: readonly TripRecord[],
  remarks: BillRemarkInput[],
  applyTaxes = false,
  confirmUnweighed = false,
): GenerateBillRow[] {
  return trips.map((t, index) => ({
    id: t._id,
    trip_id: t.TripID,
    vendor: t.Vendor,
    transaction_status: t.TransactionStatus,
    destfrom: t.DestinationFrom,
    dest: t.DestinationTo,
    wt: t.Weight,
    actwt: t.ActualWeight,
    frt: t.Freight ?? null,
    rate: t.Rate ?? null,
    dsl: t.DieselAmount,
    adv: t.Advance,
    toll: t.Toll,
    tds: t.Freight === undefined ? null : fromPaise(tdsPaise(t.Freight, t.TDS_Rate)),
    billid: t.BillId,
    remarks,
    applyTaxes,
    ...(confirmUnweighed && index === 0 ? { confirmUnweighed: true as const } : {}),
  }));
}
