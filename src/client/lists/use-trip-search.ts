import { useListSearch, type ListSearchOptions } from './use-list-search';

/** The filters of the trip searches by vendor (Reports, Billing): a date range, a vendor and a truck. */
const NO_FILTERS = { startDate: '', endDate: '', vendor: '', truckNumber: '' };
type TripFilters = typeof NO_FILTERS;

/** What such a search sends: the typed vendor and truck without the spaces around them. */
const toQuery = (filters: TripFilters): Partial<TripFilters> => ({
  ...filters,
  vendor: filters.vendor.trim(),
  truckNumber: filters.truckNumber.trim(),
});

/** useListSearch for a trip screen that filters by date range, vendor and truck, all blank at first. */
export function useTripSearch<Row>(
  options: Omit<ListSearchOptions<TripFilters, Partial<TripFilters>, Row>, 'initial' | 'toQuery'>,
) {
  return useListSearch({ initial: NO_FILTERS, toQuery, ...options });
}
