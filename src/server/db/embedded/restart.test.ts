import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { EmbeddedCluster } from './cluster';
import { clusterFiles } from './cluster-files';
import { copyFreshCluster } from '../../test/fresh-cluster';
import { scratchDir } from '../../test/scratch-dir';

/**
 * PostgreSQL dying under the app: started again, with growing pauses while it cannot start, said once
 * per outage. The three tests run side by side (test.concurrent), each on a cluster of its own: most of
 * their time is waiting for PostgreSQL's restarts and the pauses between them.
 */
const root = scratchDir('pg-restart-');
fs.chmodSync(root, 0o711); // PostgreSQL's user passes through to the data dirs inside
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a copy of the run's created cluster (restarts are the subject here, not initdb). */
async function startCluster(name: string) {
  const events: { at: number; message: string }[] = [];
  const cluster = new EmbeddedCluster({
    dataDir: copyFreshCluster(path.join(root, name)),
    restartOnDeath: true,
    onEvent: (message) => events.push({ at: Date.now(), message }),
  });
  await cluster.start();
  return { cluster, events, said: () => events.map((e) => e.message) };
}

async function waitFor(check: () => boolean, ms: number) {
  for (let waited = 0; waited < ms && !check(); waited += 100) await pause(100);
}

async function answers(cluster: EmbeddedCluster): Promise<number> {
  const client = new pg.Client(cluster.connection());
  await client.connect();
  try {
    return (await client.query<{ n: number }>('select 41 + 1 as n')).rows[0].n;
  } finally {
    await client.end();
  }
}

test.concurrent(
  'a postmaster killed while a backend runs a long query is back within seconds: the orphaned backend no longer blocks its shared memory',
  async () => {
    const { cluster, said } = await startCluster('busy');
    const busy = new pg.Client(cluster.connection());
    busy.on('error', () => undefined);
    await busy.connect();
    try {
      const long = busy.query('select count(*) from generate_series(1, 2000000000)').catch((e: Error) => e);
      await pause(500);
      const killedAt = Date.now();
      process.kill(cluster.postmasterPid()!, 'SIGKILL');
      await waitFor(() => said().includes('PostgreSQL is running again'), 60_000);
      // Before, every restart failed with "pre-existing shared memory block ... is still in use" until
      // the orphaned backend finished its query (about 40 s for this one, on an idle machine).
      expect(Date.now() - killedAt).toBeLessThan(20_000);
      expect(said()).toEqual([
        expect.stringMatching(/^PostgreSQL stopped on its own \(\d+\); starting it again$/),
        'PostgreSQL is running again',
      ]);
      expect(await answers(cluster)).toBe(42);
      expect(await long).toBeInstanceOf(Error);
    } finally {
      await busy.end().catch(() => undefined);
      await cluster.stop();
    }
  },
  120_000,
);

test.concurrent(
  'while PostgreSQL cannot start, it is tried again at growing intervals, said once, and it comes back by itself',
  async () => {
    const { cluster, said, events } = await startCluster('failing');
    const { pgdata, logFile } = clusterFiles(path.join(root, 'failing'));
    const version = path.join(pgdata, 'PG_VERSION');
    try {
      fs.renameSync(version, `${version}.away`); // every start now fails: "not a valid data directory"
      process.kill(cluster.postmasterPid()!, 'SIGKILL');
      const failures = () =>
        fs
          .readFileSync(logFile, 'utf8')
          .split('\n')
          .filter((line) => line.includes('is not a valid data directory'))
          .map((line) => Date.parse(line.slice(0, 23).replace(' ', 'T') + 'Z'));
      // Pauses of 0.5, 1 and 2 s, then 5, 10, ... up to 60: each attempt further from the one before.
      // Waited for rather than counted in a fixed window: on a slow machine an attempt itself takes a while.
      await waitFor(() => failures().length >= 3, 30_000);
      const [first, second, third] = failures();
      expect(second - first).toBeGreaterThanOrEqual(950);
      expect(third - second).toBeGreaterThanOrEqual(1900);
      expect(failures()).toHaveLength(3); // the fourth waits 5 s
      expect(said()).toEqual([
        expect.stringMatching(/^PostgreSQL stopped on its own/),
        expect.stringMatching(
          /^PostgreSQL did not start again \(trying again, at most a minute apart, until it does\)/,
        ),
      ]);
      fs.renameSync(`${version}.away`, version);
      await waitFor(() => said().includes('PostgreSQL is running again'), 30_000);
      expect(said()).toHaveLength(3);
      expect(said()[2]).toBe('PostgreSQL is running again');
      expect(events[2].at - events[0].at).toBeLessThan(15_000); // the next attempt, 5 s later
      expect(await answers(cluster)).toBe(42);
    } finally {
      if (fs.existsSync(`${version}.away`)) fs.renameSync(`${version}.away`, version);
      await cluster.stop();
    }
  },
  120_000,
);

test.concurrent(
  'a PostgreSQL killed again soon after its restart is the same outage: said once more, and restarted after a longer pause',
  async () => {
    const { cluster, said, events } = await startCluster('repeated');
    try {
      for (let kill = 1; kill <= 3; kill++) {
        process.kill(cluster.postmasterPid()!, 'SIGKILL');
        await waitFor(
          () => said().filter((m) => m === 'PostgreSQL is running again').length === kill,
          60_000,
        );
      }
      expect(said()).toEqual([
        expect.stringMatching(/^PostgreSQL stopped on its own \(\d+\); starting it again$/),
        'PostgreSQL is running again',
        expect.stringMatching(
          /^PostgreSQL stopped on its own again \(\d+\) soon after its restart; starting it again with growing pauses$/,
        ),
        'PostgreSQL is running again',
        'PostgreSQL is running again',
      ]);
      // Pauses of 0.5 s, then 1 s, then 2 s before the restarts (each also waits for PostgreSQL to be ready).
      const back = events.filter((e) => e.message === 'PostgreSQL is running again').map((e) => e.at);
      expect(back[2] - back[1]).toBeGreaterThanOrEqual(2000);
      expect(await answers(cluster)).toBe(42);
    } finally {
      await cluster.stop();
    }
  },
  120_000,
);
