import { sql } from 'kysely';
import type { DB } from '../db/connection';

/**
 * A bulk load into empty tables without per-row upkeep (a million trips in under three
 * minutes). The tables' foreign keys and secondary indexes (those no constraint owns) are taken
 * off for the load and put back after it: one index build and one validating join per table
 * instead of 1,000,000 index insertions and 2,000,000 key look-ups. Only the table owner's rights
 * are needed. Primary keys and unique constraints stay, so duplicates still fail at once.
 */

interface Removed {
  table: string;
  foreignKeys: { name: string; definition: string }[];
  indexes: { name: string; definition: string }[];
}

async function removeFrom(db: DB, table: string): Promise<Removed> {
  const { rows: foreignKeys } = await sql<{ name: string; definition: string }>`
    select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = ${table}::regclass and contype = 'f'`.execute(db);
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = ${table}::regclass and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`.execute(
    db,
  );
  for (const fk of foreignKeys)
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(fk.name)}`.execute(db);
  for (const index of indexes) await sql`drop index ${sql.ref(index.name)}`.execute(db);
  return { table, foreignKeys, indexes };
}

async function putBack(db: DB, removed: Removed) {
  await db.connection().execute(async (connection) => {
    await sql`set maintenance_work_mem = '256MB'`.execute(connection);
    for (const index of removed.indexes) await sql.raw(index.definition).execute(connection);
    for (const fk of removed.foreignKeys) {
      await sql`alter table ${sql.table(removed.table)} add constraint ${sql.ref(fk.name)} ${sql.raw(fk.definition)}`.execute(
        connection,
      );
    }
    await sql`reset maintenance_work_mem`.execute(connection);
  });
}

/**
 * Runs `load` with the tables' foreign keys and secondary indexes off when the first table is
 * still empty (a fresh database); otherwise (adding to data a running app may be using) as it is.
 */
export async function bulkLoad<T>(db: DB, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const empty = !(await sql`select 1 from ${sql.table(tables[0])} limit 1`.execute(db)).rows.length;
  if (!empty) return load();
  const removed: Removed[] = [];
  try {
    for (const table of tables) removed.push(await removeFrom(db, table));
    return await load();
  } finally {
    const started = performance.now();
    for (const r of removed) await putBack(db, r);
    if (removed.length > 0)
      console.log(
        `  indexes and foreign keys put back in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
  }
}
