import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import { DateTime } from 'luxon';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardWindows, DASHBOARD_DAYS, type DashboardData } from '../../../shared/dashboard';
import { dashboardAnswer } from '../../../shared/wire/overview';
import { BUSINESS_ZONE, todayInIndia } from '../../../shared/dates';
import { can } from '../../../shared/permissions';
import { dashboardRepository } from './repository';

/** GET /api/dashboard: the charts' numbers; money only for profiles that may see freight. */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/dashboard', { config: { access: 'dashboard' }, schema: { response: { 200: dashboardAnswer } } }, async (request): Promise<DashboardData> => {
    const windows = dashboardWindows(todayInIndia());
    const last30 = { from: windows.from, to: windows.today };
    const month = { from: windows.monthStart, to: windows.today };
    const nextDays = { from: windows.today, to: DateTime.fromISO(windows.today, { zone: BUSINESS_ZONE }).plus({ days: DASHBOARD_DAYS }).toISODate()! };
    const withMoney = can(requireUser(request).profile, 'seeFreight');
    const repo = dashboardRepository(app.db);
    // One after another: PGlite serves one query at a time anyway, and the pool stays free for others.
    const tripsPerDay = await repo.tripsPerDay(last30);
    const routes = await repo.busiestRoutes(last30, withMoney);
    const expiringDocuments = await repo.expiringDocuments(nextDays);
    if (!withMoney) return { ...windows, tripsPerDay, routes, expiringDocuments };
    const vendors = await repo.vendorAmounts(month);
    const billing = await repo.billing(month);
    return { ...windows, tripsPerDay, routes, expiringDocuments, vendors, billing };
  });
}
