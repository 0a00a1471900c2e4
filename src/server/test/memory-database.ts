import { openDatabase, type DB, type DatabaseHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';

/**
 * A test file's in-memory database at the latest migration, filled by `fill` before the file's
 * tests and closed after them. Read it as `suite.database` once the tests run.
 */
export function memoryDatabaseSuite(fill: (db: DB) => Promise<unknown>) {
  const suite = { database: undefined as unknown as DatabaseHandle };
  beforeAll(async () => {
    suite.database = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(suite.database.db);
    await fill(suite.database.db);
  }, 120_000);
  afterAll(async () => {
    await suite.database?.close();
  });
  return suite;
}
