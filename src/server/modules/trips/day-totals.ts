import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../../db/connection';
import { SUMS } from '../../db/migrations/022_sums_for_accountants';
import type { TransactionStatus } from '../../../shared/trips';
import type { TripSearch } from './trip-search';

/**
 * Reads of the per-day trip totals (migration 014): the count and sums of a date-range list, and
 * the date a deep page starts on. Only for searches by dates and status alone; a vendor or truck
 * filter is summed over its (far fewer) trips instead.
 */

/** The per-day columns, by trips column name: those migration 022 sums, and tds, each trip's TDS (as tripTdsSql). */
export const DAY_SUM_COLUMNS = [...SUMS, 'tds'] as const;

/** A trip's TDS in SQL, as the shared maths has it: Freight x TDS_Rate / 100, half away from zero to the paisa. */
export const tripTdsSql = (table: string) =>
  sql<number>`round(coalesce(${sql.ref(`${table}.freight`)}, 0) * coalesce(${sql.ref(`${table}.tds_rate`)}, 0) / 100, 2)`;
export type DaySumColumn = (typeof DAY_SUM_COLUMNS)[number];

export interface DayRange {
  startDate?: string;
  endDate?: string;
  statuses: readonly TransactionStatus[];
}

/**
 * Every search field that narrows a list beyond its dates. The day totals count whole days, so a
 * search naming any of these (a bill's trips, one vendor's) must be counted on the trips instead;
 * the type makes a new TripSearch field fail to compile until it is listed here.
 */
const NARROWING_FIELDS: Record<Exclude<keyof TripSearch, 'startDate' | 'endDate'>, true> = {
  vendorPrefix: true,
  truckSubstring: true,
  vendorName: true,
  billId: true,
};

/** Whether a search can be answered from the day totals (dates only). */
export const isDayRangeSearch = (search: TripSearch) =>
  Object.keys(NARROWING_FIELDS).every((field) => !search[field as keyof TripSearch]);

// Deltas beyond this many rows are folded into the totals by the next reader.
const COMPACT_AFTER = 2000;

/**
 * About how many deltas wait, from the two ends of the id index: never fewer than there are (a
 * compaction deletes every delta it sees; ids only grow), and a rolled-back write's gap only folds
 * a little sooner. Counting them walked the table's pages, dead rows of every compaction since the
 * last vacuum included: most of a list's summary statement (2.2 ms of PostgreSQL's CPU, 1.1 without).
 */
const waitingDeltas = (deltas: string) =>
  sql<number>`(select coalesce(max(id) - min(id) + 1, 0) from ${sql.table(deltas)})`;

/** The totals and deltas rows of the range, as one union (one statement = one snapshot). */
function dayRows(range: DayRange): RawBuilder<unknown> {
  const columns = sql.raw(['local_date', 'trip_count', ...DAY_SUM_COLUMNS].join(', '));
  const where = sql.join(
    [
      sql`transaction_status in (${sql.join(range.statuses.map((s) => sql`${s}`))})`,
      ...(range.startDate ? [sql`local_date >= ${range.startDate}`] : []),
      ...(range.endDate ? [sql`local_date <= ${range.endDate}`] : []),
    ],
    sql` and `,
  );
  return sql`(select ${columns} from trip_day_totals where ${where} union all select ${columns} from trip_day_deltas where ${where})`;
}

/** The statement of dayRangeSummary: one row of the count, the sums and the deltas waiting. */
export function dayRangeSummarySql(range: DayRange): RawBuilder<Record<string, number>> {
  const sums = DAY_SUM_COLUMNS.map((c) => sql`coalesce(sum(${sql.ref(c)}), 0) as ${sql.ref(c)}`);
  // The deltas waiting to be folded are counted in the same statement: no extra round trip per list.
  return sql<Record<string, number>>`
    select coalesce(sum(trip_count), 0) as trip_count, ${sql.join(sums)},
      ${waitingDeltas('trip_day_deltas')} as pending
    from ${dayRows(range)} d`;
}

/** Count and sums of the live trips in the range with these statuses. */
export async function dayRangeSummary(
  db: DB,
  range: DayRange,
): Promise<{ count: number; sums: Record<DaySumColumn, number> }> {
  const { rows } = await dayRangeSummarySql(range).execute(db);
  return dayRangeSummaryOf(db, rows[0]);
}

/** The count and sums of a row dayRangeSummarySql read (folding the deltas when they are many). */
export async function dayRangeSummaryOf(
  db: DB,
  row: Record<string, unknown>,
): Promise<{ count: number; sums: Record<DaySumColumn, number> }> {
  if (Number(row.pending) > COMPACT_AFTER) await compactDayTotals(db);
  const sums = {} as Record<DaySumColumn, number>;
  for (const c of DAY_SUM_COLUMNS) sums[c] = Number(row[c]);
  return { count: Number(row.trip_count), sums };
}

/**
 * Where the row at `offset` (newest date first) lies: its date and how many rows of the list come
 * before that date. Null when the offset is past the end.
 */
export async function pageStartDay(
  db: DB,
  range: DayRange,
  offset: number,
): Promise<{ date: string; before: number } | null> {
  const { rows } = await sql<{ local_date: string; before: number }>`
    with days as (
      select local_date, sum(trip_count) as n from ${dayRows(range)} d group by local_date having sum(trip_count) > 0
    ), running as (
      select local_date, n, sum(n) over (order by local_date desc rows unbounded preceding) - n as before from days
    )
    select local_date, before from running where before + n > ${offset} order by local_date desc limit 1`.execute(
    db,
  );
  return rows[0] ? { date: rows[0].local_date, before: Number(rows[0].before) } : null;
}

/**
 * A rollup kept as totals plus signed deltas appended by statement triggers (the day totals of
 * migration 014, the dashboard totals of 027): its two tables, its key and its summed columns.
 */
export interface Rollup {
  totals: string;
  deltas: string;
  keys: readonly string[];
  sums: readonly string[];
}

const DAY_TOTALS: Rollup = {
  totals: 'trip_day_totals',
  deltas: 'trip_day_deltas',
  keys: ['local_date', 'transaction_status'],
  sums: DAY_SUM_COLUMNS,
};

/**
 * Folds the deltas into the totals in one transaction, when there are many. One instance at a
 * time (an advisory lock); the others skip it. Readers see the totals before or after, never half.
 */
export async function compactIfNeeded(
  db: DB,
  rollup = DAY_TOTALS,
  threshold = COMPACT_AFTER,
): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`select ${waitingDeltas(rollup.deltas)} as n`.execute(db);
  if (Number(rows[0].n) <= threshold) return false;
  return compactDayTotals(db, rollup);
}

export async function compactDayTotals(db: DB, rollup = DAY_TOTALS): Promise<boolean> {
  const counted = ['trip_count', ...rollup.sums];
  const keys = sql.raw(rollup.keys.join(', '));
  const names = sql.raw(counted.join(', '));
  const sums = sql.raw(counted.map((c) => `sum(${c})`).join(', '));
  const adds = sql.raw(counted.map((c) => `${c} = t.${c} + excluded.${c}`).join(', '));
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(hashtext(${rollup.totals})) as locked`.execute(trx);
    if (!rows[0].locked) return false;
    await sql`
      with moved as (delete from ${sql.table(rollup.deltas)} returning *)
      insert into ${sql.table(rollup.totals)} as t (${keys}, ${names})
      select ${keys}, ${sums} from moved group by ${keys}
      on conflict (${keys}) do update set ${adds}`.execute(trx);
    return true;
  });
}
