import crypto from 'node:crypto';
import net from 'node:net';
import { OPS_MESSAGES } from '../../shared/common/messages';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../plugins/cookies';
import { expectAnsweredTripsStored } from '../test/db-invariants';
import { seedBillableTrips, ServerProcess } from '../test/server-process';
import { runAs, withDatabase } from '../test/test-database';
import { TEST_ADMIN } from '../test/test-app';
import { TEST_CLUSTER_ENV } from '../test/test-cluster';

/**
 * The database goes away and comes back: requests meet a 503 with a message (never a 500), the
 * health check says 503, and the server process lives on and recovers by itself.
 */
const unavailable = { message: OPS_MESSAGES.databaseUnavailable };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('with nothing listening on the database port, API requests answer 503 with a message', async () => {
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as net.AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  const config = {
    ...loadConfig({}),
    logLevel: 'silent',
    clientDist: '/nonexistent',
  } as const;
  const app = await buildApp(
    config,
    await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/none`,
    }),
  );
  try {
    const signedIn = await app.inject({
      method: 'GET',
      url: '/logistics/check-auth',
      cookies: { [SESSION_COOKIE]: 'some-session' },
    });
    expect(signedIn.statusCode).toBe(503);
    expect(signedIn.json()).toEqual(unavailable);
    expect(signedIn.headers['retry-after']).toBe('5');
    const login = await app.inject({
      method: 'POST',
      url: '/logistics/login',
      payload: TEST_ADMIN,
      cookies: { [CSRF_COOKIE]: 'tok' },
      headers: { [CSRF_HEADER]: 'tok' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual(unavailable);
  } finally {
    await app.close();
  }
});

// A PostgreSQL server: TEST_DATABASE_URL's, else the embedded cluster `npm test` runs.
const serverUrl = process.env.TEST_DATABASE_URL ?? process.env[TEST_CLUSTER_ENV];
if (serverUrl) {
  /** A database of the test's own, so refusing connections to it and ending its backends touches nobody else. */
  const name = `outage_${crypto.randomBytes(5).toString('hex')}`;
  const databaseUrl = withDatabase(serverUrl, name);
  const admin = (statement: string) => runAs(serverUrl, statement);
  /** Refused: PostgreSQL answers every new connection with "not currently accepting connections". */
  const refuseConnections = async () => {
    await admin(`alter database ${name} allow_connections false`);
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
  };
  const acceptConnections = () => admin(`alter database ${name} allow_connections true`);

  /** Longer than the pool's 5 s connection timeout (connection.ts), so the outage outlasts any wait for a connection. */
  const OUTAGE_MS = 6_000;

  describe('PostgreSQL refusing connections for 6 s during a burst of trip writes', () => {
    let tripForm: Record<string, string>;

    beforeAll(async () => {
      await admin(`create database ${name}`);
      const database = await openDatabase({ databaseUrl });
      try {
        await migrateToLatest(database.db);
        ({ tripForm } = await seedBillableTrips(database.db, 1));
      } finally {
        await database.close();
      }
    }, 120_000);

    afterAll(() => admin(`drop database if exists ${name} with (force)`));

    test('the same process throughout: 503 while away, health 200 within 20 s after, every answered write stored', async () => {
      const server = await ServerProcess.start({ DATABASE_URL: databaseUrl });
      const health = async () => (await fetch(`${server.baseUrl}/logistics/health`)).status;
      await server.signIn();
      const answered: string[] = [];
      const refused: unknown[] = [];
      const other: string[] = [];
      let stop = false;
      const burst = Array.from({ length: 3 }, async () => {
        while (!stop) {
          const res = await server.call('POST', '/reports', tripForm);
          if (res.status === 200 || res.status === 201) answered.push(String((await res.json()).TripID));
          else if (res.status === 503) refused.push(await res.json());
          else other.push(`${res.status} ${JSON.stringify(await res.json())}`);
          if (res.status === 503) await sleep(100); // a client backing off while the database is away
        }
      });
      for (let waited = 0; answered.length < 5 && waited < 60_000; waited += 50) await sleep(50);
      const beforeOutage = answered.length;

      await refuseConnections();
      const away = Date.now();
      const healthWhileAway: number[] = [];
      while (Date.now() - away < OUTAGE_MS) {
        healthWhileAway.push(await health());
        await sleep(500);
      }
      await acceptConnections();
      const back = Date.now();
      let healthy = false;
      while (!healthy && Date.now() - back < 20_000) {
        healthy = (await health()) === 200;
        if (!healthy) await sleep(250);
      }
      const duringAndBefore = answered.length;
      for (let waited = 0; answered.length < duringAndBefore + 5 && waited < 20_000; waited += 50)
        await sleep(50);
      stop = true;
      await Promise.all(burst);

      expect({ alive: server.child.exitCode, log: server.log }).toEqual({
        alive: null,
        log: expect.not.stringMatching(/Unhandled|uncaught/i),
      });
      expect(healthy).toBe(true);
      // The first probe may still have been answered; from the second one on the database is away.
      expect(healthWhileAway.slice(1)).toEqual(healthWhileAway.slice(1).map(() => 503));
      expect(refused.length).toBeGreaterThan(0);
      expect(new Set(refused.map((body) => JSON.stringify(body)))).toEqual(
        new Set([JSON.stringify(unavailable)]),
      );
      expect(other).toEqual([]);
      expect(beforeOutage).toBeGreaterThanOrEqual(5);
      expect(answered.length).toBeGreaterThanOrEqual(duringAndBefore + 5); // writes work again by themselves
      expect(await server.kill('SIGTERM')).toBe(0);

      const database = await openDatabase({ databaseUrl });
      try {
        await expectAnsweredTripsStored(database.db, answered);
      } finally {
        await database.close();
      }
    }, 180_000);
  });
}
