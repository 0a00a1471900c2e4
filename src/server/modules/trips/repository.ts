import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import type { DB } from '../../db/connection';
import type { StatementRunner } from '../../plugins/session-in-statement';
import { lockedIf } from '../../db/rows';
import { compiledOnce } from '../../db/compiled-once';
import { fileNamesOf } from '../files/public';
import { isTripFileField } from '../../../shared/trips';
import type { ConfirmedWarning } from './document-check';
import {
  LOCAL_TIME,
  TRIP_FILE_KIND,
  TRIP_ROW_COLUMNS,
  toColumns,
  toTrip,
  type Trip,
  type StoredTripRow,
  type TripFileInfo,
  type TripValues,
} from './trip-rows';

/** Trip rows: reads by id and writes. Each takes `db`; pass a transaction to work inside it. */

const live = (db: DB) => db.selectFrom('trips').where('deleted_at', 'is', null);

/** A new trip, with the truck's document warning it was saved with (null: none). */
export async function insertTrip(
  db: DB,
  values: TripValues,
  warning: ConfirmedWarning | null = null,
): Promise<Trip> {
  const row = await db
    .insertInto('trips')
    .values({ ...toColumns(values), ...warning } as never)
    .returning([...TRIP_ROW_COLUMNS, LOCAL_TIME])
    .executeTakeFirstOrThrow();
  return toTrip(row as StoredTripRow);
}

/** Bulk load (the large seed): one statement for many trips; ids in the order given. */
export async function insertTrips(
  db: DB,
  values: readonly TripValues[],
): Promise<{ id: number; tripId: string }[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insertInto('trips')
    .values(values.map((v) => toColumns(v)) as never)
    .returning(['id', 'trip_id'])
    .execute();
  return rows.map((r) => ({ id: r.id, tripId: r.trip_id })).sort((a, b) => a.id - b.id);
}

/** A live trip by its row id or its TripID, unlocked and locked (each statement built once). */
const liveTripBy = <Key extends number | string>(column: 'id' | 'trip_id') =>
  [false, true].map((lock) =>
    compiledOnce((db: DB, key: Key) =>
      lockedIf(
        live(db)
          .select([...TRIP_ROW_COLUMNS, LOCAL_TIME])
          .where(column, '=', key),
        lock,
      ),
    ),
  );

const tripById = liveTripBy<number>('id');
const tripByTripId = liveTripBy<string>('trip_id');

/** By row id (_id). `lock` holds the row until the transaction ends (no lost updates). */
export async function findTrip(db: DB, id: number, lock = false): Promise<Trip | null> {
  const [row] = (await db.executeQuery(tripById[Number(lock)](db, id))).rows;
  return row ? toTrip(row as StoredTripRow) : null;
}

/** A trip as read and the row version it was read at (its xmin: any write of the row moves it). */
export interface TripVersion {
  trip: Trip;
  version: string;
}

const tripVersionById = [false, true].map((lock) =>
  compiledOnce((db: DB, id: number) =>
    lockedIf(
      live(db)
        .select([...TRIP_ROW_COLUMNS, LOCAL_TIME, sql<string>`xmin::text`.as('row_version')])
        .where('id', '=', id),
      lock,
    ),
  ),
);

/**
 * By row id (_id) with its row version, for a write made only if the row is still that version
 * (updateTripAudited): a read without a lock, or with `lock` holding the row as findTrip does.
 */
export async function findTripVersion(db: DB, id: number, lock = false): Promise<TripVersion | null> {
  const [row] = (await db.executeQuery(tripVersionById[Number(lock)](db, id))).rows;
  return row ? { trip: toTrip(row as StoredTripRow), version: row.row_version } : null;
}

/** By TripID, whatever its case ('t100001' finds T100001). */
export async function findTripByTripId(db: DB, tripId: string, lock = false): Promise<Trip | null> {
  const query = tripByTripId[Number(lock)](db, tripId.trim().toUpperCase());
  const [row] = (await db.executeQuery(query)).rows;
  return row ? toTrip(row as StoredTripRow) : null;
}

const tripWithFilesByTripId = compiledOnce((db: DB, tripId: string) =>
  live(db)
    .select([...TRIP_ROW_COLUMNS, LOCAL_TIME, fileNamesOf(TRIP_FILE_KIND, sql.ref('trips.id')).as('files')])
    .where('trip_id', '=', tripId),
);

/**
 * By TripID as findTripByTripId, with its attachments' names read in the same statement (the
 * trip form opening a trip). Not for a locked read: a file saved while the lock was awaited
 * would be missed, so a change reads its files after taking the lock.
 */
export async function findTripWithFilesByTripId(
  db: DB,
  tripId: string,
  run: StatementRunner = (query) => db.executeQuery(query),
): Promise<{ trip: Trip; files: TripFileInfo[] } | null> {
  const [row] = (await run(tripWithFilesByTripId(db, tripId.trim().toUpperCase()))).rows;
  if (!row) return null;
  const trip = toTrip(row as StoredTripRow);
  const files = row.files.flatMap(({ field, originalName }) =>
    isTripFileField(field) ? [{ tripId: trip.id, field, originalName }] : [],
  );
  return { trip, files };
}

/** findTrips' statement, unlocked and locked, each built once (the ids are one parameter). */
const tripsByIds = [false, true].map((lock) =>
  compiledOnce((db: DB, ids: number[]) =>
    lockedIf(
      live(db)
        .select([...TRIP_ROW_COLUMNS, LOCAL_TIME])
        .where(sql<boolean>`id = any(${ids}::int4[])`)
        .orderBy('id'),
      lock,
    ),
  ),
);

/**
 * Several trips by row id, in id order (billing). `lock` takes the row locks in that order,
 * so two transactions locking overlapping sets cannot deadlock. The ids are one array
 * parameter: a 5,000-trip bill's 5,000 parameters were slow to send and to plan.
 */
export async function findTrips(db: DB, ids: readonly number[], lock = false): Promise<Trip[]> {
  if (ids.length === 0) return [];
  return (await db.executeQuery(tripsByIds[Number(lock)](db, [...ids]))).rows.map((row) =>
    toTrip(row as StoredTripRow),
  );
}

/** A value another module selects along with the trips, of one parameter (such as a day). */
export type AlongCheck<T> = (value: string) => RawBuilder<T>;

/** findTripsAlong's statements, built once for each check and lock. */
const tripsAlongStatements = [false, true].map(() => new Map<AlongCheck<unknown>, TripsAlongStatement>());
type TripsAlongStatement = (db: DB, ids: number[], value: string) => CompiledQuery<unknown>;

function tripsAlongStatement(along: AlongCheck<unknown>, lock: boolean): TripsAlongStatement {
  const built = tripsAlongStatements[Number(lock)];
  let statement = built.get(along);
  if (!statement) {
    statement = compiledOnce((db: DB, ids: number[], value: string) =>
      lockedIf(
        live(db)
          .select([...TRIP_ROW_COLUMNS, LOCAL_TIME, along(value).as('along')])
          .where(sql<boolean>`id = any(${ids}::int4[])`)
          .orderBy('id'),
        lock,
      ),
    );
    built.set(along, statement);
  }
  return statement;
}

/**
 * findTrips with one more value of the same statement (`along` of `value`, read once, beside the
 * trips): a caller's own check that must see what the rows' lock waited for. null when no trip
 * was found. `along` must be a function of the module (its statement is kept for each one), and
 * use `value` as a parameter unchanged, with no branch on it.
 */
export async function findTripsAlong<T>(
  db: DB,
  ids: readonly number[],
  lock: boolean,
  along: AlongCheck<T>,
  value: string,
): Promise<{ trips: Trip[]; along: T | null }> {
  if (ids.length === 0) return { trips: [], along: null };
  const query = tripsAlongStatement(along as AlongCheck<unknown>, lock)(db, [...ids], value);
  const rows = (await db.executeQuery(query)).rows as (StoredTripRow & { along: T | null })[];
  return {
    trips: rows.map((row) => toTrip(row)),
    along: rows[0]?.along ?? null,
  };
}

export async function updateTrip(db: DB, id: number, values: Partial<TripValues>): Promise<Trip> {
  const row = await db
    .updateTable('trips')
    .set({ ...toColumns(values), updated_at: new Date() })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning([...TRIP_ROW_COLUMNS, LOCAL_TIME])
    .executeTakeFirstOrThrow();
  return toTrip(row as StoredTripRow);
}

/** The trips one user entered on a date, newest first (the list-order index narrows the day). */
export async function findTripsOfUserOn(
  db: DB,
  username: string,
  localDate: string,
  limit: number,
): Promise<Trip[]> {
  const rows = await live(db)
    .select([...TRIP_ROW_COLUMNS, LOCAL_TIME])
    .where('local_date', '=', localDate)
    .where('username', '=', username)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => toTrip(row as StoredTripRow));
}

/** Marks the trip deleted; false when it was already gone. */
export async function softDeleteTrip(db: DB, id: number): Promise<boolean> {
  const now = new Date();
  const result = await db
    .updateTable('trips')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Trip inserts bound to `db`, as the seeds and test loaders use them. */
export function tripRepository(db: DB) {
  return {
    insert: (values: TripValues) => insertTrip(db, values),
    insertMany: (values: readonly TripValues[]) => insertTrips(db, values),
  };
}
