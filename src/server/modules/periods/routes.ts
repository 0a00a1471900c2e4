import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import { periodEndpoints as calls } from '../../../shared/accounting/periods-wire';
import { periodService } from './service';

/** Quarters that close: the accountant (or admin) closes, only an admin reopens, with a reason. */
export async function periodRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const periods = periodService(app.db, app.config.clock);

  app.get(calls.list.path, { config: { access: 'accounting' }, schema: calls.list.schema }, async () => ({
    periods: await periods.list(),
  }));

  app.post(
    calls.close.path,
    { config: { access: 'accounting' }, schema: calls.close.schema },
    async (request) => {
      return periods.close(requireUser(request).username, request.body.fy, request.body.quarter);
    },
  );

  // Reopening undoes a filed quarter: the admin's alone (the 'settings' area), with the reason audited.
  app.post(
    calls.reopen.path,
    { config: { access: 'settings' }, schema: calls.reopen.schema },
    async (request) => {
      const { fy, quarter, reason } = request.body;
      return periods.reopen(requireUser(request).username, fy, quarter, reason);
    },
  );
}
