import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '../common/dates';

/**
 * The Dashboard: GET /api/dashboard. Profiles that may not see freight get the same
 * answer without `vendors` and `billing`, and routes without `freight`: no money field at all.
 */

/** The windows the charts count over. */
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_TOP = 10;

export interface DashboardWindows {
  today: string;
  /** First day of the last-30-days window (today included). */
  from: string;
  /** First day of this month. */
  monthStart: string;
}

export function dashboardWindows(today: string): DashboardWindows {
  const day = DateTime.fromISO(today, { zone: BUSINESS_ZONE });
  return {
    today,
    from: day.minus({ days: DASHBOARD_DAYS - 1 }).toISODate()!,
    monthStart: day.startOf('month').toISODate()!,
  };
}

/** The label of the vendor bucket that sums every vendor outside the top 10. */
export const OTHER_VENDORS = 'All other vendors';

/** The Reports search a bar opens (Reports reads these query parameters to prefill its filters). */
export function reportsSearch(filter: {
  startDate: string;
  endDate: string;
  vendor?: string | null;
}): string {
  const params = new URLSearchParams({ startDate: filter.startDate, endDate: filter.endDate });
  if (filter.vendor) params.set('vendor', filter.vendor);
  return `/reports?${params}`;
}
