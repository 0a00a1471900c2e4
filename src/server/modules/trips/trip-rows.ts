import { sql } from 'kysely';
import type { BillableTripValues } from '../../../shared/billing/checks';
import type { TransactionStatus, TripFileField, TruckType } from '../../../shared/trips';

/** Trips as stored and in domain terms: the row, its mapping, and the columns a write sets. */

/** Trip attachments are stored files owned by ('trip', trips.id), one per attachment field. */
export const TRIP_FILE_KIND = 'trip';

/** A stored trip (not deleted), in domain terms. */
export interface Trip {
  id: number;
  tripId: string;
  username: string;
  profile: string;
  truckNumber: string;
  vehicleId: number | null;
  doNumber: string | null;
  localDate: string;
  localTime: string;
  driverName: string | null;
  vendor: string;
  vendorId: number | null;
  destinationFrom: string;
  destinationTo: string;
  truckType: TruckType;
  transactionStatus: TransactionStatus;
  weight: number | null;
  actualWeight: number | null;
  differenceInWeight: number | null;
  rate: number;
  freight: number;
  tdsRate: number;
  dieselAmount: number | null;
  dieselSlipNumber: string | null;
  short: number | null;
  advance: number | null;
  toll: number | null;
  adblue: number | null;
  greasing: number | null;
  billId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A trip's values as the shared bill rules (shared/billing/checks.ts) read them. */
export function billableValues(
  trip: Pick<
    Trip,
    | 'tripId'
    | 'weight'
    | 'actualWeight'
    | 'freight'
    | 'short'
    | 'dieselAmount'
    | 'advance'
    | 'toll'
    | 'adblue'
    | 'greasing'
  >,
): BillableTripValues {
  return {
    TripID: trip.tripId,
    Weight: trip.weight,
    ActualWeight: trip.actualWeight,
    Freight: trip.freight,
    Short: trip.short,
    DieselAmount: trip.dieselAmount,
    Advance: trip.advance,
    Toll: trip.toll,
    Adblue: trip.adblue,
    Greasing: trip.greasing,
  };
}

/** What create and update write (ids, dates of creation and the bill are not set here). */
export type TripValues = Omit<Trip, 'id' | 'tripId' | 'billId' | 'createdAt' | 'updatedAt'>;

/** An attachment's description (no bytes). */
export interface TripFileInfo {
  tripId: number;
  field: TripFileField;
  originalName: string;
}

export const TRIP_ROW_COLUMNS = [
  'id',
  'trip_id',
  'username',
  'profile',
  'truck_number',
  'vehicle_id',
  'do_number',
  'local_date',
  'driver_name',
  'vendor',
  'vendor_id',
  'destination_from',
  'destination_to',
  'truck_type',
  'transaction_status',
  'weight',
  'actual_weight',
  'difference_in_weight',
  'rate',
  'freight',
  'tds_rate',
  'diesel_amount',
  'diesel_slip_number',
  'short',
  'advance',
  'toll',
  'adblue',
  'greasing',
  'bill_id',
  'created_at',
  'updated_at',
] as const;

// Read as text in one fixed form: 'HH:mm:ss', whatever the column's precision.
export const LOCAL_TIME = sql<string>`to_char(local_time, 'HH24:MI:SS')`.as('local_time');

export interface StoredTripRow {
  id: number;
  trip_id: string;
  username: string;
  profile: string;
  truck_number: string;
  vehicle_id: number | null;
  do_number: string | null;
  local_date: string;
  local_time: string;
  driver_name: string | null;
  vendor: string;
  vendor_id: number | null;
  destination_from: string;
  destination_to: string;
  truck_type: TruckType;
  transaction_status: TransactionStatus;
  weight: number | null;
  actual_weight: number | null;
  difference_in_weight: number | null;
  rate: number;
  freight: number;
  tds_rate: number;
  diesel_amount: number | null;
  diesel_slip_number: string | null;
  short: number | null;
  advance: number | null;
  toll: number | null;
  adblue: number | null;
  greasing: number | null;
  bill_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export function toTrip(row: StoredTripRow): Trip {
  return {
    id: row.id,
    tripId: row.trip_id,
    username: row.username,
    profile: row.profile,
    truckNumber: row.truck_number,
    vehicleId: row.vehicle_id,
    doNumber: row.do_number,
    localDate: row.local_date,
    localTime: row.local_time,
    driverName: row.driver_name,
    vendor: row.vendor,
    vendorId: row.vendor_id,
    destinationFrom: row.destination_from,
    destinationTo: row.destination_to,
    truckType: row.truck_type,
    transactionStatus: row.transaction_status,
    weight: row.weight,
    actualWeight: row.actual_weight,
    differenceInWeight: row.difference_in_weight,
    rate: row.rate,
    freight: row.freight,
    tdsRate: row.tds_rate,
    dieselAmount: row.diesel_amount,
    dieselSlipNumber: row.diesel_slip_number,
    short: row.short,
    advance: row.advance,
    toll: row.toll,
    adblue: row.adblue,
    greasing: row.greasing,
    billId: row.bill_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toColumns(values: Partial<TripValues>) {
  const map: Record<keyof TripValues, string> = {
    username: 'username',
    profile: 'profile',
    truckNumber: 'truck_number',
    vehicleId: 'vehicle_id',
    doNumber: 'do_number',
    localDate: 'local_date',
    localTime: 'local_time',
    driverName: 'driver_name',
    vendor: 'vendor',
    vendorId: 'vendor_id',
    destinationFrom: 'destination_from',
    destinationTo: 'destination_to',
    truckType: 'truck_type',
    transactionStatus: 'transaction_status',
    weight: 'weight',
    actualWeight: 'actual_weight',
    differenceInWeight: 'difference_in_weight',
    rate: 'rate',
    freight: 'freight',
    tdsRate: 'tds_rate',
    dieselAmount: 'diesel_amount',
    dieselSlipNumber: 'diesel_slip_number',
    short: 'short',
    advance: 'advance',
    toll: 'toll',
    adblue: 'adblue',
    greasing: 'greasing',
  };
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(map) as [keyof TripValues, string][]) {
    if (values[key] !== undefined) out[column] = values[key];
  }
  return out;
}
