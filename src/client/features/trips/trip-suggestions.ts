import { destinationKey, findKnown, truckKey, vendorKey } from '../../../shared/trips';
import type { Destination } from '../../../shared/masters/lookups-wire';

/**
 * The trip form's suggestion lists (SPEC.md section 2): which master-data values to offer for
 * what has been typed. Comparisons use the shared keys, so a suggestion is exactly what the
 * submit check accepts.
 */

const unique = (values: readonly string[]) => [...new Set(values)];

/** Truck Number: every truck whose number contains the typed text (spaces and case ignored). */
export function truckSuggestions(truckNumbers: readonly string[], typed: string): string[] {
  const wanted = truckKey(typed);
  return truckNumbers.filter((t) => truckKey(t).includes(wanted));
}

/** Vendor: every company whose name starts with the typed text (case ignored). */
export function vendorSuggestions(vendorNames: readonly string[], typed: string): string[] {
  const wanted = vendorKey(typed);
  return vendorNames.filter((v) => vendorKey(v).startsWith(wanted));
}

/**
 * Destination From / To: the known values containing the typed text; once the other side is a
 * known destination, only the routes that pair with it.
 */
export function destinationSuggestions(
  routes: readonly Destination[],
  side: 'from' | 'to',
  typed: string,
  other: string,
): string[] {
  const otherSide = side === 'from' ? 'to' : 'from';
  const chosenOther = findKnown(unique(routes.map((r) => r[otherSide])), other, destinationKey);
  const candidates = chosenOther
    ? routes.filter((r) => destinationKey(r[otherSide]) === destinationKey(chosenOther))
    : routes;
  const wanted = destinationKey(typed);
  return unique(candidates.map((r) => r[side]))
    .filter((d) => destinationKey(d).includes(wanted))
    .sort((a, b) => a.localeCompare(b));
}

/** The fields that offer suggestions, and what they are chosen from. */
export type SuggestingField = 'TruckNumber' | 'Vendor' | 'DestinationFrom' | 'DestinationTo';
export interface SuggestionSources {
  truckNumbers: readonly string[];
  vendorNames: readonly string[];
  routes: readonly Destination[];
}

/** The list a suggesting field shows for the form's current values (a destination also reads the other side). */
export function suggestionsFor(
  name: SuggestingField,
  values: Record<SuggestingField, string>,
  sources: SuggestionSources,
): string[] {
  if (name === 'TruckNumber') return truckSuggestions(sources.truckNumbers, values.TruckNumber);
  if (name === 'Vendor') return vendorSuggestions(sources.vendorNames, values.Vendor);
  const side = name === 'DestinationFrom' ? 'from' : 'to';
  const other = side === 'from' ? values.DestinationTo : values.DestinationFrom;
  return destinationSuggestions(sources.routes, side, values[name], other);
}
