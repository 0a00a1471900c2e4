import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../db/connection';
import { EmbeddedCluster } from '../db/embedded/cluster';
import { migrateToLatest } from '../db/migrate';

/** Where jest's globalSetup tells the test files how to reach the run's cluster. */
export const TEST_CLUSTER_ENV = 'FREIGHT_TEST_CLUSTER_URL';
/** Migrated once per run; each test file's database is a copy of it. */
export const TEMPLATE_DATABASE = 'freight_template';

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
};

// jest loads globalSetup and globalTeardown as separate modules: the cluster is kept on the global.
const holder = globalThis as { freightTestCluster?: { cluster: EmbeddedCluster; dataDir: string } };

/** jest globalSetup: one embedded PostgreSQL for the whole run, with the migrated template. */
export async function startTestCluster(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return; // the tests run on that server instead
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-test-cluster-'));
  const cluster = new EmbeddedCluster({ dataDir, settings: THROWAWAY });
  holder.freightTestCluster = { cluster, dataDir };
  await cluster.start();
  const template = await openDatabase({ databaseUrl: cluster.url('postgres') });
  try {
    await sql.raw(`create database ${TEMPLATE_DATABASE}`).execute(template.db);
  } finally {
    await template.close();
  }
  const migrated = await openDatabase({ databaseUrl: cluster.url(TEMPLATE_DATABASE) });
  try {
    await migrateToLatest(migrated.db);
  } finally {
    await migrated.close(); // a template must have no connections when it is copied
  }
  process.env[TEST_CLUSTER_ENV] = cluster.url('postgres');
}

/** jest globalTeardown. */
export async function stopTestCluster(): Promise<void> {
  const running = holder.freightTestCluster;
  if (!running) return;
  await running.cluster.stop();
  fs.rmSync(running.dataDir, { recursive: true, force: true });
  holder.freightTestCluster = undefined;
}
