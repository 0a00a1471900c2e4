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
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from kysely_migration`.execute(database.db);
    expect(rows[0].n).toBe(Object.keys(MIGRATIONS).length);
    const trips = await sql<{
      n: number;
    }>`select count(*)::int as n from trips`.execute(database.db);
    expect(trips.rows[0].n).toBe(0);
  } finally {
    await sql`drop schema if exists ${sql.id(other)} cascade`.execute(database.db);
    await database.close();
  }
});

test('schemas dropped while we migrate (another app, another test file on one database) do not fail the migration', async () => {
  const database = await openTestDatabase({ migrated: false });
  let migrating = true;
  // Beside the migration, schemas holding a table come and go on the same database, as test files
  // or other apps sharing a PostgreSQL database do.
  const comeAndGo = async () => {
    while (migrating) {
      const other = sql.id(`passing_${crypto.randomBytes(4).toString('hex')}`);
      await sql`create schema ${other}`.execute(database.db);
      await sql`create table ${other}.t (id serial primary key, a text, b text)`.execute(database.db);
      await sql`drop schema ${other} cascade`.execute(database.db);
    }
  };
  const churn = Promise.all([comeAndGo(), comeAndGo(), comeAndGo()]);
  try {
    // The first run migrates; the later ones only look at what is there, as every start does.
    for (let start = 0; start < 15; start += 1) await migrateToLatest(database.db);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from kysely_migration`.execute(database.db);
    expect(rows[0].n).toBe(Object.keys(MIGRATIONS).length);
  } finally {
    migrating = false;
    await churn;
    await database.close();
  }
});
