import { z } from 'zod';
import { TRANSACTION_STATUSES } from '../trips';
import { tdsDueDatesAnswer } from '../accounting/tds-challans-wire';
import { endpoint } from '../common/endpoint';
import { fieldsOf } from '../common/wire';
import { expiryNotification } from './notifications-wire';

/** The dashboard: read-only answers (the bell's are in notifications-wire.ts). */

const tripsPerDay = z.object({ date: z.string(), status: z.enum(TRANSACTION_STATUSES), trips: z.number() });
export type TripsPerDay = z.infer<typeof tripsPerDay>;

/** freight: money profiles only. */
const routeCount = z.object({
  from: z.string(),
  to: z.string(),
  trips: z.number(),
  freight: z.number().optional(),
});
export type RouteCount = z.infer<typeof routeCount>;

/** One vendor of the top 10 by freight this month; vendor null is every other vendor together. */
const vendorAmounts = z.object({
  vendor: z.string().nullable(),
  trips: z.number(),
  freight: z.number(),
  netPayable: z.number(),
});
export type VendorAmounts = z.infer<typeof vendorAmounts>;

const billingAmounts = z.object({
  status: z.enum(['Billed', 'Acknowledged']),
  trips: z.number(),
  amount: z.number(),
});
export type BillingAmounts = z.infer<typeof billingAmounts>;

/** The dashboard's expiring document: the bell's row with the document's label. */
const expiringDocument = expiryNotification.extend({ label: z.string() });
export type ExpiringDocument = z.infer<typeof expiringDocument>;

/**
 * GET /api/dashboard. Profiles that may not see freight get the same answer without `vendors` and
 * `billing`, and routes without `freight`: no money field at all.
 */
export const dashboardAnswer = z.object({
  // The windows the charts count over (summary.ts's dashboardWindows).
  ...fieldsOf(z.string(), 'today', 'from', 'monthStart'),
  tripsPerDay: z.array(tripsPerDay),
  routes: z.array(routeCount),
  expiringDocuments: z.array(expiringDocument),
  vendors: z.array(vendorAmounts).optional(),
  billing: z.array(billingAmounts).optional(),
});
export type DashboardData = z.infer<typeof dashboardAnswer>;

/** dashboard/routes.ts and tds-due-routes.ts serve them, dashboard-api.ts calls them. */
export const dashboardEndpoints = {
  dashboard: endpoint('GET', '/api/dashboard', { response: { 200: dashboardAnswer } }),
  /** The next TDS deposit and quarterly statement due (accountants and admins). */
  tdsDue: endpoint('GET', '/api/dashboard/tds', { response: { 200: tdsDueDatesAnswer } }),
};
