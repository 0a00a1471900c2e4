import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { billingService } from '../modules/billing/service';
import { renderBillPdf } from '../pdf/bill-pdf';
import { brokenInvariants, expectAnsweredTripsStored } from '../test/db-invariants';
import { seedBillableTrips, ServerProcess } from '../test/server-process';
import { runAs, withDatabase } from '../test/test-database';
import { todayInIndia } from '../../shared/common/dates';
import { scratchDir } from '../test/scratch-dir';
import { copyFreshCluster } from '../test/fresh-cluster';

/**
 * The real server process is killed with SIGKILL in the middle of a 1,000-trip bill and a burst of
 * trip writes, restarted, and checked: no half-written bill, no trip on two live bills, every write
 * answered with success is there. The same with PostgreSQL itself killed under the running app
 * (embedded): the app answers 503 while it is away and starts it again. Then SIGTERM during a
 * 1,000-trip bill: the bill is whole with its PDF or no trip is Billed, and the process exits 0
 * within 10 s. On the embedded PostgreSQL always; on a PostgreSQL server too with TEST_DATABASE_URL.
 */
interface Backend {
  name: string;
  /** The embedded cluster's data dir (its PostgreSQL can be killed under the app). */
  dataDir?: string;
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  cleanup(): Promise<void>;
}

function embeddedBackend(): Backend {
  // A created cluster, as after the app's first start: what is killed here is a running app's.
  const dataDir = copyFreshCluster(scratchDir('crash-embedded-'));
  return {
    name: 'embedded PostgreSQL',
    dataDir,
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

function postgresBackend(url: string): Backend {
  const name = `crash_${crypto.randomBytes(5).toString('hex')}`;
  const databaseUrl = withDatabase(url, name);
  let created: Promise<void> | undefined; // opened again after each kill: made the first time
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: databaseUrl },
    open: async () => {
      await (created ??= runAs(url, `create database ${name}`));
      return openDatabase({ databaseUrl });
    },
    cleanup: () => runAs(url, `drop database if exists ${name} with (force)`),
  };
}

const backends = [embeddedBackend()];
if (process.env.TEST_DATABASE_URL) backends.push(postgresBackend(process.env.TEST_DATABASE_URL));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const billBody = (ids: number[]) => ids.map((id) => ({ id: String(id), remarks: [], applyTaxes: false }));

/** Bills a few trips through the API: a bill to record a burst of payments against. */
async function billToPay(server: ServerProcess, tripIds: number[]): Promise<string> {
  const res = await server.call('POST', '/generate-pdf-bill', billBody(tripIds));
  const billId = res.headers.get('x-bill-id');
  if (res.status !== 200 || !billId) throw new Error(`the bill to pay was not made: ${res.status}`);
  return billId;
}

/**
 * Two clerks recording one-rupee NEFT payments against the bill, each with its own reference, until
 * `stopped()`; `answered` gets the reference of every payment answered 201. A failed call ends a
 * clerk when the server is gone (`endOnFailure`), else it tries again (PostgreSQL away).
 */
function paymentBurst(
  server: ServerProcess,
  billId: string,
  answered: string[],
  stopped: () => boolean,
  endOnFailure: boolean,
) {
  return Array.from({ length: 2 }, async (_, clerk) => {
    for (let n = 0; !stopped(); n++) {
      const reference = `UTR${clerk}${String(n).padStart(8, '0')}${Date.now().toString(36).toUpperCase()}`;
      const res = await server
        .call('POST', '/payments', {
          billId,
          date: todayInIndia(),
          mode: 'NEFT',
          reference,
          amount: 1,
        })
        .catch(() => null);
      if (!res && endOnFailure) return;
      if (res?.status === 201) answered.push(reference);
      else await sleep(50);
    }
  });
}

/**
 * Four clerks posting the trip form until `stopped()`; `answered` gets the TripID of every trip
 * answered with success and `statuses` every status. A failed call ends a clerk when the server is
 * gone (`endOnFailure`), else it tries again (PostgreSQL away).
 */
function tripBurst(
  server: ServerProcess,
  tripForm: Record<string, string>,
  answered: string[],
  stopped: () => boolean,
  endOnFailure: boolean,
  statuses = new Set<number>(),
) {
  return Array.from({ length: 4 }, async () => {
    while (!stopped()) {
      const res = await server.call('POST', '/reports', tripForm).catch(() => null);
      if (!res && endOnFailure) return;
      if (res) statuses.add(res.status);
      if (res?.status === 200 || res?.status === 201) {
        // A success whose body does not arrive fails the test, unless the server is being killed.
        const body = await res.json().catch((error: unknown) => {
          if (endOnFailure) return null;
          throw error;
        });
        if (!body) return;
        answered.push(String(body.TripID));
      } else await sleep(50);
    }
  });
}

/**
 * A signed-in server under a trip burst and a payment burst (against a bill of `billTrips`), once
 * five trips were answered. `stop()` ends both bursts; `endOnFailure` as in tripBurst.
 */
async function serverUnderWrites(
  backend: Backend,
  tripForm: Record<string, string>,
  billTrips: number[],
  endOnFailure: boolean,
) {
  const server = await ServerProcess.start(backend.env);
  await server.signIn();
  const answered: string[] = [];
  const paid: string[] = [];
  const statuses = new Set<number>();
  let stopped = false;
  const payments = paymentBurst(
    server,
    await billToPay(server, billTrips),
    paid,
    () => stopped,
    endOnFailure,
  );
  const burst = tripBurst(server, tripForm, answered, () => stopped, endOnFailure, statuses);
  for (let waited = 0; answered.length < 5 && waited < 60_000; waited += 50) await sleep(50);
  const stop = async () => {
    stopped = true;
    await Promise.all([...burst, ...payments]);
  };
  return { server, answered, paid, statuses, stop };
}

/** Every payment answered 201 is stored. */
async function expectPayments(db: DatabaseHandle['db'], answered: string[]) {
  const stored = await db
    .selectFrom('payments')
    .select('reference')
    .where('reference', 'in', answered)
    .execute();
  expect(stored.map((p) => p.reference).sort()).toEqual([...answered].sort());
}

/** After a crash and restart: the invariants hold and every trip and payment that was answered is stored. */
async function expectAnsweredWritesStored(
  backend: Backend,
  answeredTrips: string[],
  answeredPayments: string[],
) {
  const database = await backend.open();
  try {
    expect(await brokenInvariants(database.db)).toEqual([]);
    await expectAnsweredTripsStored(database.db, answeredTrips);
    await expectPayments(database.db, answeredPayments);
  } finally {
    await database.close();
  }
}

describe.each(backends)('$name', (backend) => {
  let crashTrips: number[];
  let termTrips: number[];
  let pgKillTrips: number[];
  let tripsToPay: number[];
  let tripForm: Record<string, string>;

  beforeAll(async () => {
    const database = await backend.open();
    try {
      await migrateToLatest(database.db);
      const seeded = await seedBillableTrips(database.db, 3020);
      crashTrips = seeded.tripRowIds.slice(0, 1000);
      termTrips = seeded.tripRowIds.slice(1000, 2000);
      pgKillTrips = seeded.tripRowIds.slice(2000, 3000);
      tripsToPay = seeded.tripRowIds.slice(3000);
      tripForm = seeded.tripForm;
    } finally {
      await database.close();
    }
  }, 240_000);

  afterAll(() => backend.cleanup());

  test('SIGKILL mid bill, trip burst and payment burst: after a restart no bill is half-written and every answered write is there', async () => {
    // Some writes answered first (however slow the machine), then the bill, then the kill mid-way.
    const { server, answered, paid, stop } = await serverUnderWrites(
      backend,
      tripForm,
      tripsToPay.slice(0, 10),
      true,
    );
    const bill = server.call('POST', '/generate-pdf-bill', billBody(crashTrips)).catch(() => null);
    await sleep(250);
    expect(await server.kill('SIGKILL')).toBe(null);
    await Promise.all([stop(), bill]);
    expect(answered.length).toBeGreaterThanOrEqual(5);
    expect(paid.length).toBeGreaterThanOrEqual(1);

    // Restart on the same data (the dead process's lock is gone with it), then stop cleanly.
    const again = await ServerProcess.start(backend.env);
    const health = await fetch(`${again.baseUrl}/logistics/health`);
    expect(health.status).toBe(200);
    expect(await again.kill('SIGTERM')).toBe(0);

    await expectAnsweredWritesStored(backend, answered, paid);
  }, 240_000);

  // Only the embedded PostgreSQL is the app's to kill and start again.
  if (backend.dataDir)
    test('kill -9 of PostgreSQL mid bill, trip burst and payment burst: 503 while it is away, the app starts it again, every answered write is there', async () => {
      const { server, answered, paid, statuses, stop } = await serverUnderWrites(
        backend,
        tripForm,
        tripsToPay.slice(10, 20),
        false,
      );
      const bill = server.call('POST', '/generate-pdf-bill', billBody(pgKillTrips)).then(
        (res) => res.status,
        () => null,
      );
      await sleep(250);
      const postmaster = Number(
        fs.readFileSync(path.join(backend.dataDir!, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      process.kill(postmaster, 'SIGKILL');
      const killedAt = answered.length;
      // Writes are answered again once the app has started PostgreSQL again (crash recovery included).
      for (let waited = 0; answered.length < killedAt + 5 && waited < 120_000; waited += 100)
        await sleep(100);
      const paidBefore = paid.length;
      for (let waited = 0; paid.length < paidBefore + 5 && waited < 60_000; waited += 100) await sleep(100);
      await stop();
      expect(answered.length).toBeGreaterThanOrEqual(killedAt + 5);
      expect(paid.length).toBeGreaterThanOrEqual(paidBefore + 5);
      expect([...statuses].filter((status) => status >= 500 && status !== 503)).toEqual([]);
      expect(statuses.has(503)).toBe(true);
      expect([200, 503, null]).toContain(await bill);
      expect(await server.kill('SIGTERM')).toBe(0);

      await expectAnsweredWritesStored(backend, answered, paid);
    }, 240_000);

  test('SIGTERM during a 1,000-trip bill: the bill is whole with its PDF, or no trip is Billed; exit 0 within 10 s', async () => {
    const server = await ServerProcess.start(backend.env);
    await server.signIn();
    const bill = server.call('POST', '/generate-pdf-bill', billBody(termTrips)).then(
      (res) => res.status,
      () => null,
    );
    await sleep(200);
    const signalled = Date.now();
    const code = await server.kill('SIGTERM');
    // The server's own output rides along, so a failure says why it did not exit cleanly.
    expect({ code, log: server.log }).toEqual({
      code: 0,
      log: expect.any(String),
    });
    expect(Date.now() - signalled).toBeLessThan(10_000);
    const status = await bill;

    const database = await backend.open();
    try {
      expect(await brokenInvariants(database.db)).toEqual([]);
      const billed = await database.db
        .selectFrom('trips')
        .select(['bill_id'])
        .where('id', 'in', termTrips)
        .where('transaction_status', '=', 'Billed')
        .execute();
      if (billed.length === 0) return; // rolled back (or never started): nothing Billed
      expect(billed).toHaveLength(1000);
      const billIds = new Set(billed.map((t) => t.bill_id));
      expect(billIds.size).toBe(1);
      const stored = await billingService(database.db).load([...billIds][0]!);
      const pdf = await renderBillPdf(stored, {
        name: 'Test',
        address: 'Test',
      });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      if (status !== null) expect(status).toBe(200); // an answered request got its PDF
    } finally {
      await database.close();
    }
  }, 240_000);
});
