import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { auditChanges, type AuditQuery } from '../../../shared/audit/audit-trail';
import type { AuditPageAnswer } from '../../../shared/audit/wire';
import { auditSubject } from '../../../shared/audit/audit-display';
import { BUSINESS_ZONE } from '../../../shared/common/dates';
import type { DB } from '../../db/connection';
import { compiledOnce } from '../../db/compiled-once';

export interface AuditEntry {
  actor: string;
  entity: string;
  entityId: string | number;
  action: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditRecord extends Omit<AuditEntry, 'entityId'> {
  entityId: string;
  at: Date;
}

/** Writes one audit entry: who changed what, when, and the record before and after. */
/** One audit entry's insert, built once: every write of the office records one or more. */
const auditInsert = compiledOnce(
  (
    db: DB,
    actor: string,
    entity: string,
    entityId: string,
    action: string,
    before: string | null,
    after: string | null,
  ) => db.insertInto('audit_log').values({ actor, entity, entity_id: entityId, action, before, after }),
);

export async function recordAudit(db: DB, entry: AuditEntry): Promise<void> {
  const row = auditRow(entry);
  await db.executeQuery(
    auditInsert(db, row.actor, row.entity, row.entity_id, row.action, row.before, row.after),
  );
}

const auditRow = (entry: AuditEntry) => ({
  actor: entry.actor,
  entity: entry.entity,
  entity_id: String(entry.entityId),
  action: entry.action,
  before: entry.before === undefined ? null : JSON.stringify(entry.before),
  after: entry.after === undefined ? null : JSON.stringify(entry.after),
});

export async function listAudit(db: DB, entity: string, entityId?: string | number): Promise<AuditRecord[]> {
  let query = db.selectFrom('audit_log').selectAll().where('entity', '=', entity);
  if (entityId !== undefined) query = query.where('entity_id', '=', String(entityId));
  const rows = await query.orderBy('id').execute();
  return rows.map((r) => ({
    actor: r.actor,
    entity: r.entity,
    entityId: r.entity_id,
    action: r.action,
    before: r.before,
    after: r.after,
    at: r.at,
  }));
}

/** A page of the audit log, newest first, by date range (India days), user, entity and id. */
export async function auditPage(db: DB, query: AuditQuery): Promise<AuditPageAnswer> {
  let filtered = db.selectFrom('audit_log');
  if (query.startDate) filtered = filtered.where('at', '>=', startOfIndianDay(query.startDate));
  if (query.endDate) filtered = filtered.where('at', '<', startOfIndianDay(query.endDate, 1));
  if (query.user) filtered = filtered.where(sql<string>`lower(actor)`, '=', query.user.toLowerCase());
  if (query.entity) filtered = filtered.where('entity', '=', query.entity);
  if (query.entityId) {
    // A payment is also found by its bill or its reference, the ids a clerk knows it by.
    const id = query.entityId.toUpperCase();
    filtered = filtered.where(
      sql<boolean>`(upper(entity_id) = ${id} or (entity = 'payment' and ${id} in (upper(coalesce(after, before)->>'billId'), upper(coalesce(after, before)->>'reference'))))`,
    );
  }
  const [{ total }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    rows: rows.map((r) => {
      const subject = auditSubject(r.entity, r.before, r.after);
      return {
        id: r.id,
        at: r.at.toISOString(),
        actor: r.actor,
        entity: r.entity,
        entityId: r.entity_id,
        action: r.action,
        changes: auditChanges(r.before, r.after),
        ...(subject ? { subject } : {}),
      };
    }),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Midnight in India at the start of `date` (plus `days`). */
function startOfIndianDay(date: string, days = 0): Date {
  return DateTime.fromISO(date, { zone: BUSINESS_ZONE }).plus({ days }).startOf('day').toJSDate();
}
