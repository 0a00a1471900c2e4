import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../db/connection';
import { EmbeddedCluster } from '../db/embedded/cluster';
import { migrateToLatest } from '../db/migrate';
import { authService } from '../modules/auth/service';
import { compileServerForTests } from './compiled-server';
import { makeFreshCluster } from './fresh-cluster';
import { removeAbandonedScratch, scratchDir } from './scratch-dir';

/** Where jest's globalSetup tells the test files how to reach the run's PostgreSQL (any database on it). */
export const TEST_CLUSTER_ENV = 'FREIGHT_TEST_CLUSTER_URL';
/** The database globalSetup migrated once for the run; each test file's database is a copy of it. */
export const TEST_TEMPLATE_ENV = 'FREIGHT_TEST_TEMPLATE';
/** A copy of the template where the app's first start has made the test admin (buildTestApp's databases). */
export const TEST_APP_TEMPLATE_ENV = 'FREIGHT_TEST_APP_TEMPLATE';
/** What every database the run makes is named after (a server may hold other runs' databases too). */
export const TEST_RUN_ENV = 'FREIGHT_TEST_RUN';

/**
 * A throwaway cluster: nothing in it must survive a power loss, so it skips the flushes the app's
 * cluster keeps on (fsync, full page writes, synchronous commit). Enough connections for every
 * jest worker's pools.
 */
const THROWAWAY = {
  fsync: 'off',
  full_page_writes: 'off',
  synchronous_commit: 'off',
  max_connections: '300',
  // Each test file's copy writes the template's pages to the WAL: checkpoints keep the WAL in RAM small.
  max_wal_size: '256MB',
};

/** The admin account of every test app (the config's ADMIN_USERNAME and ADMIN_PASSWORD). */
export const TEST_ADMIN = { username: 'admin', password: 'Admin@12345' } as const;

// jest loads globalSetup and globalTeardown as separate modules: what to undo is kept on the global.
const holder = globalThis as {
  freightTestRun?: {
    serverUrl: string;
    run: string;
    cluster?: EmbeddedCluster;
    dataDir?: string;
    compiledServer?: string;
    freshCluster?: string;
  };
};

/** Runs statements in turn on one connection to `url` (database or cluster administration). */
export async function runAs(url: string, ...statements: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

export const withDatabase = (url: string, database: string) =>
  Object.assign(new URL(url), { pathname: `/${database}` }).toString();

/**
 * jest globalSetup: the run's PostgreSQL (one embedded cluster, or the server of TEST_DATABASE_URL)
 * and a template database on it, migrated once: each test file copies it (CREATE DATABASE ...
 * TEMPLATE, milliseconds) instead of migrating its own, and two files never migrate at once.
 */
export async function startTestCluster(): Promise<void> {
  const run = `t${crypto.randomBytes(4).toString('hex')}`;
  // Compiled while PostgreSQL starts: the tests that start the server process run it from there.
  const compiled = compileServerForTests(run);
  compiled.catch(() => undefined); // awaited below, after the cluster
  // Made beside the run's cluster: the tests that copy it (fresh-cluster.ts) start later.
  const fresh = makeFreshCluster();
  fresh.catch(() => undefined); // awaited below
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    holder.freightTestRun = { serverUrl, run };
  } else {
    // In RAM when it has room: each test file's database copy creates some 300 files (scratch-dir.ts).
    removeAbandonedScratch();
    const dataDir = scratchDir('cluster-');
    const cluster = new EmbeddedCluster({ dataDir, settings: THROWAWAY });
    holder.freightTestRun = { serverUrl: '', run, cluster, dataDir };
    await cluster.start();
    serverUrl = holder.freightTestRun.serverUrl = cluster.url('postgres');
  }
  const template = `${run}_template`;
  await runAs(serverUrl, `create database ${template}`);
  const migrated = await openDatabase({ databaseUrl: withDatabase(serverUrl, template) });
  try {
    await migrateToLatest(migrated.db);
  } finally {
    await migrated.close(); // a template must have no connections when it is copied
  }
  // The admin's password is hashed with the real accounts' argon2id (19 MiB, two passes) by the
  // app's first start: done once here, each test app's start then finds its admin, as a restart does.
  const appTemplate = `${run}_app`;
  await runAs(serverUrl, `create database ${appTemplate} template ${template}`);
  const withAdmin = await openDatabase({ databaseUrl: withDatabase(serverUrl, appTemplate) });
  try {
    await authService(withAdmin.db).bootstrapAdmin(TEST_ADMIN.username, TEST_ADMIN.password);
  } finally {
    await withAdmin.close();
  }
  process.env[TEST_CLUSTER_ENV] = serverUrl;
  process.env[TEST_TEMPLATE_ENV] = template;
  process.env[TEST_APP_TEMPLATE_ENV] = appTemplate;
  process.env[TEST_RUN_ENV] = run;
  holder.freightTestRun.compiledServer = await compiled;
  holder.freightTestRun.freshCluster = await fresh;
}

/** jest globalTeardown: the embedded cluster goes; on a server, every database the run made. */
export async function stopTestCluster(): Promise<void> {
  const running = holder.freightTestRun;
  if (!running) return;
  holder.freightTestRun = undefined;
  if (running.compiledServer) fs.rmSync(running.compiledServer, { recursive: true, force: true });
  if (running.freshCluster) fs.rmSync(running.freshCluster, { recursive: true, force: true });
  if (running.cluster) {
    await running.cluster.stop();
    fs.rmSync(running.dataDir!, { recursive: true, force: true });
    return;
  }
  const client = new pg.Client({ connectionString: running.serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select datname as name from pg_database where datname like $1`,
      [`${running.run}\\_%`],
    );
    for (const { name } of rows) await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
