import { execSync } from 'node:child_process';
import path from 'node:path';
import {
  APP_DATABASE,
  SOCKET_PORT,
  SUPERUSER,
  clusterFiles,
  readPassword,
} from '../../server/db/embedded/cluster-files';
import { startAppProcess } from './app-process';

const root = path.resolve(__dirname, '../../..');

/**
 * Starts the app on a fresh data dir and a free port, unless E2E_BASE_URL points at one already
 * running (CI starts it itself). The bootstrap admin is E2E_ADMIN.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  execSync('node config/build-if-needed.js', { cwd: root, stdio: 'inherit' });
  const { url, server, dataDir } = await startAppProcess();
  process.env.E2E_BASE_URL = url;
  (globalThis as { __E2E__?: unknown }).__E2E__ = { server, dataDir };
  process.env.E2E_DATABASE_URL = embeddedDatabaseUrl(dataDir);
}

/** The started app's embedded cluster (socket only, password in DATA_DIR), for tests that arrange data the screens cannot. */
function embeddedDatabaseUrl(dataDir: string): string {
  const files = clusterFiles(dataDir);
  return `postgresql://${SUPERUSER}:${encodeURIComponent(readPassword(dataDir))}@localhost:${SOCKET_PORT}/${APP_DATABASE}?host=${encodeURIComponent(files.socketDir)}`;
}
