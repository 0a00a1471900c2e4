import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The processes the benchmark measures: the app as `npm start` runs it, and a bare Fastify. */

/**
 * BENCH_SERVER_ROOT measures another checkout's compiled server with this bench (an older commit
 * beside today's in the same minutes: the CPU unit moves between runs, a ratio within one does not).
 */
const benchRoot = path.resolve(__dirname, '../../..');
const root = process.env.BENCH_SERVER_ROOT ? path.resolve(process.env.BENCH_SERVER_ROOT) : benchRoot;
const COMPILED = path.join(root, 'dist/server/src/server/main.js');

export interface RunningApp {
  baseUrl: string;
  pid: number;
  startMs: number;
  stop(): Promise<void>;
}

/**
 * Starts the compiled server (build it first: npm run build) and waits for it to answer.
 * `nodeArgs` go before the script (the office run's --cpu-prof).
 */
export async function startApp(
  databaseUrl: string,
  port: number,
  nodeArgs: string[] = [],
): Promise<RunningApp> {
  if (!fs.existsSync(COMPILED)) throw new Error('No compiled server: run `npm run build` first.');
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, COMPILED], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`The app exited with ${child.exitCode}`);
    try {
      await fetch(`${baseUrl}/logistics/check-auth`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const startMs = performance.now() - started;
  return {
    baseUrl,
    pid: child.pid!,
    startMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The reference: a bare Fastify answering { hello: 'world' }, in its own process like the app. */
export function startHelloWorld(port: number) {
  return startBare(
    `const app = require('fastify')({ logger: false }); app.get('/', async () => ({ hello: 'world' }));
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));`,
    port,
  );
}

/**
 * The limit for a list: a bare Fastify sending the bytes the app answered (read from `file` once,
 * kept in memory) with the app's content headers, on any path.
 */
export function startBareBytes(port: number, file: string, headers: Record<string, string>) {
  return startBare(
    `const body = require('fs').readFileSync(${JSON.stringify(file)});
    const app = require('fastify')({ logger: false });
    app.get('/*', (request, reply) => { reply.headers(${JSON.stringify(headers)}).send(body); });
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));`,
    port,
  );
}

async function startBare(script: string, port: number) {
  const child = spawn(process.execPath, ['-e', script], {
    cwd: benchRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
