import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditEndpoints as calls } from '../../../shared/audit/wire';
import { auditPage } from './repository';

/** The audit trail screen's call: every change the audit log holds, filtered and paged. */
export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(calls.page.path, { config: { access: 'audit' }, schema: calls.page.schema }, async (request) =>
    auditPage(app.db, request.query),
  );
}
