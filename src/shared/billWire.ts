import type { BillStatus, BilledTripChange, TransactionTripRow } from './billStatus';
import type { BillPaymentStatus } from './payments';
import { fromPaise, tdsPaise } from './money';
import type { TripRecord } from './trip';
import type { BillRemark, BillRemarkInput } from './billRemarks';

// ---------------------------------------------------------------- wire shapes

/** One row of POST /generate-pdf-bill (SPEC.md section 7). The server uses id, remarks and applyTaxes. */
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
export function toGenerateBillRows(trips: readonly TripRecord[], remarks: BillRemarkInput[], applyTaxes = false): GenerateBillRow[] {
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

/** POST /list-billing body and answer. */
export interface ListBillingBody {
  startDate?: string;
  endDate?: string;
  vendor?: string;
  truckNumber?: string;
}
export interface ListBillingResponse {
  resultData: TripRecord[];
  message: string;
}

/**
 * One live bill in POST /list-all-transactions (SPEC.md section 3 "Transaction / billing row").
 * Money in rupees; weights in tons; date is the bill's date (YYYY-MM-DD, IST).
 */
export interface TransactionRow {
  _id: string;
  billing_id: string;
  vendor: string;
  date: string;
  weight: number;
  actual_weight: number;
  freight: number;
  rate: null;
  diesel: number;
  advance: number;
  toll: number;
  tds: number;
  short: number;
  /** The remark texts joined with ', '. */
  remarks: string;
  /** Whether taxes were applied (applyTaxes). */
  gst: boolean;
  /** Sum of the trip amounts. */
  amount: number;
  remarks_amount: number;
  gst_amount: number;
  /** Net payable. */
  final_amount: number;
  trip_ids: string[];
  revision: number;
  username: string;
  profile: string;
  /** Payments: live payments, what is still owed, and Unpaid / Part-paid / Paid. */
  paid: number;
  outstanding: number;
  payment_status: BillPaymentStatus;
  // Beside SPEC.md's fields: the remarks as a list, when the current revision was
  // stored, whether a trip changed since, and the bill's trips as billed.
  remarks_list: BillRemark[];
  revised_at: string;
  out_of_date: boolean;
  changes: BilledTripChange[];
  trips: TransactionTripRow[];
}

/** POST /list-to-revise-bill body and answer. */
export interface ListToReviseBody {
  startDate?: string;
  endDate?: string;
  bill_id?: string;
}
export interface ListToReviseResponse {
  billed: TripRecord[];
  acknowledged: TripRecord[];
  message: string;
  /** Beside SPEC.md's fields: each listed bill's remarks, revision and changes since. */
  bills: BillStatus[];
}

/** POST /generate-pdf-revised-bill body (rows are TripRecords; the server uses _id and BillId). */
export interface ReviseBillBody {
  billedSelectedRows: TripRecord[];
  billedUnselectedRows: TripRecord[];
  ackSelectedRows: TripRecord[];
  /** The revision's remarks ([] clears them); left out, the bill's remarks are kept. */
  additionalRemarks?: BillRemarkInput[];
}
