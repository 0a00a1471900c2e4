import type { BilledFieldChange } from './wire';

/**
 * Bills that know when their trips changed: a bill's current revision stores each trip
 * as billed; a billed trip edited since (trip form, Revise Bill inline edit) differs from that
 * copy, and the bill is out of date until the next revision. These are the fields compared, with
 * the labels the Transactions and Revise Bill screens show (the answers that carry them: billing/wire.ts).
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

/** A compared field: its TripRecord name, its label, and its column on the bill line and on the trip. */
interface ComparedField {
  field: BilledTripField;
  label: string;
  lineColumn: string;
  tripColumn: string;
}

/**
 * Compared in this order; the labels are the trip form's and tables' words. The columns are the
 * bill line's copy and the trip's own: the server compares them in SQL, and a trigger on the trip
 * columns marks the bill edited (a new field here needs a migration that adds it to the trigger).
 * Each row is [field, label, line column, trip column]; the trip column is left out where it has the
 * line's name (all but Diesel Amount, which the bill line calls `diesel`).
 */
const COMPARED: ReadonlyArray<readonly [BilledTripField, string, string, string?]> = [
  ['localDate', 'Date', 'local_date'],
  ['TruckNumber', 'Truck Number', 'truck_number'],
  ['DriverName', 'Driver Name', 'driver_name'],
  ['DONumber', 'DO Number', 'do_number'],
  ['DestinationFrom', 'Destination From', 'destination_from'],
  ['DestinationTo', 'Destination To', 'destination_to'],
  ['TruckType', 'Truck Type', 'truck_type'],
  ['Weight', 'Weight', 'weight'],
  ['ActualWeight', 'Actual Weight', 'actual_weight'],
  ['Rate', 'Rate', 'rate'],
  ['Freight', 'Freight', 'freight'],
  ['TDS_Rate', 'TDS Rate', 'tds_rate'],
  ['DieselAmount', 'Diesel Amount', 'diesel', 'diesel_amount'],
  ['DieselSlipNumber', 'Diesel Slip Number', 'diesel_slip_number'],
  ['Short', 'Short', 'short'],
  ['Advance', 'Advance', 'advance'],
  ['Toll', 'Toll', 'toll'],
  ['Adblue', 'Adblue', 'adblue'],
  ['Greasing', 'Greasing', 'greasing'],
];

export const BILLED_TRIP_FIELDS: ReadonlyArray<ComparedField> = COMPARED.map(
  ([field, label, lineColumn, tripColumn = lineColumn]) => ({ field, label, lineColumn, tripColumn }),
);

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
