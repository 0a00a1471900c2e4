import { z } from 'zod';
import type { AuditChange } from './wire';
import { isIsoDate } from '../common/dates';
import { SEARCH_FILTER_MESSAGES } from '../lists/search-filters';

/** The audit trail screen: filters, paging and the answer's shape. */

/** Entity names as the audit log stores them, with the words the screen shows. */
export const AUDIT_ENTITIES = {
  trip: 'Trip',
  bill: 'Bill',
  payment: 'Payment',
  vendor: 'Vendor',
  vehicle: 'Vehicle',
  freight: 'Freight rate',
  user: 'User',
  settings: 'Settings',
  challan: 'TDS challan',
  share: 'Shared link',
} as const;

export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;

export const AUDIT_MESSAGES = {
  dateInvalid: 'Please enter valid dates (YYYY-MM-DD).',
  endBeforeStart: SEARCH_FILTER_MESSAGES.endBeforeStartBill,
  entityInvalid: 'Please select a valid entity.',
  pageInvalid: 'Page must be a whole number from 1.',
  pageSizeInvalid: `Page size must be one of ${AUDIT_PAGE_SIZES.join(', ')}.`,
  empty: 'No changes found for these filters.',
} as const;

const optionalText = z
  .string()
  .trim()
  .max(60)
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isIsoDate(v), AUDIT_MESSAGES.dateInvalid);

export const auditQuerySchema = z
  .object({
    startDate: optionalDate,
    endDate: optionalDate,
    user: optionalText,
    entity: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || v in AUDIT_ENTITIES, AUDIT_MESSAGES.entityInvalid),
    entityId: optionalText,
    page: z.coerce
      .number({ error: AUDIT_MESSAGES.pageInvalid })
      .int(AUDIT_MESSAGES.pageInvalid)
      .min(1, AUDIT_MESSAGES.pageInvalid)
      .default(1),
    pageSize: z.coerce
      .number({ error: AUDIT_MESSAGES.pageSizeInvalid })
      .refine((v) => (AUDIT_PAGE_SIZES as readonly number[]).includes(v), AUDIT_MESSAGES.pageSizeInvalid)
      .default(25),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, AUDIT_MESSAGES.endBeforeStart);
export type AuditQuery = z.output<typeof auditQuerySchema>;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** The fields that differ between the stored before and after (whole values when not objects). */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isPlainObject(before) && !isPlainObject(after)) {
    return before === null && after === null
      ? []
      : [{ field: '(value)', before: before ?? undefined, after: after ?? undefined }];
  }
  const b = isPlainObject(before) ? before : {};
  const a = isPlainObject(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((f) => JSON.stringify(b[f]) !== JSON.stringify(a[f]))
    .map((field) => ({ field, before: b[field], after: a[field] }));
}
