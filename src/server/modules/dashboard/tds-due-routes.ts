import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayInIndia } from '../../../shared/common/dates';
import { tdsDueDatesAnswer } from '../../../shared/accounting/tds-challans-wire';
import { tdsDueDates } from '../accounting/for-dashboard';

/** GET /api/dashboard/tds: beside the dashboard's charts, the TDS due next (the month end's people only). */
export async function tdsDueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/dashboard/tds',
    { config: { access: 'accounting' }, schema: { response: { 200: tdsDueDatesAnswer } } },
    async () => tdsDueDates(app.db, todayInIndia(app.config.clock?.())),
  );
}
