import { Migrator, sql, type MigrationProvider } from 'kysely';
import type { DB } from './connection';
import { MIGRATIONS } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the schema up to date. Kysely's migrator takes a lock in the database, so several app
 * instances starting together against one PostgreSQL run each migration exactly once.
 */
export async function migrateToLatest(db: DB): Promise<void> {
  // Kysely looks for its migration tables in every schema unless told which: another schema of
  // the database holding them (another app, a copy) would pass for ours and nothing would migrate.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({ db, provider, migrationTableSchema: rows[0].schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
