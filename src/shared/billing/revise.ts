import {
  TRIP_TYPED_NUMBER_FIELDS,
  checkTripNumber,
  checkTripText,
  parseTripNumber,
  parseTripText,
} from '../trips';
import { BILLING_MESSAGES } from './messages';

// ---------------------------------------------------------------- revise inline edit

/** The trip fields the Revise Bill tables edit inline (POST /update-one-revise-bill updateRows). */
export const REVISE_EDITABLE_FIELDS = [...TRIP_TYPED_NUMBER_FIELDS, 'DONumber', 'DriverName'] as const;
export type ReviseEditableField = (typeof REVISE_EDITABLE_FIELDS)[number];

const REVISE_WEIGHT_FIELDS = ['Weight', 'ActualWeight'] as const;
const REVISE_MONEY_FIELDS = ['Short', 'DieselAmount', 'Advance', 'Toll', 'Adblue', 'Greasing'] as const;
const REVISE_TEXT_FIELDS = ['DONumber', 'DriverName'] as const;

/** The parsed inline edit: only the fields sent (null clears one). */
export type ReviseTripChanges = Partial<{
  Weight: number | null;
  ActualWeight: number | null;
  Short: number | null;
  DieselAmount: number | null;
  Advance: number | null;
  Toll: number | null;
  Adblue: number | null;
  Greasing: number | null;
  DONumber: string | null;
  DriverName: string | null;
}>;

/**
 * Reads updateRows of POST /update-one-revise-bill with the trip form's number and text rules
 * (numberBounds.ts: weights 3 decimals, money 2, Advance whole rupees, not negative, bounded); fields other than REVISE_EDITABLE_FIELDS are ignored.
 */
export function parseReviseUpdate(
  updateRows: unknown,
): { ok: true; value: ReviseTripChanges } | { ok: false; message: string } {
  const source = (updateRows && typeof updateRows === 'object' ? updateRows : {}) as Record<string, unknown>;
  const value: ReviseTripChanges = {};
  for (const field of REVISE_TEXT_FIELDS) {
    if (!(field in source)) continue;
    const problem = checkTripText(field, source[field]);
    if (problem) return { ok: false, message: problem };
    value[field] = parseTripText(source[field]);
  }
  for (const field of [...REVISE_WEIGHT_FIELDS, ...REVISE_MONEY_FIELDS]) {
    if (!(field in source)) continue;
    const n = parseTripNumber(source[field]);
    const problem = checkTripNumber(field, n);
    if (problem) return { ok: false, message: problem };
    value[field] = n;
  }
  if (Object.keys(value).length === 0) return { ok: false, message: BILLING_MESSAGES.nothingToUpdate };
  return { ok: true, value };
}

/**
 * A bill takes at most this many trips: its PDF renders in seconds and one selection
 * cannot lock a whole year. The Billing screen says so before asking; the server refuses more.
 */
