import { NEW_TRIP_STATUSES, TRANSACTION_STATUSES, TRUCK_TYPES } from '../../../shared/trip';
import type { TripFormState } from './tripFormValues';

type Name = keyof TripFormState;

/** The trip form's inputs in screen order (SPEC.md section 4), the way the vendor form lists its fields. */
export type TripInput =
  | { kind: 'suggest'; name: 'TruckNumber' | 'Vendor' | 'DestinationFrom' | 'DestinationTo'; label: string; upperCase?: boolean }
  | { kind: 'text'; name: Name; label: string }
  | { kind: 'number'; name: Name; label: string; step: string; inputMode?: 'numeric' }
  | { kind: 'select'; name: 'TruckType' | 'TransactionStatus'; label: string; placeholder: string }
  /** Shown, not typed: the form computes them (Freight only for who may see money). */
  | { kind: 'freight' }
  | { kind: 'tdsRate' };

const amount = (name: Name, label: string, step = 'any'): TripInput => ({ kind: 'number', name, label, step });

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
  amount('Advance', 'Advance', '1'),
  amount('Toll', 'Toll'),
  amount('Adblue', 'Adblue'),
  amount('Greasing', 'Greasing'),
];

/** The choices of the two selects; a new trip can only be Open. */
export function selectOptions(name: 'TruckType' | 'TransactionStatus', isNew: boolean) {
  const values = name === 'TruckType' ? TRUCK_TYPES : isNew ? NEW_TRIP_STATUSES : TRANSACTION_STATUSES;
  return values.map((value) => ({ value, label: value }));
}
