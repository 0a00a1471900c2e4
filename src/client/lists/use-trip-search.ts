import { typedDatesProblem } from '../../shared/common/typed-dates';
import { DATE_RANGE_LABELS } from '../ui/DateRangeFields';
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

/**
 * useListSearch for a trip screen that filters by date range, vendor and truck, all blank at first.
 * A date box holding text that is no date stops the search with its message (the box names it too).
 */
export function useTripSearch<Row>(
  options: Omit<ListSearchOptions<TripFilters, Partial<TripFilters>, Row>, 'initial' | 'toQuery'>,
) {
  const { validate } = options;
  return useListSearch({
    initial: NO_FILTERS,
    toQuery,
    ...options,
    validate: (filters: TripFilters) => typedDatesProblem(filters, DATE_RANGE_LABELS) ?? validate(filters),
  });
}
