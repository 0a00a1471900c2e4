import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/connection';
import { OPS_MESSAGES } from '../../../shared/common/messages';
import { buildTestApp, TestClient } from '../../test/test-app';

/** Load balancers read 200 with the database up, 503 within 2 s without it. */
const config = { ...loadConfig({}), logLevel: 'silent', clientDist: '/nonexistent' } as const;

async function appOn(databaseUrl: string): Promise<FastifyInstance> {
  return buildApp(config, await openDatabase({ databaseUrl }));
}

async function timedHealth(app: FastifyInstance) {
  const started = Date.now();
  const res = await app.inject({ method: 'GET', url: '/logistics/health' });
  return { res, ms: Date.now() - started };
}

async function expectDownWithin2s(app: FastifyInstance) {
  const { res, ms } = await timedHealth(app);
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ message: OPS_MESSAGES.databaseDown });
  expect(ms).toBeLessThan(2000);
}

test('200 with the database reachable', async () => {
  const app = await buildTestApp();
  try {
    const { res } = await timedHealth(app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: OPS_MESSAGES.healthy });
  } finally {
    await app.close();
  }
}, 60_000);

test("an admin's session also reads the backups' state; everyone else gets the same answer as a load balancer", async () => {
  const app = await buildTestApp();
  try {
    const loadingManager = await TestClient.as(app, 'loadingManager');
    expect((await loadingManager.get('/health')).json()).toEqual({ status: OPS_MESSAGES.healthy });
    const admin = await TestClient.as(app, 'admin');
    // The tests' database is a PostgreSQL server reached by URL: its own tools back it up.
    expect((await admin.get('/health')).json()).toEqual({
      status: OPS_MESSAGES.healthy,
      backups: { kind: 'server' },
    });
  } finally {
    await app.close();
  }
}, 60_000);

test('503 with a JSON message within 2 s when nothing listens on the database port', async () => {
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as net.AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  const app = await appOn(`postgres://postgres@127.0.0.1:${port}/none`);
  try {
    await expectDownWithin2s(app);
  } finally {
    await app.close();
  }
});

test('503 within 2 s when the database accepts the connection but never answers', async () => {
  const sockets: net.Socket[] = [];
  const silent = net.createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as net.AddressInfo;
  const app = await appOn(`postgres://postgres@127.0.0.1:${port}/none`);
  try {
    await expectDownWithin2s(app);
  } finally {
    // The pool gives up on the silent server after its connection timeout; then everything closes.
    sockets.forEach((socket) => socket.destroy());
    await app.close();
    await new Promise((resolve) => silent.close(resolve));
  }
}, 20_000);
