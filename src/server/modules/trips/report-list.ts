import { badRequest } from '../../http-errors';
import { can } from '../../../shared/auth/permissions';
import type { SearchFormFilters } from '../../../shared/lists/search-filters';
import type { TripListQuery } from './trip-list';
import type { TripSearch } from './trip-search';

/**
 * A search listed in report order (Reports, Business, Generate Bill) once the screen's filter rule
 * accepts it, else 400 with the rule's message; freight only for profiles that may see it.
 */
export function reportListOf(
  profile: string,
  search: TripSearch,
  status: TripListQuery['status'],
  filterProblem: (filters: SearchFormFilters) => string | null,
): TripListQuery {
  const problem = filterProblem({
    startDate: search.startDate,
    endDate: search.endDate,
    vendor: search.vendorPrefix,
    truckNumber: search.truckSubstring,
  });
  if (problem) throw badRequest(problem);
  return { search, status, order: 'report', withFreight: can(profile, 'seeFreight') };
}
