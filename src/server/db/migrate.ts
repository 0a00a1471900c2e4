import { Migrator, type MigrationProvider } from 'kysely';
import type { DB } from './connection';
import { MIGRATIONS } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the schema up to date. Kysely's migrator takes a lock in the database, so several app
 * instances starting together against one PostgreSQL run each migration exactly once.
 * Migration numbers are handed to pieces of work done side by side, which ship in any order, so a
 * database that already ran a higher number still takes a lower one that arrives later.
 */
export async function migrateToLatest(db: DB): Promise<void> {
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
