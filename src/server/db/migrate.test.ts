import crypto from 'node:crypto';
import { sql } from 'kysely';
import { migrateToLatest } from './migrate';
import { MIGRATIONS } from './migrations';
import { openTestDatabase } from '../test/test-database';

test("another schema's Kysely migration tables do not pass for the app's: an empty schema is migrated in full", async () => {
  const database = await openTestDatabase({ migrated: false });
  const other = `other_app_${crypto.randomBytes(4).toString('hex')}`;
  try {
    // Another app (or a copy of this one) keeps its migrations in its own schema of the database.
    await sql`create schema ${sql.id(other)}`.execute(database.db);
    await sql`create table ${sql.id(other, 'kysely_migration')} (name varchar(255) primary key, timestamp varchar(255) not null)`.execute(
      database.db,
    );
    await sql`create table ${sql.id(other, 'kysely_migration_lock')} (id varchar(255) primary key, is_locked integer not null default 0)`.execute(
      database.db,
    );
    await migrateToLatest(database.db);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(
      database.db,
    );
    expect(rows[0].n).toBe(Object.keys(MIGRATIONS).length);
    const trips = await sql<{ n: number }>`select count(*)::int as n from trips`.execute(database.db);
    expect(trips.rows[0].n).toBe(0);
  } finally {
    await sql`drop schema if exists ${sql.id(other)} cascade`.execute(database.db);
    await database.close();
  }
});
