import { badRequest } from '../../http-errors';
import type { TripSearch, TripListQuery } from '../trips/for-billing';
import {
  checkGenerateBillFilters,
  checkTripFilters,
  type SearchFormFilters,
} from '../../../shared/lists/search-filters';
import { can } from '../../../shared/auth/permissions';
import type { BillingSearch, BusinessSearch } from '../../../shared/billing/wire';
import { checkedDate, text } from './bill-requests';
import type { BillingActor } from './bill-transaction';

/** The trip lists of the Billing and Business screens, as lists to read (trip-list.ts builds their JSON). */

/** The dates, truck and (Billing only) vendor filters of a request, dates checked. */
function searchOf(b: BillingSearch | BusinessSearch, byVendor: boolean): TripSearch {
  return {
    startDate: checkedDate(b.startDate),
    endDate: checkedDate(b.endDate),
    ...(byVendor ? { vendorPrefix: text(b.vendor) || undefined } : {}),
    truckSubstring: text(b.truckNumber) || undefined,
  };
}

/**
 * The search as the screen's filter rule reads it (400 with the rule's message when it fails), listed
 * in report order; freight only for those who may see it.
 */
function reportList(
  actor: BillingActor,
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
  return { search, status, order: 'report', withFreight: can(actor.profile, 'seeFreight') };
}

/** POST /list-billing: Acknowledged trips without a bill, by the Billing screen's filters (the list to read). */
export function billableTrips(actor: BillingActor, body: BillingSearch): TripListQuery {
  return reportList(actor, searchOf(body, true), 'billable', checkGenerateBillFilters);
}

/** GET /api/business: trips of every status by dates and truck (the Reports filter rules; the list to read). */
export function businessTrips(actor: BillingActor, query: BusinessSearch): TripListQuery {
  return reportList(actor, searchOf(query, false), 'any', checkTripFilters);
}
