import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import { closePeriodSchema, reopenPeriodSchema } from '../../../shared/accounting/periods';
import { periodChangedAnswer, periodsAnswer } from '../../../shared/accounting/periods-wire';
import { periodService } from './service';

/** Quarters that close: the accountant (or admin) closes, only an admin reopens, with a reason. */
export async function periodRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const periods = periodService(app.db, app.config.clock);

  app.get(
    '/accounting/periods',
    { config: { access: 'accounting' }, schema: { response: { 200: periodsAnswer } } },
    async () => ({
      periods: await periods.list(),
    }),
  );

  app.post(
    '/accounting/periods/close',
    {
      config: { access: 'accounting' },
      schema: { body: closePeriodSchema, response: { 200: periodChangedAnswer } },
    },
    async (request) => {
      return periods.close(requireUser(request).username, request.body.fy, request.body.quarter);
    },
  );

  // Reopening undoes a filed quarter: the admin's alone (the 'settings' area), with the reason audited.
  app.post(
    '/accounting/periods/reopen',
    {
      config: { access: 'settings' },
      schema: { body: reopenPeriodSchema, response: { 200: periodChangedAnswer } },
    },
    async (request) => {
      const { fy, quarter, reason } = request.body;
      return periods.reopen(requireUser(request).username, fy, quarter, reason);
    },
  );
}
