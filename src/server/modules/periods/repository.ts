import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import type { Quarter } from '../../../shared/accounting/month-end';
import type { TdsRegister } from '../../../shared/accounting/wire';
import type { PeriodClosure } from '../../../shared/accounting/periods-wire';

/** A live closure: the quarter, who closed it and when, and its register as filed. */
export interface LiveClosure {
  id: number;
  fy: string;
  quarter: Quarter;
  closedAt: Date;
  closedBy: string;
  register: TdsRegister;
}

// One lock name for "the set of closed quarters": a close holds it alone, every dated change
// holds it shared, so a quarter never closes between a change's check and its commit.
const PERIODS_LOCK = sql`hashtext('period_closures')`;

/** Held by every dated change (bills, payments) until its transaction ends: no close meanwhile. */
export async function holdPeriodsOpen(trx: DB): Promise<void> {
  await sql`select pg_advisory_xact_lock_shared(${PERIODS_LOCK})`.execute(trx);
}

/** Held by a close or reopen until its transaction ends: changes in flight finish first. */
export async function lockPeriods(trx: DB): Promise<void> {
  await sql`select pg_advisory_xact_lock(${PERIODS_LOCK})`.execute(trx);
}

/** closedQuarterOn as a value another statement of the transaction selects (null while open). */
export function closedQuarterValue(date: string) {
  return sql<{ fy: string; quarter: Quarter } | null>`(
    select jsonb_build_object('fy', fy, 'quarter', quarter) from period_closures
    where reopened_at is null and start_date <= ${date} and end_date >= ${date} limit 1)`;
}

/** The closed quarter a day lies in, or null when its quarter is open. */
export async function closedQuarterOn(
  db: DB,
  date: string,
): Promise<{ fy: string; quarter: Quarter } | null> {
  const row = await db
    .selectFrom('period_closures')
    .select(['fy', 'quarter'])
    .where('reopened_at', 'is', null)
    .where('start_date', '<=', date)
    .where('end_date', '>=', date)
    .executeTakeFirst();
  return row ? { fy: row.fy, quarter: row.quarter as Quarter } : null;
}

/** The quarter's live closure with its register as filed, or null while it is open. */
export async function liveClosure(db: DB, fy: string, quarter: Quarter): Promise<LiveClosure | null> {
  const row = await db
    .selectFrom('period_closures')
    .select(['id', 'fy', 'quarter', 'closed_at', 'closed_by', 'tds_register'])
    .where('fy', '=', fy)
    .where('quarter', '=', quarter)
    .where('reopened_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const register =
    typeof row.tds_register === 'string' ? (JSON.parse(row.tds_register) as TdsRegister) : row.tds_register;
  return {
    id: row.id,
    fy: row.fy,
    quarter: row.quarter as Quarter,
    closedAt: row.closed_at,
    closedBy: row.closed_by,
    register,
  };
}

export async function insertClosure(
  db: DB,
  values: {
    fy: string;
    quarter: Quarter;
    startDate: string;
    endDate: string;
    closedBy: string;
    closedAt: Date;
    register: TdsRegister;
  },
): Promise<void> {
  await db
    .insertInto('period_closures')
    .values({
      fy: values.fy,
      quarter: values.quarter,
      start_date: values.startDate,
      end_date: values.endDate,
      closed_by: values.closedBy,
      closed_at: values.closedAt,
      tds_register: JSON.stringify(values.register),
    })
    .execute();
}

export async function markReopened(db: DB, id: number, by: string, at: Date, reason: string): Promise<void> {
  await db
    .updateTable('period_closures')
    .set({ reopened_by: by, reopened_at: at, reopen_reason: reason })
    .where('id', '=', id)
    .execute();
}

/** Every closure, the latest first (reopened ones too: the history an auditor asks for). */
export async function listClosures(db: DB): Promise<PeriodClosure[]> {
  const rows = await db
    .selectFrom('period_closures')
    .select([
      'fy',
      'quarter',
      'start_date',
      'end_date',
      'closed_at',
      'closed_by',
      'reopened_at',
      'reopened_by',
      'reopen_reason',
    ])
    .orderBy('closed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    fy: r.fy,
    quarter: r.quarter as Quarter,
    startDate: r.start_date,
    endDate: r.end_date,
    closedAt: r.closed_at.toISOString(),
    closedBy: r.closed_by,
    reopenedAt: r.reopened_at?.toISOString() ?? null,
    reopenedBy: r.reopened_by,
    reopenReason: r.reopen_reason,
  }));
}
