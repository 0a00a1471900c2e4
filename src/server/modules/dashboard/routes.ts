import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import { DateTime } from 'luxon';
import { endpointRoutes } from '../../endpoint-routes';
import { dashboardWindows, DASHBOARD_DAYS } from '../../../shared/dashboard/summary';
import { dashboardEndpoints as calls, type DashboardData } from '../../../shared/dashboard/overview-wire';
import { BUSINESS_ZONE, todayInIndia } from '../../../shared/common/dates';
import { can } from '../../../shared/auth/permissions';
import { dashboardRepository } from './repository';
import { tripListVersion } from '../trips/for-dashboard';
import { scopesVersion } from '../../list-versions';
import type { ListVersion } from '../../conditional-get';

/** The charts are the trips of the month and the last days, and the vehicles' documents. */
const dashboardVersion: ListVersion = async (db) => {
  const windows = dashboardWindows(todayInIndia());
  const startDate = windows.monthStart < windows.from ? windows.monthStart : windows.from;
  const [trips, vehicles] = await Promise.all([
    tripListVersion(db, { startDate, endDate: windows.today }),
    scopesVersion(db, ['vehicles']),
  ]);
  return `${trips}/${vehicles}`;
};

/** GET /api/dashboard: the charts' numbers; money only for profiles that may see freight. */
export async function dashboardRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  serve(
    calls.dashboard,
    'dashboard',
    async (request): Promise<DashboardData> => {
      const windows = dashboardWindows(todayInIndia());
      const last30 = { from: windows.from, to: windows.today };
      const month = { from: windows.monthStart, to: windows.today };
      const nextDays = {
        from: windows.today,
        to: DateTime.fromISO(windows.today, { zone: BUSINESS_ZONE })
          .plus({ days: DASHBOARD_DAYS })
          .toISODate()!,
      };
      const withMoney = can(requireUser(request).profile, 'seeFreight');
      const repo = dashboardRepository(app.db);
      // Side by side: PostgreSQL answers each on its own connection, so the screen waits for the slowest only.
      const [tripsPerDay, routes, expiringDocuments, money] = await Promise.all([
        repo.tripsPerDay(last30),
        repo.busiestRoutes(last30, withMoney),
        repo.expiringDocuments(nextDays),
        withMoney ? Promise.all([repo.vendorAmounts(month), repo.billing(month)]) : null,
      ]);
      await repo.compactTotals();
      if (!money) return { ...windows, tripsPerDay, routes, expiringDocuments };
      const [vendors, billing] = money;
      return { ...windows, tripsPerDay, routes, expiringDocuments, vendors, billing };
    },
    { revalidate: dashboardVersion },
  );
}
