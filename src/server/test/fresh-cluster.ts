import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { EmbeddedCluster } from '../db/embedded/cluster';
import { clusterFiles } from '../db/embedded/cluster-files';
import { scratchDir } from './scratch-dir';

/** Where jest's globalSetup tells the test files it keeps the run's new, stopped embedded cluster. */
export const TEST_FRESH_CLUSTER_ENV = 'FREIGHT_TEST_FRESH_CLUSTER';

/**
 * jest globalSetup: a DATA_DIR whose cluster was created (initdb), started once (the app's database
 * made) and stopped cleanly, with PostgreSQL's app settings. initdb costs about a second of CPU and
 * the first start's base backup another half: the tests whose subject is not the first start
 * (restarts, kill -9, crash recovery, the log) copy this instead (copyFreshCluster). The first start
 * itself is still run for real by cluster.test.ts, backup.test.ts, disk-full.test.ts and the upgrade
 * and PGlite moves. Answers the directory, to remove at teardown.
 */
export async function makeFreshCluster(): Promise<string> {
  const dataDir = scratchDir('fresh-cluster-');
  const cluster = new EmbeddedCluster({ dataDir });
  try {
    await cluster.start();
  } finally {
    await cluster.stop();
  }
  // A copy starts with a log of its own.
  fs.rmSync(clusterFiles(dataDir).logFile, { force: true });
  process.env[TEST_FRESH_CLUSTER_ENV] = dataDir;
  return dataDir;
}

/**
 * Fills `dataDir` (made if missing) with a copy of the run's fresh cluster: files, modes and owners as
 * they are (`cp -a`: PostgreSQL's user keeps its 0700 data directory when the tests run as root).
 * The copy is a plain cluster after a clean shutdown, as the app leaves one: its next start is a
 * restart, which skips initdb and the first base backup. Answers `dataDir`.
 */
export function copyFreshCluster(dataDir: string): string {
  const fresh = process.env[TEST_FRESH_CLUSTER_ENV];
  if (!fresh)
    throw new Error('No fresh cluster: run the server tests through jest (its globalSetup makes one).');
  fs.mkdirSync(dataDir, { recursive: true });
  execFileSync('cp', ['-a', `${fresh}/.`, path.resolve(dataDir)]);
  return dataDir;
}
