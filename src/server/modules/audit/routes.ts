import type { FastifyInstance } from 'fastify';
import { auditQuerySchema } from '../../../shared/audit';
import { parseInput } from '../../http-errors';
import { auditPage } from './repository';

/** The audit trail screen's call (issue 12): every change the audit log holds, filtered and paged. */
export async function auditRoutes(app: FastifyInstance) {
  app.get('/audit', { config: { access: 'audit' } }, async (request) => auditPage(app.db, parseInput(auditQuerySchema, request.query)));
}
