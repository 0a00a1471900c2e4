import pg from 'pg';
import { openDatabase, type DB } from '../db/connection';
import { copyDatabase } from '../db/pglite-import';
import { seedDemo } from '../demo/seed';
import { sequencePositions, tableChecksums } from './db-invariants';
import { TEST_CLUSTER_ENV, TEST_RUN_ENV, TEST_TEMPLATE_ENV, withDatabase } from './test-cluster';

/**
 * The demo data set (`seedDemo`) seeded once per run on the run's PostgreSQL, by the first test
 * file that asks (the others wait on an advisory lock, then find it): the backup, upgrade and
 * PGlite move tests each seeded their own, some 10 s apiece. Built under another name and renamed
 * when whole, so a file that failed half way leaves nothing to find. Answers its URL.
 */
async function seededDemoDatabase(): Promise<string> {
  const serverUrl = process.env[TEST_CLUSTER_ENV];
  const template = process.env[TEST_TEMPLATE_ENV];
  if (!serverUrl || !template)
    throw new Error('No test cluster: run the server tests through jest (its globalSetup starts one).');
  const name = `${process.env[TEST_RUN_ENV]}_demo`;
  const building = `${name}_seeding`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]); // released when the session ends
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building} template ${template}`);
      const seeding = await openDatabase({ databaseUrl: withDatabase(serverUrl, building) });
      try {
        await seedDemo(seeding.db);
      } finally {
        await seeding.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl, name);
}

/**
 * Fills `db` (an empty database of the app, on any PostgreSQL or PGlite) with the demo data set,
 * copied from the run's seeded one by the app's own database copy (the one `npm run upgrade-db` and
 * `npm run migrate-pglite` run): the schema brought to the latest migration, every row, every
 * sequence. The copy is checked against its source (every table's digest and every sequence), so
 * a test that moves the data on again starts from the data set itself.
 */
export async function copyDemoData(db: DB): Promise<void> {
  const url = await seededDemoDatabase();
  const source = new pg.Client({ connectionString: url });
  const demo = await openDatabase({ databaseUrl: url });
  await source.connect();
  try {
    await copyDatabase({ query: async (text, params) => source.query(text, params) as never }, db, {
      withMigrationTables: false,
    });
    const [want, got] = [
      { sums: await tableChecksums(demo.db), sequences: await sequencePositions(demo.db) },
      { sums: await tableChecksums(db), sequences: await sequencePositions(db) },
    ];
    if (JSON.stringify(got) !== JSON.stringify(want))
      throw new Error(`The demo data copied differs from the seeded one: ${JSON.stringify({ want, got })}`);
  } finally {
    await source.end();
    await demo.close();
  }
}
