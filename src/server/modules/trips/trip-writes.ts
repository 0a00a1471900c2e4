import { sql, type CompiledQuery } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { DB } from '../../db/connection';
import { insertAuditEntries } from '../audit/for-trips';
import { fileNamesByField } from '../files/public';
import type { ConfirmedWarning } from './document-check';
import { sameTripAfterLock, type SameTrip, type TripIdentity } from './duplicate-check';
import { tripSnapshotSqlText } from './trip-record';
import {
  TRIP_FILE_KIND,
  TRIP_ROW_COLUMNS,
  toColumns,
  toTrip,
  type StoredTripRow,
  type Trip,
  type TripValues,
} from './trip-rows';

/**
 * A trip's writes that record their audit entry in the same statement (a data-modifying CTE): the
 * entry is built in SQL from the row as written (tripSnapshotSqlText), so a new trip or a row
 * save costs one round trip instead of two or three, and the entry is the one tripSnapshot makes.
 */

const ENTITY = 'trip';

/** The trip's columns as `alias` returns them (Trip's row: local_time as 'HH:mm:ss' text). */
const rowColumns = (alias: string) =>
  sql.raw(
    [
      ...TRIP_ROW_COLUMNS.map((c) => `${alias}.${c}`),
      `to_char(${alias}.local_time, 'HH24:MI:SS') as local_time`,
    ].join(', '),
  );

const NEW_TRIP_SNAPSHOT = sql.raw(tripSnapshotSqlText('trips', null));
const WRITTEN_COLUMNS = sql.raw(TRIP_ROW_COLUMNS.map((c) => `w.${c}`).join(', ') + ', w.local_time');

/** The new trip's row (all null when it was not inserted) and the duplicate found (all null: none). */
type NewTripRow = StoredTripRow & {
  same_trip_id: string | null;
  same_driver_name: string | null;
  same_local_date: string | null;
  same_local_time: string | null;
  same_created_at: Date | null;
};

/** What a new trip's statement answers: the trip stored, or the duplicate that stopped it. */
export type NewTripWritten = { trip: Trip; duplicate: null } | { trip: null; duplicate: SameTrip };

/**
 * Inserts a new trip with its 'create' entry, unless a live trip of the day has the same truck and
 * DO number and the user did not confirm one (then nothing is written and that trip is answered).
 * The duplicate look-up is part of this statement, behind its lock (duplicate-check.ts), so a new
 * trip needs no transaction of its own. The entry is the trip's snapshot with the document warning
 * kept and the duplicate confirmed (confirmedDuplicateOf), as the audit always had them.
 */
export async function insertTripAudited(
  db: DB,
  values: TripValues,
  warning: ConfirmedWarning | null,
  audit: { actor: string; sameAs: TripIdentity; confirmed: boolean },
): Promise<NewTripWritten> {
  const columns: Record<string, unknown> = { ...toColumns(values), ...warning };
  const names = Object.keys(columns);
  const same =
    sameTripAfterLock(audit.sameAs) ??
    sql`select null::text as trip_id, null::text as driver_name, null::date as local_date,
      null::text as local_time, null::timestamptz as created_at where false`;
  const { rows } = await sql<NewTripRow>`
    with same as materialized (${same}),
    inserted as (
      insert into trips (${sql.join(names.map((name) => sql.ref(name)))})
      select ${sql.join(names.map((name) => sql`${columns[name]}`))}
      where ${audit.confirmed}::boolean or not exists (select from same)
      returning ${rowColumns('trips')}, ${NEW_TRIP_SNAPSHOT} as snapshot),
    audited as (
      ${insertAuditEntries}
      select ${audit.actor}, ${ENTITY}, i.trip_id, 'create', null,
        i.snapshot || ${JSON.stringify(warning ?? {})}::jsonb
          || coalesce((select jsonb_build_object('confirmedDuplicateOf', s.trip_id) from same s), '{}')
      from inserted i)
    select ${WRITTEN_COLUMNS}, s.trip_id as same_trip_id, s.driver_name as same_driver_name,
      s.local_date as same_local_date, s.local_time as same_local_time, s.created_at as same_created_at
    from (select) one left join inserted w on true left join same s on true`.execute(db);
  const row = rows[0]!;
  if (row.id !== null) return { trip: toTrip(row), duplicate: null };
  const duplicate: SameTrip = {
    trip_id: row.same_trip_id!,
    driver_name: row.same_driver_name,
    local_date: row.same_local_date!,
    local_time: row.same_local_time!,
    created_at: row.same_created_at!,
  };
  return { trip: null, duplicate };
}

const OLD_SNAPSHOT = sql.raw(tripSnapshotSqlText('o', 'o.files'));
const WRITTEN_SNAPSHOT = sql.raw(tripSnapshotSqlText('trips', 'o.files'));

type UpdateStatement = (
  db: DB,
  id: number,
  version: string,
  actor: string,
  action: string,
  ...values: unknown[]
) => CompiledQuery<StoredTripRow>;

/**
 * updateTripAudited's statement for each set of columns written, built once: a row save writes the
 * fields the clerk changed, so a few sets recur. Only so many are kept (the sets come from requests);
 * past that a statement is built for its call, as before.
 */
const updateStatements = new Map<string, UpdateStatement>();
const UPDATE_STATEMENTS_KEPT = 100;

function updateStatement(names: readonly string[]): UpdateStatement {
  const key = names.join(',');
  let statement = updateStatements.get(key);
  if (statement) return statement;
  statement = compiledOnce(
    (db: DB, id: number, version: string, actor: string, action: string, ...values: unknown[]) => {
      // The version is compared twice: `o` reads this statement's snapshot, and the update re-checks the
      // row it waited for (a writer that committed meanwhile made a new version, which then is skipped).
      const written = sql<StoredTripRow>`
    with o as materialized (
      select t.*, ${fileNamesByField(TRIP_FILE_KIND, sql.ref('t.id'))} as files
      from trips t where t.id = ${id} and t.deleted_at is null and t.xmin = ${version}::xid),
    written as (
      update trips set ${sql.join(names.map((name, i) => sql`${sql.ref(name)} = ${values[i]}`))}
      from o where trips.id = o.id and trips.xmin = ${version}::xid
      returning ${rowColumns('trips')}, ${OLD_SNAPSHOT} as before, ${WRITTEN_SNAPSHOT} as after),
    audited as (
      ${insertAuditEntries}
      select ${actor}, ${ENTITY}, w.trip_id, ${action}, w.before, w.after from written w)
    select ${WRITTEN_COLUMNS} from written w`;
      return { compile: () => written.compile(db) };
    },
    4 + names.length,
  );
  if (updateStatements.size < UPDATE_STATEMENTS_KEPT) updateStatements.set(key, statement);
  return statement;
}

/**
 * Writes `values` over the live trip `id` and records the change (`action`) with the trip before
 * and after, its attachments as they are, in one statement, only if the row is still `version`
 * (its xmin as findTripVersion read it). Answers null, writing nothing, when the trip was changed,
 * billed or deleted since: the caller reads it again and decides again. Every change of a trip's
 * attachments writes its row too (trip-changes.ts, trip-papers.ts), so the files read here are the
 * ones of that version; a writer holding the row still makes this statement wait for its end.
 */
export async function updateTripAudited(
  db: DB,
  id: number,
  version: string,
  values: Partial<TripValues>,
  audit: { actor: string; action: string },
): Promise<Trip | null> {
  const columns: Record<string, unknown> = { ...toColumns(values), updated_at: new Date() };
  const names = Object.keys(columns);
  const query = updateStatement(names)(
    db,
    id,
    version,
    audit.actor,
    audit.action,
    ...names.map((n) => columns[n]),
  );
  const { rows } = await db.executeQuery(query);
  return rows[0] ? toTrip(rows[0]) : null;
}
