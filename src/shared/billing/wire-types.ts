import { fromPaise, tdsPaise } from '../common/money';
import type { TripRecord } from '../trips';
import type { BillRemarkInput } from './remarks';

/**
 * One row of POST /generate-pdf-bill as SPEC.md section 7 has the client send it. The server's
 * schema (wire/billing.ts generateBillBody) reads only id, remarks and applyTaxes of it.
 */
export interface GenerateBillRow {
  id: string;
  trip_id: string;
  vendor: string;
  transaction_status: string;
  destfrom: string;
  dest: string;
  wt: number | null;
  actwt: number | null;
  frt: number | null;
  rate: number | null;
  dsl: number | null;
  adv: number | null;
  toll: number | null;
  tds: number | null;
  billid: string | null;
  remarks: BillRemarkInput[];
  applyTaxes: boolean;
}

/** The body of POST /generate-pdf-bill from the selected trips and the modal's remarks (applyTaxes always false). */
export function toGenerateBillRows(
  trips: readonly TripRecord[],
  remarks: BillRemarkInput[],
  applyTaxes = false,
): GenerateBillRow[] {
  return trips.map((t) => ({
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
  }));
}
