import { checkTripFilters } from '../../../shared/filters';
import type { ReportsQuery } from './tripsApi';

/**
 * Reports opened with ?startDate=&endDate=&vendor=&truckNumber= (the Dashboard's bars, issue 13):
 * the filters filled in and searched at once. Null without such parameters or when they break
 * a filter rule (then Reports opens empty, as SPEC.md describes).
 */
export function reportsPrefill(search: string): Required<ReportsQuery> | null {
  const params = new URLSearchParams(search);
  const filters = {
    startDate: params.get('startDate') ?? '',
    endDate: params.get('endDate') ?? '',
    vendor: params.get('vendor') ?? '',
    truckNumber: (params.get('truckNumber') ?? '').toUpperCase(),
  };
  if (!Object.values(filters).some(Boolean)) return null;
  return checkTripFilters(filters) ? null : filters;
}
