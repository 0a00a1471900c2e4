import { z } from 'zod';
import { findKnown, truckKey, vendorKey, destinationKey, type TripLookups } from './lookups';
import { tripFormValueProblems } from './parse';
import { isTruckType, NEW_TRIP_STATUSES, TRANSACTION_STATUSES, TRIP_MESSAGES } from './record';

// ---------------------------------------------------------------- submit checks

/** The fields the submit checks read. */
export interface TripSubmitFields {
  TruckNumber?: string | null;
  Vendor?: string | null;
  DestinationFrom?: string | null;
  DestinationTo?: string | null;
  TruckType?: string | null;
  TransactionStatus?: string | null;
}

export type TripSubmitField = keyof TripSubmitFields & string;

export interface TripSubmitProblem {
  message: string;
  /** The field at fault: the form marks and focuses it. */
  field: TripSubmitField;
  /** The field the form clears with this message (SPEC.md section 5). */
  clearField?: 'TruckNumber' | 'DestinationFrom' | 'DestinationTo';
}

const filled = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

const REQUIRED_TRIP_FIELDS = [
  'TruckNumber',
  'Vendor',
  'DestinationFrom',
  'DestinationTo',
  'TruckType',
  'TransactionStatus',
] as const;

/**
 * SPEC.md section 5 "Trip submit": every broken rule, at most one per field, listed in SPEC's
 * order (so the first is the one SPEC names first). Checks 1-3 judge a value that was typed (an
 * empty field is left to check 4, the required fields). `isNew`: a new trip can only be Open
 * (check 5); an existing trip's status must be one of the three.
 */
export function tripSubmitProblems(
  form: TripSubmitFields,
  lookups: TripLookups,
  options: { isNew: boolean },
): TripSubmitProblem[] {
  const problems: TripSubmitProblem[] = [];
  // 1. a known truck (case-insensitive); the field is cleared
  if (filled(form.TruckNumber) && !findKnown(lookups.truckNumbers, form.TruckNumber, truckKey)) {
    problems.push({ message: TRIP_MESSAGES.invalidTruck, field: 'TruckNumber', clearField: 'TruckNumber' });
  }
  // 2. a known vendor company
  if (filled(form.Vendor) && !findKnown(lookups.vendorNames, form.Vendor, vendorKey)) {
    problems.push({ message: TRIP_MESSAGES.invalidVendor, field: 'Vendor' });
  }
  // 3. From among the known origins, To among the known destinations; that field is cleared
  if (filled(form.DestinationFrom) && !findKnown(lookups.origins, form.DestinationFrom, destinationKey)) {
    problems.push({
      message: TRIP_MESSAGES.invalidDestination,
      field: 'DestinationFrom',
      clearField: 'DestinationFrom',
    });
  }
  if (filled(form.DestinationTo) && !findKnown(lookups.destinations, form.DestinationTo, destinationKey)) {
    problems.push({
      message: TRIP_MESSAGES.invalidDestination,
      field: 'DestinationTo',
      clearField: 'DestinationTo',
    });
  }
  // 4. the required fields (an unknown truck type counts as not chosen)
  for (const field of REQUIRED_TRIP_FIELDS) {
    const missing = field === 'TruckType' ? !isTruckType(form.TruckType) : !filled(form[field]);
    if (missing) problems.push({ message: TRIP_MESSAGES.requiredFields, field });
  }
  // 5. the status, once chosen
  const allowed: readonly string[] = options.isNew ? NEW_TRIP_STATUSES : TRANSACTION_STATUSES;
  if (filled(form.TransactionStatus) && !allowed.includes(form.TransactionStatus)) {
    problems.push({ message: TRIP_MESSAGES.invalidStatus, field: 'TransactionStatus' });
  }
  return problems;
}

/** SPEC.md section 5 "Trip submit": the first broken rule in SPEC's order, as the server answers it. */
export function checkTripSubmit(
  form: TripSubmitFields,
  lookups: TripLookups,
  options: { isNew: boolean },
): TripSubmitProblem | null {
  return tripSubmitProblems(form, lookups, options)[0] ?? null;
}

/**
 * The same checks as a zod schema, for the trip form's resolver (react-hook-form), with the number
 * and text rules the server checks next: every broken rule on the field at fault, so one Submit
 * names them all.
 */
export function tripSubmitSchema(lookups: TripLookups, options: { isNew: boolean }) {
  return z.looseObject({}).superRefine((form, ctx) => {
    const problems = [
      ...tripSubmitProblems(form as TripSubmitFields, lookups, options),
      ...tripFormValueProblems(form),
    ];
    for (const problem of problems)
      ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
}

/** Fields the form empties when the server or the rules refuse their value (SPEC.md section 5). */
export const TRIP_FIELDS_CLEARED_WHEN_REFUSED: readonly TripSubmitField[] = [
  'TruckNumber',
  'DestinationFrom',
  'DestinationTo',
];
