import { freightPairKey } from '../masters/freight';
import type { Destination } from '../masters/lookups-wire';
import { nameKey } from '../common/text-rules';
import { freightFor, toKilograms } from '../common/money';
import { parseTripNumber } from './parse';

// ---------------------------------------------------------------- look-ups

/** What the submit checks compare against: GET /api/trucks, /api/vendors, /api/destination. */
export interface TripLookups {
  truckNumbers: readonly string[];
  vendorNames: readonly string[];
  /** Known Destination From values (the freight rates' from). */
  origins: readonly string[];
  /** Known Destination To values (the freight rates' to). */
  destinations: readonly string[];
}

/** Builds the look-ups from the three master-data lists the trip form loads. */
export function tripLookupsFrom(
  trucks: ReadonlyArray<{ truck_no: string }>,
  vendors: ReadonlyArray<{ company_name: string }>,
  destinations: ReadonlyArray<Destination>,
): TripLookups {
  return {
    truckNumbers: trucks.map((t) => t.truck_no),
    vendorNames: vendors.map((v) => v.company_name),
    origins: [...new Set(destinations.map((d) => d.from))],
    destinations: [...new Set(destinations.map((d) => d.to))],
  };
}

/** How truck numbers compare: case-insensitive, spaces ignored ('mh12 kl1111' is MH12KL1111). */
export const truckKey = (value: string) => value.replace(/\s+/g, '').toLowerCase();
/** How vendor names compare: as the vendors' unique rule does (case, spaces, NFC and invisibles ignored). */
export const vendorKey = nameKey;
/** How destinations compare: as the freight rates' unique rule does. */
export const destinationKey = nameKey;

/** The master-data spelling of a typed value, or null when it is not known. */
export function findKnown(
  values: readonly string[],
  typed: string,
  key: (v: string) => string,
): string | null {
  const wanted = key(typed);
  if (wanted === '') return null;
  return values.find((v) => key(v) === wanted) ?? null;
}

/**
 * The per-ton rate for a from/to pair (case-insensitive), or 0 when the pair is not known or a
 * destination is empty (SPEC.md section 4).
 */
export function lookupRate(destinations: readonly Destination[], from: string, to: string): number {
  if (!from?.trim() || !to?.trim()) return 0;
  const wanted = freightPairKey(from, to);
  const row = destinations.find((d) => freightPairKey(d.from, d.to) === wanted);
  return row?.rate ?? 0;
}

/**
 * The trip form's live Rate and Freight (SPEC.md section 4): once both destinations and a weight
 * are set, rate from the pair and freight = round(rate x weight); 0 and 0 when the pair is
 * unknown, a destination is cleared, or the weight is empty or zero.
 */
export function rateAndFreight(
  destinations: readonly Destination[],
  from: string,
  to: string,
  weight: string | number | null | undefined,
): { rate: number; freight: number } {
  const tons = parseTripNumber(weight);
  if (tons === null || Number.isNaN(tons) || tons === 0) return { rate: 0, freight: 0 };
  const rate = lookupRate(destinations, from, to);
  return { rate, freight: freightFor(rate, tons) };
}

/** DifferenceInWeight = Weight - ActualWeight (3 decimals), null until both are known. */
export function differenceInWeight(weight: number | null, actualWeight: number | null): number | null {
  if (weight === null || actualWeight === null) return null;
  return (toKilograms(weight) - toKilograms(actualWeight)) / 1000;
}
