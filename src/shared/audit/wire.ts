import { z } from 'zod';
import { auditQuerySchema } from './audit-trail';
import { endpoint } from '../common/endpoint';
import { fieldsOf } from '../common/wire';

/** The audit trail screen's call: one page of the audit log, filtered. */

/** One changed field: its value before and after (undefined = absent on that side). */
const auditChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type AuditChange = z.infer<typeof auditChange>;

/** One audit log row: when, who, what (entity and its id) and which action. */
const auditEntry = z.object({
  id: z.number(),
  ...fieldsOf(z.string(), 'at', 'actor', 'entity', 'entityId', 'action'),
  changes: z.array(auditChange),
  /** What the entry is about in a clerk's words (a payment's bill and reference), where the id is internal. */
  subject: z.string().optional(),
});
export type AuditEntryView = z.infer<typeof auditEntry>;

/** GET /logistics/audit. */
export const auditPageAnswer = z.object({
  rows: z.array(auditEntry),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditPageAnswer = z.infer<typeof auditPageAnswer>;

/** audit/routes.ts serves it, audit-api.ts calls it. */
export const auditEndpoints = {
  page: endpoint('GET', '/audit', { querystring: auditQuerySchema, response: { 200: auditPageAnswer } }),
};
