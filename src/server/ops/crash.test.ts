import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { billingService } from '../modules/billing/service';
import { renderBillPdf } from '../pdf/bill-pdf';
import { brokenInvariants } from '../test/db-invariants';
import { seedBillableTrips, ServerProcess } from '../test/server-process';

/**
 * Issue 10, points 4 and 6: the real server process is killed with SIGKILL in the middle of a
 * 1,000-trip bill and a burst of trip writes, restarted, and checked: no half-written bill, no trip
 * on two live bills, every write answered with success is there. Then SIGTERM during a 1,000-trip
 * bill: the bill is whole with its PDF or no trip is Billed, and the process exits 0 within 10 s.
 * On PGlite always; on PostgreSQL too when TEST_DATABASE_URL is set.
 */
interface Backend {
  name: string;
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  cleanup(): Promise<void>;
}

function pgliteBackend(): Backend {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-pglite-'));
  return {
    name: 'PGlite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

function postgresBackend(url: string): Backend {
  const schema = `crash_${crypto.randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  const separator = url.includes('?') ? '&' : '?';
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}` },
    open: async () => {
      await admin(`create schema if not exists ${schema}`);
      return openDatabase({ databaseUrl: url, schema });
    },
    cleanup: () => admin(`drop schema if exists ${schema} cascade`),
  };
}

const backends = [pgliteBackend()];
if (process.env.TEST_DATABASE_URL) backends.push(postgresBackend(process.env.TEST_DATABASE_URL));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const billBody = (ids: number[]) => ids.map((id) => ({ id: String(id), remarks: [], applyTaxes: false }));

describe.each(backends)('$name', (backend) => {
  let crashTrips: number[];
  let termTrips: number[];
  let tripForm: Record<string, string>;

  beforeAll(async () => {
    const database = await backend.open();
    try {
      await migrateToLatest(database.db);
      const seeded = await seedBillableTrips(database.db, 2000);
      crashTrips = seeded.tripRowIds.slice(0, 1000);
      termTrips = seeded.tripRowIds.slice(1000);
      tripForm = seeded.tripForm;
    } finally {
      await database.close();
    }
  }, 240_000);

  afterAll(() => backend.cleanup());

  test('SIGKILL mid bill and mid trip burst: after a restart no bill is half-written and every answered write is there', async () => {
    const server = await ServerProcess.start(backend.env);
    await server.signIn();
    const answered: string[] = [];
    let stop = false;
    const burst = Array.from({ length: 4 }, async () => {
      while (!stop) {
        try {
          const res = await server.call('POST', '/reports', tripForm);
          if (res.status === 200 || res.status === 201) answered.push(String((await res.json()).TripID));
        } catch {
          return; // the server is gone
        }
      }
    });
    // Some writes answered first (however slow the machine), then the bill, then the kill mid-way.
    for (let waited = 0; answered.length < 5 && waited < 60_000; waited += 50) await sleep(50);
    const bill = server.call('POST', '/generate-pdf-bill', billBody(crashTrips)).catch(() => null);
    await sleep(250);
    expect(await server.kill('SIGKILL')).toBe(null);
    stop = true;
    await Promise.all([burst, bill]);
    expect(answered.length).toBeGreaterThanOrEqual(5);

    // Restart on the same data (the dead process's lock is gone with it), then stop cleanly.
    const again = await ServerProcess.start(backend.env);
    const health = await fetch(`${again.baseUrl}/logistics/health`);
    expect(health.status).toBe(200);
    expect(await again.kill('SIGTERM')).toBe(0);

    const database = await backend.open();
    try {
      expect(await brokenInvariants(database.db)).toEqual([]);
      const stored = await database.db.selectFrom('trips').select('trip_id').where('trip_id', 'in', answered).execute();
      expect(stored.map((t) => t.trip_id).sort()).toEqual([...answered].sort());
    } finally {
      await database.close();
    }
  }, 240_000);

  test('SIGTERM during a 1,000-trip bill: the bill is whole with its PDF, or no trip is Billed; exit 0 within 10 s', async () => {
    const server = await ServerProcess.start(backend.env);
    await server.signIn();
    const bill = server.call('POST', '/generate-pdf-bill', billBody(termTrips)).then((res) => res.status, () => null);
    await sleep(200);
    const signalled = Date.now();
    const code = await server.kill('SIGTERM');
    // The server's own output rides along, so a failure says why it did not exit cleanly.
    expect({ code, log: server.log }).toEqual({ code: 0, log: expect.any(String) });
    expect(Date.now() - signalled).toBeLessThan(10_000);
    const status = await bill;

    const database = await backend.open();
    try {
      expect(await brokenInvariants(database.db)).toEqual([]);
      const billed = await database.db.selectFrom('trips').select(['bill_id']).where('id', 'in', termTrips).where('transaction_status', '=', 'Billed').execute();
      if (billed.length === 0) return; // rolled back (or never started): nothing Billed
      expect(billed).toHaveLength(1000);
      const billIds = new Set(billed.map((t) => t.bill_id));
      expect(billIds.size).toBe(1);
      const stored = await billingService(database.db).load([...billIds][0]!);
      const pdf = await renderBillPdf(stored, { name: 'Test', address: 'Test' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      if (status !== null) expect(status).toBe(200); // an answered request got its PDF
    } finally {
      await database.close();
    }
  }, 240_000);
});
