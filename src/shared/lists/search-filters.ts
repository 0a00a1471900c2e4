/**
 * The search filters of Reports, Business, Generate bill, Revise bill and Transactions
 * (SPEC.md section 5 "Filters"). Each check answers the first broken rule's message, or null.
 * Dates are 'YYYY-MM-DD' strings (the Asia/Kolkata date), so they compare as text.
 */

import { invisibleCharacterProblem } from '../common/visible-text';

export const SEARCH_FILTER_MESSAGES = {
  atLeastOne: 'Please select at least one filter',
  bothDates: 'Please select both start-date and end-date',
  endBeforeStartBill: 'End date should be greater than or equal to Start Date.',
  transactionsBothDates: 'Please select both start and end dates.',
  transactionsEndBeforeStart: 'End date should be greater than start date.',
} as const;

/** The filters of Reports, Business and Generate bill (vendor and truck are typed text). */
export interface SearchFormFilters {
  startDate?: string | null;
  endDate?: string | null;
  vendor?: string | null;
  truckNumber?: string | null;
}

const given = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';

/**
 * The typed vendor or truck (as sent: trimmed) with an invisible or text-direction character: the
 * message naming it by its label. The input gate refuses it too, but by its wire name ('truckNumber').
 */
function invisibleIn(label: string, value: string | null | undefined): string | null {
  return typeof value === 'string' ? invisibleCharacterProblem(label, value.trim()) : null;
}

/**
 * Reports, Business and Generate bill: at least one filter; a date range used with a truck
 * number needs both dates; no invisible character in the typed vendor or truck.
 */
export function checkTripFilters(filters: SearchFormFilters): string | null {
  const { startDate, endDate, vendor, truckNumber } = filters;
  if (![startDate, endDate, vendor, truckNumber].some(given)) return SEARCH_FILTER_MESSAGES.atLeastOne;
  if (given(truckNumber) && given(startDate) !== given(endDate)) return SEARCH_FILTER_MESSAGES.bothDates;
  return invisibleIn('Vendor', vendor) ?? invisibleIn('Truck Number', truckNumber);
}

/** Generate bill and Revise bill: the end date may not be before the start date. */
export function checkBillDateOrder(startDate?: string | null, endDate?: string | null): string | null {
  if (given(startDate) && given(endDate) && endDate!.trim() < startDate!.trim())
    return SEARCH_FILTER_MESSAGES.endBeforeStartBill;
  return null;
}

/** Generate bill: the shared filter rules, then the date order. */
export function checkGenerateBillFilters(filters: SearchFormFilters): string | null {
  return checkTripFilters(filters) ?? checkBillDateOrder(filters.startDate, filters.endDate);
}

/** Transactions: both dates, and the start not after the end (the same day is allowed). */
export function checkTransactionsFilters(startDate?: string | null, endDate?: string | null): string | null {
  if (!given(startDate) || !given(endDate)) return SEARCH_FILTER_MESSAGES.transactionsBothDates;
  if (startDate!.trim() > endDate!.trim()) return SEARCH_FILTER_MESSAGES.transactionsEndBeforeStart;
  return null;
}

export const BILL_ID_PATTERN = /^B\d+$/;

/** The bill id filter as typed: trimmed and upper-cased ('b12' -> 'B12'). */
export function normaliseBillId(value: string): string {
  return value.trim().toUpperCase();
}

/** A bill id is B followed by digits only (after upper-casing). */
export function isBillId(value: string): boolean {
  return BILL_ID_PATTERN.test(normaliseBillId(value));
}
