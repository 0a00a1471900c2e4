import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { DateTime } from 'luxon';
import { CSRF_COOKIE, CSRF_HEADER } from '../../shared/auth/csrf';
import { BUSINESS_ZONE, todayInIndia } from '../../shared/common/dates';
import type { DB } from '../db/connection';
import { generateTrip, loadTripMasterData } from '../demo/seed-trips';
import { seededRandom, type DemoContext } from '../demo/seed';
import { seedFreight } from '../demo/seed-freight';
import { seedVendors } from '../demo/seed-vendors';
import { vehicleRepository } from '../modules/vehicles/repository';
import { tripRepository } from '../modules/trips/repository';
import { TEST_ADMIN } from './test-app';
import { nodeArgsFor } from './compiled-server';

const ROOT = path.resolve(__dirname, '../../..');

/** The real server as `npm start` runs it (compiled src/server/main.ts, see compiled-server.ts), on a free port. */
export class ServerProcess {
  private output = '';
  readonly exited: Promise<number | null>;
  baseUrl = '';
  private cookies = new Map<string, string>();

  private constructor(readonly child: ChildProcess) {
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  static async start(env: Record<string, string>): Promise<ServerProcess> {
    const child = spawn(process.execPath, nodeArgsFor('src/server/main.ts'), {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: TEST_ADMIN.password,
        CLIENT_DIST: '/nonexistent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(child);
    const started = new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        server.output += chunk.toString();
        const match = /on http:\/\/localhost:(\d+)/.exec(server.output);
        if (match) {
          server.baseUrl = `http://127.0.0.1:${match[1]}`;
          resolve();
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${server.output}`)));
    });
    await started;
    return server;
  }

  get log() {
    return this.output;
  }

  /** A request with this client's cookies and CSRF token, like the SPA sends it. */
  async call(
    method: string,
    url: string,
    body?: unknown,
  ): Promise<{
    status: number;
    headers: Headers;
    json: () => Promise<Record<string, unknown>>;
    bytes: () => Promise<Buffer>;
  }> {
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    const token = this.cookies.get(CSRF_COOKIE);
    if (token) headers[CSRF_HEADER] = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}/logistics${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair.split('=');
      this.cookies.set(name, value);
    }
    return {
      status: res.status,
      headers: res.headers,
      json: () => res.json() as Promise<Record<string, unknown>>,
      bytes: async () => Buffer.from(await res.arrayBuffer()),
    };
  }

  async signIn() {
    await this.call('GET', '/check-auth');
    const res = await this.call('POST', '/login', {
      username: TEST_ADMIN.username,
      password: TEST_ADMIN.password,
    });
    if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  }

  kill(signal: NodeJS.Signals) {
    this.child.kill(signal);
    return this.exited;
  }
}

/**
 * Master data (routes, vendors, two trucks; no accounts, so the server creates its admin) plus `count` Acknowledged, unbilled trips
 * of one vendor: a bill of all of them is big enough to be caught half-way. `tripForm` is the trip form's body (POST /reports)
 * of one more trip of that vendor, on a stored truck and route, for bursts of writes.
 */
export async function seedBillableTrips(
  db: DB,
  count: number,
): Promise<{ vendor: string; tripRowIds: number[]; tripForm: Record<string, string> }> {
  const ctx: DemoContext = { db, logins: [], random: seededRandom(7) };
  for (const step of [seedFreight, seedVendors]) await step(ctx);
  for (const truckNo of ['MH12AB1234', 'KA01CD5678'])
    await vehicleRepository(db).insert({ truckNo, make: 'Tata', companyOwner: 'Ramesh Patil' });
  const master = await loadTripMasterData(db);
  const vendor = master.vendors[0];
  const yesterday = DateTime.fromISO(todayInIndia(), { zone: BUSINESS_ZONE }).minus({ days: 1 }).toISODate()!;
  const values = Array.from({ length: count }, () => ({
    ...generateTrip(ctx.random, { ...master, vendors: [vendor] }, yesterday, 'Acknowledged'),
  }));
  // PostgreSQL takes at most 65,535 parameters per statement: a thousand trips at a time.
  const rows = [];
  for (let at = 0; at < values.length; at += 1000)
    rows.push(...(await tripRepository(db).insertMany(values.slice(at, at + 1000))));
  const truck = await db.selectFrom('vehicles').select('truck_no').executeTakeFirstOrThrow();
  const route = await db
    .selectFrom('freight_rates')
    .select(['from_destination', 'to_destination'])
    .executeTakeFirstOrThrow();
  const tripForm = {
    TruckNumber: truck.truck_no,
    Vendor: vendor.companyName,
    DestinationFrom: route.from_destination,
    DestinationTo: route.to_destination,
    // No DO number: a burst of the same trip is not asked about as duplicates.
    DriverName: 'Burst Test',
    TruckType: 'Bulker',
    TransactionStatus: 'Open',
    Weight: '20',
  };
  return { vendor: vendor.companyName, tripRowIds: rows.map((r) => r.id), tripForm };
}
