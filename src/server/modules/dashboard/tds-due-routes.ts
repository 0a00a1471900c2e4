import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayInIndia } from '../../../shared/common/dates';
import { dashboardEndpoints as calls } from '../../../shared/dashboard/overview-wire';
import { tdsDueDates } from '../accounting/for-dashboard';

/** GET /api/dashboard/tds: beside the dashboard's charts, the TDS due next (the month end's people only). */
export async function tdsDueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(calls.tdsDue.path, { config: { access: 'accounting' }, schema: calls.tdsDue.schema }, async () =>
    tdsDueDates(app.db, todayInIndia(app.config.clock?.())),
  );
}
