import { Migrator, type MigrationProvider } from 'kysely';
import type { DB } from './connection';
import { MIGRATIONS } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the schema up to date. Kysely's migrator takes a lock in the database, so several app
 * instances starting together against one PostgreSQL run each migration exactly once.
 */
export async function migrateToLatest(db: DB): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
