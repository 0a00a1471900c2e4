import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/** A started app: its address, its process and its data dir. */
export interface AppProcess {
  url: string;
  server: ChildProcess;
  dataDir: string;
  /** Stops it (the app stops its embedded PostgreSQL on SIGTERM) and removes its data dir. */
  stop(): Promise<void>;
}

/**
 * Starts the app on a fresh data dir and a free port, its bootstrap admin E2E_ADMIN; `env` adds to
 * (or overrides) the environment, e.g. SMTP_URL for a test that reads the mail it sends.
 */
export async function startAppProcess(env: Record<string, string> = {}): Promise<AppProcess> {
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
      SIGNUP_MAX_PER_HOUR_TOTAL: '1000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForServer(url, 90_000);
  return {
    url,
    server,
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
