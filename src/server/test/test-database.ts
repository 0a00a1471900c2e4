import crypto from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import { createPostgresPool, openDatabase, type DB, type DatabaseHandle } from '../db/connection';
import {
  runAs,
  TEST_APP_TEMPLATE_ENV,
  TEST_CLUSTER_ENV,
  TEST_RUN_ENV,
  TEST_TEMPLATE_ENV,
  withDatabase,
} from './test-cluster';

export { runAs, withDatabase };

/** A test file's own database and how to reach it (to open a second pool or app on it). */
export interface TestDatabase extends DatabaseHandle {
  url: string;
}

/**
 * A fresh database for one test file, on the run's PostgreSQL (the embedded cluster `npm test`
 * starts, or TEST_DATABASE_URL's server: jest globalSetup): a copy of the template migrated once
 * for the run (CREATE DATABASE ... TEMPLATE: milliseconds), or an empty one when `migrated` is
 * false, or with `withTestAdmin` a copy of the migrated template where the app's first start
 * already made the test admin (TEST_ADMIN). Closing it drops it.
 */
export async function openTestDatabase({
  migrated = true,
  withTestAdmin = false,
} = {}): Promise<TestDatabase> {
  const serverUrl = process.env[TEST_CLUSTER_ENV];
  const template = process.env[withTestAdmin ? TEST_APP_TEMPLATE_ENV : TEST_TEMPLATE_ENV];
  if (!serverUrl || !template)
    throw new Error(
      `No test database: run the server tests through jest (its globalSetup starts the test cluster, or prepares TEST_DATABASE_URL's server).`,
    );
  const name = `${process.env[TEST_RUN_ENV]}_${crypto.randomBytes(6).toString('hex')}`;
  await runAs(serverUrl, `create database ${name} template ${migrated ? template : 'template0'}`);
  const url = withDatabase(serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await runAs(serverUrl, `drop database ${name} with (force)`);
    },
  };
}

/**
 * A test file's fresh database at the latest migration, filled by `fill` before the file's tests
 * and closed after them. Read it as `suite.database` once the tests run.
 */
export function databaseSuite(fill: (db: DB) => Promise<unknown>) {
  const suite = { database: undefined as unknown as TestDatabase };
  beforeAll(async () => {
    suite.database = await openTestDatabase();
    await fill(suite.database.db);
  }, 120_000);
  afterAll(async () => {
    await suite.database?.close();
  });
  return suite;
}

/**
 * A test file's fresh database reached through a pool of ONE connection: every statement runs on
 * the same session, and a read waits behind whoever holds it. `fill` runs on it before the file's
 * tests; read `suite.db` once they run.
 */
export function singleConnectionSuite(fill: (db: DB) => Promise<unknown> = async () => undefined) {
  const suite = { db: undefined as unknown as DB };
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    suite.db = new Kysely({
      dialect: new PostgresDialect({ pool: createPostgresPool(database.url, 1) }),
    });
    await fill(suite.db);
  }, 120_000);
  afterAll(async () => {
    await suite.db?.destroy();
    await database?.close();
  });
  return suite;
}
