import { TRIP_NUMBER_BOUNDS, type NumberBound } from '../../../shared/common/number-bounds';
import { NEW_TRIP_STATUSES, TRANSACTION_STATUSES, TRUCK_TYPES } from '../../../shared/trips';
import type { TripFormState } from './trip-form-values';

type Name = keyof TripFormState;

/** The trip form's inputs in screen order (SPEC.md section 4), the way the vendor form lists its fields. */
export type TripInput =
  | {
      kind: 'suggest';
      name: 'TruckNumber' | 'Vendor' | 'DestinationFrom' | 'DestinationTo';
      label: string;
      upperCase?: boolean;
    }
  | { kind: 'text'; name: Name; label: string }
  | { kind: 'number'; name: Name; label: string; step: string; inputMode?: 'numeric' }
  /** A trip number with a bound (shared/common/number-bounds.ts): step, min, max and keyboard follow it. */
  | { kind: 'bounded'; name: Name; label: string; bound: NumberBound }
  | { kind: 'select'; name: 'TruckType' | 'TransactionStatus'; label: string; placeholder: string }
  /** Shown, not typed: the form computes them (Freight only for who may see money). */
  | { kind: 'freight' }
  | { kind: 'tdsRate' };

const amount = (name: Name & keyof typeof TRIP_NUMBER_BOUNDS, label: string): TripInput => ({
  kind: 'bounded',
  name,
  label,
  bound: TRIP_NUMBER_BOUNDS[name],
});

export const TRIP_INPUTS: readonly TripInput[] = [
  { kind: 'suggest', name: 'TruckNumber', label: 'Truck Number', upperCase: true },
  { kind: 'number', name: 'DONumber', label: 'DO Number', step: 'any', inputMode: 'numeric' },
  { kind: 'text', name: 'DriverName', label: 'Driver Name' },
  { kind: 'suggest', name: 'Vendor', label: 'Vendor' },
  { kind: 'suggest', name: 'DestinationFrom', label: 'Destination From' },
  { kind: 'suggest', name: 'DestinationTo', label: 'Destination To' },
  { kind: 'select', name: 'TruckType', label: 'Truck Type', placeholder: 'Select truck type' },
  { kind: 'select', name: 'TransactionStatus', label: 'Transaction Status', placeholder: 'Select status' },
  amount('Weight', 'Weight (tons)'),
  { kind: 'freight' },
  amount('DieselAmount', 'Diesel Amount'),
  { kind: 'text', name: 'DieselSlipNumber', label: 'Diesel Slip Number' },
  { kind: 'tdsRate' },
  amount('Advance', 'Advance'),
  amount('Toll', 'Toll'),
  amount('Adblue', 'Adblue'),
  amount('Greasing', 'Greasing'),
];

/** The choices of the two selects; a new trip can only be Open. */
export function selectOptions(name: 'TruckType' | 'TransactionStatus', isNew: boolean) {
  const values = name === 'TruckType' ? TRUCK_TYPES : isNew ? NEW_TRIP_STATUSES : TRANSACTION_STATUSES;
  return values.map((value) => ({ value, label: value }));
}
