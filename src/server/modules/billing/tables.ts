import type { ColumnType, Generated } from 'kysely';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A vendor bill; its content lives in its revisions (migration 007). */
export interface BillsTable {
  id: Generated<number>;
  /** 'B' + the number taken from bill_number_counter in the bill's transaction. */
  bill_id: ColumnType<string, string, never>;
  vendor: string;
  vendor_id: Nullable<number>;
  /** 'YYYY-MM-DD', the Asia/Kolkata date of generation. */
  bill_date: string;
  current_revision: ColumnType<number, number | undefined, number>;
  created_by: string;
  created_profile: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  cancelled_at: Nullable<Date>;
  cancelled_by: Nullable<string>;
  /** The day a cancellation is booked on in the TDS register; null: the bill date (migration 024). */
  cancelled_booked_on: Nullable<string>;
}

/** One stored revision: what its PDF shows, with totals in rupees (numeric). */
export interface BillRevisionsTable {
  id: Generated<number>;
  bill_id: number;
  revision: number;
  vendor_name: string;
  vendor_owner: string;
  vendor_pan: string;
  vendor_gst: string;
  vendor_bank_name: string;
  vendor_bank_account: string;
  vendor_ifsc: string;
  /** JSON text on insert; [{ text, amount }] when read. */
  remarks: ColumnType<Array<{ text: string; amount: number }>, string, string>;
  apply_taxes: boolean;
  /** Set by a trigger when a trip on its live lines changes a compared column (migration 017). */
  trips_edited: Generated<boolean>;
  trip_count: number;
  total_weight: number;
  total_actual_weight: number;
  total_freight: number;
  total_tds: number;
  total_short: number;
  total_diesel: number;
  total_advance: number;
  total_toll: number;
  total_adblue: number;
  total_greasing: number;
  total_amount: number;
  remarks_amount: number;
  gst_amount: number;
  net_amount: number;
  /** How the TDS was decided (migration 020); null on revisions stored before. */
  tds_rate: ColumnType<number | null, number | null | undefined, never>;
  tds_section_206aa: ColumnType<boolean | null, boolean | null | undefined, never>;
  tds_reason_code: ColumnType<string | null, string | null | undefined, never>;
  pan_status: ColumnType<string | null, string | null | undefined, never>;
  /** TDS on the positive remarks, part of total_tds. */
  charges_tds: ColumnType<number, number | undefined, never>;
  /** A transporter's declaration of another tax year on record when the TDS was decided (migration 029). */
  tds_lapsed_declaration: ColumnType<string | null, string | null | undefined, never>;
  /** The day the revision is booked on in the TDS register; null: the bill date (migration 024). */
  booked_on: ColumnType<string | null, string | null | undefined, never>;
  created_by: string;
  created_profile: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** One trip on one revision, as billed. `live`: on the current revision of a bill not cancelled. */
export interface BillLinesTable {
  id: Generated<number>;
  bill_id: number;
  bill_revision_id: number;
  line_no: number;
  trip_row_id: number;
  trip_id: string;
  local_date: string;
  truck_number: string;
  destination_from: string;
  destination_to: string;
  weight: number | null;
  actual_weight: number | null;
  rate: number;
  freight: number;
  tds_rate: number;
  tds: number;
  diesel: number | null;
  advance: number | null;
  toll: number | null;
  adblue: number | null;
  greasing: number | null;
  short: number | null;
  amount: number;
  live: boolean;
  // Kept since migration 008 (null on lines of trips without the value).
  driver_name: Nullable<string>;
  do_number: Nullable<string>;
  truck_type: Nullable<string>;
  diesel_slip_number: Nullable<string>;
  difference_weight: Nullable<number>;
}

/** A revision's Transactions `trips` array as JSON text (migration 017): revisions never change. */
export interface BillRevisionTripsTable {
  bill_revision_id: number;
  trips: string;
}

/** The last bill number used (one row, migration 018): numbers without holes. */
export interface BillNumberCounterTable {
  only_row: ColumnType<boolean, boolean | undefined, never>;
  last_number: ColumnType<string, string | number, string | number>;
}

export interface BillingTables {
  bill_number_counter: BillNumberCounterTable;
  bills: BillsTable;
  bill_revisions: BillRevisionsTable;
  bill_lines: BillLinesTable;
  bill_revision_trips: BillRevisionTripsTable;
}
