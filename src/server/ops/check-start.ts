import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postmasterPids } from '../db/embedded/stale-postmaster';
import { CSRF_COOKIE, CSRF_HEADER } from '../../shared/auth/csrf';

/**
 * CI's check of the two start commands as a user runs them: `npm run demo` and `npm start`, each on
 * an empty data dir (embedded PostgreSQL) and a free port, must start, and every login they print must
 * log in through the API as the SPA does (CSRF double submit). Exits 1 with the reason otherwise.
 * Run it after `npm run build`: node --import tsx src/server/ops/check-start.ts
 */
const ROOT = path.resolve(__dirname, '../../..');
const START_TIMEOUT_MS = 240_000;
/** Once the last expected line is out, the rest of a burst of lines arrives within this. */
const SETTLE_MS = 500;

interface Login {
  username: string;
  password: string;
  /** The profile the command printed beside it, when it printed one. */
  profile?: string;
}

interface Started {
  child: ChildProcess;
  output: () => string;
  baseUrl: string;
}

/** Starts `npm run <script>` in its own process group on an empty data dir; resolves once `ready` matches its output. */
async function startScript(script: string, dataDir: string, ready: RegExp): Promise<Started> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'ADMIN_USERNAME', 'ADMIN_PASSWORD']) delete env[name];
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`npm run ${script} exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    const port = /on http:\/\/localhost:(\d+)/.exec(output);
    if (port && ready.test(output)) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      return { child, output: () => output, baseUrl: `http://127.0.0.1:${port[1]}/logistics` };
    }
    if (Date.now() - started > START_TIMEOUT_MS)
      throw new Error(`npm run ${script} did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** SIGTERM to the whole group (npm and the server it started), SIGKILL if it lingers. */
async function stop({ child }: Started): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  const lingering = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(lingering);
}

/** Logs in as the SPA does: a GET hands out the CSRF cookie, the POST echoes it in the header. */
async function logIn(baseUrl: string, login: Login): Promise<void> {
  const first = await fetch(`${baseUrl}/check-auth`);
  const token = first.headers
    .getSetCookie()
    .map((c) => c.startsWith(`${CSRF_COOKIE}=`) && c.slice(CSRF_COOKIE.length + 1).split(';')[0])
    .find(Boolean);
  if (!token) throw new Error(`GET /check-auth handed out no ${CSRF_COOKIE} cookie`);
  const res = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${CSRF_COOKIE}=${token}`, [CSRF_HEADER]: token },
    body: JSON.stringify({ username: login.username, password: login.password }),
  });
  const body = (await res.json()) as { username?: string; profile?: string; message?: string };
  if (
    res.status !== 200 ||
    body.username !== login.username ||
    (login.profile && body.profile !== login.profile)
  ) {
    throw new Error(`login as ${login.username} answered ${res.status} ${JSON.stringify(body)}`);
  }
  console.log(`  logged in as ${login.username} (${body.profile})`);
}

/** The demo's "Logins:" block: one `profile username password` line each. */
function demoLogins(output: string): Login[] {
  const block = output.slice(output.indexOf('Logins:'));
  return [...block.matchAll(/^ {2}(\S+) +(\S+) +(\S+)$/gm)].map(([, profile, username, password]) => ({
    profile,
    username,
    password,
  }));
}

/** The first start's admin account, printed once. */
function firstStartAdmin(output: string): Login {
  const username = /username: (\S+)/.exec(output)?.[1];
  const password = /password: (\S+)/.exec(output)?.[1];
  if (!username || !password) throw new Error(`npm start printed no admin account:\n${output}`);
  return { username, password, profile: 'admin' };
}

async function check(script: string, ready: RegExp, loginsOf: (output: string) => Login[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `check-${script}-`));
  let started: Started | undefined;
  try {
    console.log(`npm run ${script} on an empty data dir:`);
    started = await startScript(script, dataDir, ready);
    const logins = loginsOf(started.output());
    if (logins.length === 0) throw new Error(`npm run ${script} printed no logins:\n${started.output()}`);
    for (const login of logins) await logIn(started.baseUrl, login);
  } finally {
    if (started) await stop(started);
    await postgresGone(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/**
 * Waits until the embedded PostgreSQL under the data dir has exited (it removes its postmaster.pid
 * last): npm and the server can be gone while it still archives its last WAL into backups/wal, and
 * removing the directory under it failed with ENOTEMPTY.
 */
async function postgresGone(dataDir: string): Promise<void> {
  for (let waited = 0; postmasterPids(dataDir, 3).length > 0 && waited < START_TIMEOUT_MS; waited += 200)
    await new Promise((resolve) => setTimeout(resolve, 200));
}

async function main() {
  await check('demo', /Logins:\n(.*\n)+/, demoLogins);
  await check('start', /password: \S+/, (output) => [firstStartAdmin(output)]);
  console.log('Both start commands start, and every printed login logs in.');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
