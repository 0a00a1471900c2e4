import type { BilledFieldChange } from './wire';

/**
 * Bills that know when their trips changed: a bill's current revision stores each trip
 * as billed; a billed trip edited since (trip form, Revise Bill inline edit) differs from that
 * copy, and the bill is out of date until the next revision. These are the fields compared, with
 * the labels the Transactions and Revise Bill screens show (the answers that carry them: wire/billing.ts).
 */

/** The trip values a bill line keeps, by their TripRecord names. */
export interface BilledTripValues {
  localDate: string;
  TruckNumber: string;
  DriverName: string | null;
  DONumber: string | null;
  DestinationFrom: string;
  DestinationTo: string;
  TruckType: string | null;
  Weight: number | null;
  ActualWeight: number | null;
  Rate: number;
  Freight: number;
  TDS_Rate: number;
  DieselAmount: number | null;
  DieselSlipNumber: string | null;
  Short: number | null;
  Advance: number | null;
  Toll: number | null;
  Adblue: number | null;
  Greasing: number | null;
}

export type BilledTripField = keyof BilledTripValues;

/**
 * Compared in this order; the labels are the trip form's and tables' words. The columns are the
 * bill line's copy and the trip's own: the server compares them in SQL, and a trigger on the trip
 * columns marks the bill edited (a new field here needs a migration that adds it to the trigger).
 */
export const BILLED_TRIP_FIELDS: ReadonlyArray<{
  field: BilledTripField;
  label: string;
  lineColumn: string;
  tripColumn: string;
}> = [
  { field: 'localDate', label: 'Date', lineColumn: 'local_date', tripColumn: 'local_date' },
  { field: 'TruckNumber', label: 'Truck Number', lineColumn: 'truck_number', tripColumn: 'truck_number' },
  { field: 'DriverName', label: 'Driver Name', lineColumn: 'driver_name', tripColumn: 'driver_name' },
  { field: 'DONumber', label: 'DO Number', lineColumn: 'do_number', tripColumn: 'do_number' },
  {
    field: 'DestinationFrom',
    label: 'Destination From',
    lineColumn: 'destination_from',
    tripColumn: 'destination_from',
  },
  {
    field: 'DestinationTo',
    label: 'Destination To',
    lineColumn: 'destination_to',
    tripColumn: 'destination_to',
  },
  { field: 'TruckType', label: 'Truck Type', lineColumn: 'truck_type', tripColumn: 'truck_type' },
  { field: 'Weight', label: 'Weight', lineColumn: 'weight', tripColumn: 'weight' },
  { field: 'ActualWeight', label: 'Actual Weight', lineColumn: 'actual_weight', tripColumn: 'actual_weight' },
  { field: 'Rate', label: 'Rate', lineColumn: 'rate', tripColumn: 'rate' },
  { field: 'Freight', label: 'Freight', lineColumn: 'freight', tripColumn: 'freight' },
  { field: 'TDS_Rate', label: 'TDS Rate', lineColumn: 'tds_rate', tripColumn: 'tds_rate' },
  { field: 'DieselAmount', label: 'Diesel Amount', lineColumn: 'diesel', tripColumn: 'diesel_amount' },
  {
    field: 'DieselSlipNumber',
    label: 'Diesel Slip Number',
    lineColumn: 'diesel_slip_number',
    tripColumn: 'diesel_slip_number',
  },
  { field: 'Short', label: 'Short', lineColumn: 'short', tripColumn: 'short' },
  { field: 'Advance', label: 'Advance', lineColumn: 'advance', tripColumn: 'advance' },
  { field: 'Toll', label: 'Toll', lineColumn: 'toll', tripColumn: 'toll' },
  { field: 'Adblue', label: 'Adblue', lineColumn: 'adblue', tripColumn: 'adblue' },
  { field: 'Greasing', label: 'Greasing', lineColumn: 'greasing', tripColumn: 'greasing' },
];

export type BilledValue = string | number | null;

/** Texts compare trimmed ('' = none); numbers as numbers (null = none). */
function normalised(value: BilledValue | undefined): BilledValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return value;
}

/** The fields in which a trip now differs from its bill line, in BILLED_TRIP_FIELDS order. */
export function billedTripChanges(billed: BilledTripValues, current: BilledTripValues): BilledFieldChange[] {
  const changes: BilledFieldChange[] = [];
  for (const { field, label } of BILLED_TRIP_FIELDS) {
    const was = normalised(billed[field]);
    const now = normalised(current[field]);
    if (was !== now) changes.push({ field, label, billed: was, current: now });
  }
  return changes;
}

/** The message of a bill whose trips changed since it was made or last revised. */
export function outOfDateMessage(billId: string, tripCount: number): string {
  return `Bill ${billId} is out of date: ${tripCount} ${tripCount === 1 ? 'trip was' : 'trips were'} edited since its last revision. Use Update Bill to revise it.`;
}

/** A change as one line of text: 'Toll: 200.00 → 300.00'. */
export function describeChange(change: BilledFieldChange, format: (value: BilledValue) => string): string {
  return `${change.label}: ${format(change.billed)} → ${format(change.current)}`;
}
