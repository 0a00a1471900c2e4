import { Migrator, sql, type DatabaseIntrospector, type Migration, type TableMetadata } from 'kysely';
import type { DB } from './connection';
import { MIGRATIONS } from './migrations';

/**
 * Kysely's migrator finds its own tables by introspecting every schema of the database, calling
 * pg_get_serial_sequence on every column: a schema that another app or test drops meanwhile fails
 * our migration with "schema ... does not exist", and another schema's migration table would pass
 * for ours. This introspection sees only the schema being migrated.
 */
function introspectionOf(db: DB, schema: string): DatabaseIntrospector {
  const getTables = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables where table_schema = ${schema}`.execute(db);
    return rows.map(({ name }) => ({
      name,
      schema,
      isView: false,
      columns: [],
    }));
  };
  return {
    getSchemas: async () =>
      (
        await sql<{
          name: string;
        }>`select nspname as name from pg_namespace where nspname = ${schema}`.execute(db)
      ).rows,
    getTables,
    getMetadata: async () => ({ tables: await getTables() }),
  };
}

/** A migrator over `migrations` that keeps its bookkeeping in, and looks only at, the current schema. */
export async function migratorFor(db: DB, migrations: Record<string, Migration>): Promise<Migrator> {
  const { rows } = await sql<{
    schema: string;
  }>`select current_schema() as schema`.execute(db);
  const schema = rows[0].schema;
  const introspection = introspectionOf(db, schema);
  // Kysely keeps its state in private fields: its methods must run on the instance itself.
  const scoped = new Proxy(db, {
    get(target, key) {
      if (key === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return new Migrator({
    db: scoped,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
}

/**
 * Brings the schema up to date. Kysely's migrator takes a lock in the database, so several app
 * instances starting together against one PostgreSQL run each migration exactly once.
 */
export async function migrateToLatest(db: DB): Promise<void> {
  const { error, results } = await (await migratorFor(db, MIGRATIONS)).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
