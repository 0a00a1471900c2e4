import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { DB } from './connection';
import { MIGRATIONS } from './migrations';
import { migrateToLatest, migratorFor } from './migrate';

/**
 * Moving a data dir of the PGlite days into the embedded PostgreSQL. PGlite kept its database in
 * DATA_DIR/pgdata; it is read with PGlite itself (the only use of it left), copied table by table
 * into the new cluster, and kept as it was until the admin removes it.
 */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pgdata');
const movedNote = (dataDir: string) => path.join(dataDir, 'pglite-moved.txt');

/** What a start says of a data dir of the PGlite days: the move is its own command. */
export const unmovedPgliteMessage = (dataDir: string) =>
  `${dataDir} holds a PGlite database (pgdata/) not yet moved into the embedded PostgreSQL: run \`npm run migrate-pglite\` with the same DATA_DIR, then start again.`;

/** A PGlite database that has not been moved yet. */
export function hasUnmovedPglite(dataDir: string): boolean {
  return fs.existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION')) && !fs.existsSync(movedNote(dataDir));
}

/** A database rows are read from: PGlite, or a client of another cluster (upgrade-db's old one). */
export interface RowSource {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

const BATCH_ROWS = 2000;
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables, their copyable columns (not generated ones) and sequences of the source database. */
async function describe(source: RowSource, withMigrationTables: boolean) {
  const tables = await source.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
     ${withMigrationTables ? '' : `and table_name not like 'kysely_migration%'`} order by table_name`,
  );
  const columns = await source.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns where table_schema = 'public' and is_generated = 'NEVER'
     order by table_name, ordinal_position`,
  );
  const sequences = await source.query<{ name: string; last_value: string | null }>(
    `select sequencename as name, last_value::text from pg_sequences where schemaname = 'public'`,
  );
  const migrations = await source.query<{ name: string }>('select name from kysely_migration order by name');
  return {
    tables: tables.rows.map((t) => ({
      name: t.table_name,
      columns: columns.rows.filter((c) => c.table_name === t.table_name).map((c) => c.column_name),
    })),
    sequences: sequences.rows,
    lastMigration: migrations.rows.at(-1)?.name,
  };
}

/** Copies one table's rows in batches through a cursor (a big table never sits in memory whole). */
async function copyTable(
  source: RowSource,
  trx: DB,
  table: { name: string; columns: string[] },
): Promise<number> {
  const list = table.columns.map(quoted).join(', ');
  let copied = 0;
  await source.query('begin');
  try {
    await source.query(
      `declare rows_out no scroll cursor for select row_to_json(x)::text as row from (select ${list} from ${quoted(table.name)}) x`,
    );
    for (;;) {
      const { rows } = await source.query<{ row: string }>(`fetch ${BATCH_ROWS} from rows_out`);
      if (rows.length === 0) break;
      const batch = `[${rows.map((r) => r.row).join(',')}]`;
      await sql`insert into ${sql.table(table.name)} (${sql.raw(list)}) overriding system value
        select ${sql.raw(list)} from json_populate_recordset(null::${sql.table(table.name)}, ${batch}::json)`.execute(
        trx,
      );
      copied += rows.length;
    }
    await source.query('close rows_out');
  } finally {
    await source.query('commit');
  }
  return copied;
}

/**
 * Copies a database of the app into `db` (a new cluster's empty app database): the schema is
 * brought to the source's migration, every row of every table is copied in one transaction with
 * triggers and foreign keys held off (the rows were consistent where they came from, and totals
 * kept by triggers come along as rows), and sequences continue where they were. With
 * `withMigrationTables` the migration bookkeeping is copied too (as it was, times included).
 * Answers "table rows" per table.
 */
export async function copyDatabase(
  source: RowSource,
  db: DB,
  { withMigrationTables }: { withMigrationTables: boolean },
): Promise<string[]> {
  const found = await describe(source, withMigrationTables);
  const existing = await sql<{
    n: number;
  }>`select count(*)::int as n from information_schema.tables where table_schema = current_schema() and table_name = 'users'`.execute(
    db,
  );
  if (
    existing.rows[0].n > 0 &&
    (await sql<{ n: number }>`select count(*)::int as n from users`.execute(db)).rows[0].n > 0
  ) {
    throw new Error(
      'The new embedded PostgreSQL already holds data: the old database is not copied over it.',
    );
  }
  if (found.lastMigration) {
    const { error } = await (await migratorFor(db, MIGRATIONS)).migrateTo(found.lastMigration);
    if (error) throw new Error(`Could not prepare the schema for the old data: ${String(error)}`);
  }
  const counts: string[] = [];
  await db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    const names = found.tables.map((t) => quoted(t.name)).join(', ');
    if (names) await sql.raw(`truncate ${names}`).execute(trx);
    for (const table of found.tables) {
      const copied = await copyTable(source, trx, table);
      counts.push(`${table.name} ${copied}`);
    }
    for (const sequence of found.sequences) {
      if (sequence.last_value !== null)
        await sql`select setval(${quoted(sequence.name)}, ${sequence.last_value}::bigint, true)`.execute(trx);
    }
  });
  return counts;
}

/** PGlite is an optional dependency (27 MB, needed by this move only): a missing one is named. */
async function loadPglite() {
  try {
    return await import('@electric-sql/pglite');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw error;
    throw new Error(
      'PGlite is not installed (an optional dependency, left out by --omit=optional): run `npm install @electric-sql/pglite`, then `npm run migrate-pglite` again.',
    );
  }
}

/**
 * Moves the PGlite database in DATA_DIR/pgdata into `db` (copyDatabase), then migrates the schema
 * to the latest. Answers a summary; writes it to DATA_DIR/pglite-moved.txt. The PGlite folder is
 * kept, closed to everyone but its owner (0700, files 0600: it holds the business's data).
 */
export async function importPglite(dataDir: string, db: DB): Promise<string> {
  const { PGlite } = await loadPglite();
  const pglite = new PGlite({ dataDir: pgliteDir(dataDir) });
  await pglite.waitReady;
  try {
    const counts = await copyDatabase(pglite, db, { withMigrationTables: false });
    await migrateToLatest(db);
    const summary = `Moved the PGlite database ${pgliteDir(dataDir)} into the embedded PostgreSQL on ${new Date().toISOString()}:\n${counts.join('\n')}\n`;
    fs.writeFileSync(movedNote(dataDir), summary, { mode: 0o600 });
    return summary;
  } finally {
    await pglite.close();
    closeToOthers(pgliteDir(dataDir));
  }
}

/** Directories 0700 and files 0600, all the way down (PGlite made them 0755 and 0666). */
function closeToOthers(dir: string) {
  if (!fs.existsSync(dir)) return;
  const walk = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      fs.chmodSync(entry, 0o700);
      for (const name of fs.readdirSync(entry)) walk(path.join(entry, name));
    } else fs.chmodSync(entry, 0o600);
  };
  walk(dir);
}
