import { z } from 'zod';
import type { AuditPage } from '../audit/audit-trail';
import type { DashboardData } from './summary';
import { TRANSACTION_STATUSES } from '../trips';
import type { ExpiryNotification } from '../masters/vehicle';

/** The dashboard, the bell and the audit trail: read-only answers. */

export const dashboardAnswer = z.object({
  today: z.string(),
  from: z.string(),
  monthStart: z.string(),
  tripsPerDay: z.array(
    z.object({ date: z.string(), status: z.enum(TRANSACTION_STATUSES), trips: z.number() }),
  ),
  routes: z.array(
    z.object({ from: z.string(), to: z.string(), trips: z.number(), freight: z.number().optional() }),
  ),
  expiringDocuments: z.array(
    z.object({ truck_no: z.string(), field_name: z.string(), label: z.string(), end_date: z.string() }),
  ),
  vendors: z
    .array(
      z.object({
        vendor: z.string().nullable(),
        trips: z.number(),
        freight: z.number(),
        netPayable: z.number(),
      }),
    )
    .optional(),
  billing: z
    .array(z.object({ status: z.enum(['Billed', 'Acknowledged']), trips: z.number(), amount: z.number() }))
    .optional(),
}) satisfies z.ZodType<DashboardData>;

export const expiryNotificationsAnswer = z.array(
  z.object({
    truck_no: z.string(),
    field_name: z.string(),
    end_date: z.string(),
  }) satisfies z.ZodType<ExpiryNotification>,
);

export const auditPageAnswer = z.object({
  rows: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      actor: z.string(),
      entity: z.string(),
      entityId: z.string(),
      action: z.string(),
      changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
      subject: z.string().optional(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
}) satisfies z.ZodType<AuditPage>;
