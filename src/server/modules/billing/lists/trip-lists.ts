import { reportListOf, type TripSearch, type TripListQuery } from '../../trips/for-billing';
import { checkGenerateBillFilters, checkTripFilters } from '../../../../shared/lists/search-filters';
import type { BillingSearch, BusinessSearch } from '../../../../shared/billing/wire';
import { checkedDate, text } from '../life/bill-requests';
import type { BillingActor } from '../life/bill-transaction';

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

/** POST /list-billing: Acknowledged trips without a bill, by the Billing screen's filters (the list to read). */
export function billableTrips(actor: BillingActor, body: BillingSearch): TripListQuery {
  return reportListOf(actor.profile, searchOf(body, true), 'billable', checkGenerateBillFilters);
}

/** GET /api/business: trips of every status by dates and truck (the Reports filter rules; the list to read). */
export function businessTrips(actor: BillingActor, query: BusinessSearch): TripListQuery {
  return reportListOf(actor.profile, searchOf(query, false), 'any', checkTripFilters);
}
