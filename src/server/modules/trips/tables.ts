import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from '../../db/columns';
import type { TransactionStatus, TruckType } from '../../../shared/trips';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface TripsTable {
  id: Generated<number>;
  /** 'T' + a number from trip_number_seq (the column default). */
  trip_id: ColumnType<string, string | undefined, never>;
  /** Who entered the trip, and their profile then. */
  username: string;
  profile: string;
  /** Master-data values as they were when entered, plus the master rows' ids. */
  truck_number: string;
  vehicle_id: Nullable<number>;
  do_number: Nullable<string>;
  /** 'YYYY-MM-DD', the Asia/Kolkata date at creation (Reports may correct it). */
  local_date: string;
  /** 'HH:mm:ss', the Asia/Kolkata time at creation. */
  local_time: string;
  driver_name: Nullable<string>;
  vendor: string;
  vendor_id: Nullable<number>;
  destination_from: string;
  destination_to: string;
  truck_type: TruckType;
  transaction_status: TransactionStatus;
  /** numeric(12,3), tons. */
  weight: Nullable<number>;
  actual_weight: Nullable<number>;
  difference_in_weight: Nullable<number>;
  /** numeric(14,2): the route's per-ton rate, round(rate x weight), the vendor's TDS percentage. */
  rate: ColumnType<number, number | undefined, number>;
  freight: ColumnType<number, number | undefined, number>;
  tds_rate: ColumnType<number, number | undefined, number>;
  diesel_amount: Nullable<number>;
  diesel_slip_number: Nullable<string>;
  short: Nullable<number>;
  advance: Nullable<number>;
  toll: Nullable<number>;
  adblue: Nullable<number>;
  greasing: Nullable<number>;
  /** The bill a Billed trip is on (set and cleared by billing, always with the status). */
  bill_id: Nullable<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** The expired/expiring documents the user was warned about, and who confirmed it when. */
  document_warning: Nullable<string>;
  document_warning_confirmed_by: Nullable<string>;
  document_warning_confirmed_at: Nullable<Date>;
  /** Set on delete: the trip leaves every list; its last state is in the audit log. */
  deleted_at: Nullable<Date>;
}

export interface TripTables {
  trips: TripsTable;
}
