import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../endpoint-routes';
import { todayInIndia } from '../../../shared/common/dates';
import { dashboardEndpoints as calls } from '../../../shared/dashboard/overview-wire';
import { tdsDueDates } from '../accounting/for-dashboard';

/** GET /api/dashboard/tds: beside the dashboard's charts, the TDS due next (the month end's people only). */
export async function tdsDueRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  serve(calls.tdsDue, 'accounting', async () => tdsDueDates(app.db, todayInIndia(app.config.clock?.())));
}
