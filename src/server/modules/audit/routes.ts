import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditQuerySchema } from '../../../shared/audit/audit-trail';
import { auditPageAnswer } from '../../../shared/dashboard/overview-wire';
import { auditPage } from './repository';

/** The audit trail screen's call: every change the audit log holds, filtered and paged. */
export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/audit',
    {
      config: { access: 'audit' },
      schema: { querystring: auditQuerySchema, response: { 200: auditPageAnswer } },
    },
    async (request) => auditPage(app.db, request.query),
  );
}
