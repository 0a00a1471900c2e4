import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../endpoint-routes';
import { auditEndpoints as calls } from '../../../shared/audit/wire';
import { auditPage } from './repository';

/** The audit trail screen's call: every change the audit log holds, filtered and paged. */
export async function auditRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  serve(calls.page, 'audit', async (request) => auditPage(app.db, request.query));
}
