import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../../db/connection';
import type { StatementRunner } from '../../plugins/session-in-statement';

/**
 * The version of the trip lists over some dates (migration 038): the number of trip rows and trip
 * files written on those dates so far. Read before the list it labels (never after), so a tag can
 * be older than its body but never newer: a write that lands between them only costs a 200.
 */

// Rows of the range beyond one a date and this many more are folded into one a date by the reader
// that saw them (a long range, folded, still has a row a date: counting those would fold every read).
const FOLD_AFTER = 200;

export interface TripDates {
  startDate?: string;
  endDate?: string;
}

function inRange(range: TripDates): RawBuilder<unknown> {
  return sql.join(
    [
      sql`list = 'trips'`,
      ...(range.startDate ? [sql`local_date >= ${range.startDate}`] : []),
      ...(range.endDate ? [sql`local_date <= ${range.endDate}`] : []),
    ],
    sql` and `,
  );
}

/** The statement reading a range's version: one row (version, pieces, epoch), for tripListVersionOf. */
export const tripListVersionSql = (range: TripDates) => sql<TripVersionRow>`
    select coalesce(sum(changes), 0)::text as version,
      (count(*) - count(distinct local_date))::int as pieces,
      pg_postmaster_start_time()::text as epoch
    from list_changes where ${inRange(range)}`;

export interface TripVersionRow {
  version: string;
  pieces: number;
  epoch: string;
}

/**
 * The version text: the writes so far, and when PostgreSQL started (a restored or recreated
 * database starts counting again, and must not match a tag of the one before).
 */
export async function tripListVersion(
  db: DB,
  range: TripDates,
  run: StatementRunner = (query) => db.executeQuery(query),
): Promise<string> {
  const { rows } = await run(tripListVersionSql(range).compile(db));
  return tripListVersionOf(db, range, rows[0]);
}

/** The version text of a row tripListVersionSql read (folding the range's rows when they are many). */
export async function tripListVersionOf(db: DB, range: TripDates, row: TripVersionRow): Promise<string> {
  const { version, pieces, epoch } = row;
  if (pieces > FOLD_AFTER) await foldTripChanges(db, range);
  return `${epoch}/${version}`;
}

/**
 * One row a date instead of many, in one statement: it deletes only rows it sees committed and
 * puts back their sum, so every snapshot sums the same before and after.
 */
export async function foldTripChanges(db: DB, range: TripDates): Promise<void> {
  await sql`
    with gone as (delete from list_changes where ${inRange(range)} returning local_date, changes)
    insert into list_changes (list, local_date, changes)
    select 'trips', local_date, sum(changes) from gone group by local_date`.execute(db);
}
