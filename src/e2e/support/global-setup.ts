import { spawn, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  APP_DATABASE,
  SOCKET_PORT,
  SUPERUSER,
  clusterFiles,
  readPassword,
} from '../../server/db/embedded/cluster-files';
import { E2E_ADMIN } from './config';

const root = path.resolve(__dirname, '../../..');

async function waitForServer(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/logistics/check-auth`);
      if (res.status === 401 || res.status === 200) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The app did not start at ${url}`);
}

/**
 * The app's command: the TypeScript sources under tsx, or with E2E_NODE (a node binary, e.g. CI's
 * Node 22) the compiled server as `npm start` runs it, so the browser suite checks that Node too.
 */
function appCommand(): [string, string[]] {
  const node = process.env.E2E_NODE;
  if (node) return [node, ['dist/server/src/server/main.js']];
  return [path.join(root, 'node_modules/.bin/tsx'), ['src/server/main.ts']];
}

/**
 * Starts the app on a fresh data dir and a free port, unless E2E_BASE_URL points at one already
 * running (CI starts it itself). The bootstrap admin is E2E_ADMIN.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  execSync('node config/build-if-needed.js', { cwd: root, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-e2e-'));
  const port = 18000 + Math.floor(Math.random() * 2000);
  const [command, args] = appCommand();
  const server = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Every browser test signs up its own users from 127.0.0.1.
      SIGNUP_MAX_PER_HOUR: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  process.env.E2E_BASE_URL = url;
  (globalThis as { __E2E__?: unknown }).__E2E__ = { server, dataDir };
  await waitForServer(url, 60_000);
  process.env.E2E_DATABASE_URL = embeddedDatabaseUrl(dataDir);
}

/** The started app's embedded cluster (socket only, password in DATA_DIR), for tests that arrange data the screens cannot. */
function embeddedDatabaseUrl(dataDir: string): string {
  const files = clusterFiles(dataDir);
  return `postgresql://${SUPERUSER}:${encodeURIComponent(readPassword(dataDir))}@localhost:${SOCKET_PORT}/${APP_DATABASE}?host=${encodeURIComponent(files.socketDir)}`;
}
