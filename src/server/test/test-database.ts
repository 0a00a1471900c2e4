import crypto from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createPostgresPool, openDatabase, type DB, type DatabaseHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { TEMPLATE_DATABASE, TEST_CLUSTER_ENV } from './test-cluster';

/** A test file's own database and how to reach it (to open a second pool or app on it). */
export interface TestDatabase extends DatabaseHandle {
  url: string;
  /** PostgreSQL schema on TEST_DATABASE_URL (a schema per file there); undefined on the test cluster. */
  schema?: string;
}

/** Runs one statement on its own connection to `url` (database or cluster administration). */
export async function runAs(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export const withDatabase = (url: string, database: string) =>
  Object.assign(new URL(url), { pathname: `/${database}` }).toString();

/**
 * A fresh database for one test file. On the embedded test cluster `npm test` starts (jest
 * globalSetup), a database copied from the template migrated once for the run (CREATE DATABASE
 * ... TEMPLATE: milliseconds), or an empty one when `migrated` is false. With TEST_DATABASE_URL,
 * a fresh schema in that database, migrated here. Closing it drops it.
 */
export async function openTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    await runAs(serverUrl, `create schema ${name}`);
    const handle = await openDatabase({ databaseUrl: serverUrl, schema: name });
    if (migrated) await migrateToLatest(handle.db);
    return {
      ...handle,
      url: serverUrl,
      schema: name,
      close: async () => {
        await handle.close();
        await runAs(serverUrl, `drop schema ${name} cascade`);
      },
    };
  }
  const clusterUrl = process.env[TEST_CLUSTER_ENV];
  if (!clusterUrl)
    throw new Error(
      `No test database: run the server tests through jest (its globalSetup starts the test cluster) or set TEST_DATABASE_URL.`,
    );
  await runAs(clusterUrl, `create database ${name} template ${migrated ? TEMPLATE_DATABASE : 'template0'}`);
  const url = withDatabase(clusterUrl, name);
  const handle = await openDatabase({ databaseUrl: url });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await runAs(clusterUrl, `drop database ${name} with (force)`);
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
      dialect: new PostgresDialect({ pool: createPostgresPool(database.url, database.schema, 1) }),
    });
    await fill(suite.db);
  }, 120_000);
  afterAll(async () => {
    await suite.db?.destroy();
    await database?.close();
  });
  return suite;
}
