import fs from 'node:fs';
import { sql } from 'kysely';
import { APPLICATION_NAME, type DB } from '../db/connection';
import { todayInIndia } from '../../shared/common/dates';
import { seededRandom } from '../demo/seed';
import { loadTripMasterData } from '../demo/seed-trips';
import { encodeForm, OfficeClerk, RoundRobin, type OfficeAction } from './office-clerk';
import { cpuSecondsOf } from './office-measures';
import { CLERK_PASSWORD, ensureClerks, monthsOfThreeYears, newTripForm } from './office';
import { startApp, type RunningApp } from './servers';

/**
 * `npm run bench -- office-actions`: the office's CPU per request of each kind, alone: one instance,
 * one clerk sending OFFICE_ACTION_RUNS requests of a kind one after the other, the instance's CPU
 * (its main thread apart from its other threads: V8's GC and compiler, the PDF workers) and its
 * database backends' from /proc before and after. Steadier than the whole office on a shared
 * machine, and it says which kinds the office's average is made of. OFFICE_ACTION names one kind
 * alone (with BENCH_CPU_PROFILE_DIR, the profile then shows only it after the unmeasured round).
 */

/** Each kind first runs this often unmeasured: compiled code, a warm pool, prepared statements and their plans. */
const WARM_RUNS = 20;

export interface ActionCpu {
  action: OfficeAction;
  runs: number;
  instanceMs: number;
  databaseMs: number;
  /** The instance's CPU per request, user + system, of its main thread and of its other threads. */
  threads: string;
}

type ThreadCpu = Map<string, { user: number; system: number }>;

/** user and system CPU seconds of a process's main thread and of its other threads (Node names them all "node"). */
function threadCpu(pid: number): ThreadCpu {
  const byName: ThreadCpu = new Map();
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
      const name = task === String(pid) ? 'main' : 'others';
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const was = byName.get(name) ?? { user: 0, system: 0 };
      byName.set(name, {
        user: was.user + Number(fields[11]) / 100,
        system: was.system + Number(fields[12]) / 100,
      });
    } catch {
      // a thread that ended meanwhile
    }
  }
  return byName;
}

/** Each app backend's CPU seconds by pid. */
async function backendCpu(db: DB): Promise<Map<number, number>> {
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity where application_name = ${APPLICATION_NAME} and datname = current_database()`.execute(
    db,
  );
  return new Map(rows.map((r) => [r.pid, cpuSecondsOf(r.pid) ?? 0]));
}

/**
 * The backends' CPU since `at`: each backend's own growth (a new one's all of it). The pool closes
 * connections idle for 10 s, and a sum over whichever backends live at each end went negative.
 */
function backendCpuSince(at: Map<number, number>, now: Map<number, number>): number {
  let sum = 0;
  for (const [pid, seconds] of now) sum += seconds - (at.get(pid) ?? 0);
  return sum;
}

/** Runs `one` `runs` times and answers the CPU each run cost the instance and the database. */
async function measured(
  db: DB,
  app: RunningApp,
  action: OfficeAction,
  runs: number,
  one: () => Promise<unknown>,
): Promise<ActionCpu> {
  const instanceAt = cpuSecondsOf(app.pid) ?? 0;
  const threadsAt = threadCpu(app.pid);
  const databaseAt = await backendCpu(db);
  for (let i = 0; i < runs; i++) await one();
  const instance = (cpuSecondsOf(app.pid) ?? 0) - instanceAt;
  const database = backendCpuSince(databaseAt, await backendCpu(db));
  const threads = [...threadCpu(app.pid)]
    .map(([name, t]) => {
      const was = threadsAt.get(name) ?? { user: 0, system: 0 };
      const ms = (seconds: number) => ((seconds * 1000) / runs).toFixed(2);
      return `${name} ${ms(t.user - was.user)}+${ms(t.system - was.system)}`;
    })
    .join(', ');
  return {
    action,
    runs,
    instanceMs: (instance * 1000) / runs,
    databaseMs: (database * 1000) / runs,
    threads,
  };
}

/** The clerk's requests of each kind, as the office sends them; trips flow from new to opened to acknowledged to billed. */
async function officeKinds(db: DB, clerk: OfficeClerk) {
  const master = await loadTripMasterData(db);
  const today = todayInIndia();
  const months = monthsOfThreeYears(today);
  const runTag = `a${Date.now().toString(36)}`;
  const acknowledgeForm = await encodeForm({ transactionStatus: 'Acknowledged', actualWeight: '21.5' });
  const random = seededRandom(7);
  const month = () => months[Math.floor(random() * months.length)];
  const created: string[] = [];
  const ids: number[] = [];
  const acknowledged: number[] = [];
  const expect = (what: string, res: { status: number; body: Buffer }, status: number) => {
    if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${res.body.toString()}`);
    return res.body.toString();
  };
  const kinds: { action: OfficeAction; one: () => Promise<unknown> }[] = [
    {
      action: 'Reports page',
      one: () => {
        const m = month();
        const query = `startDate=${m.startDate}&endDate=${m.endDate}&limit=100&offset=0`;
        return clerk.call('Reports page', `/api/reports?${query}`);
      },
    },
    {
      action: 'Billing page',
      one: () =>
        clerk.call('Billing page', '/list-billing', {
          method: 'POST',
          json: { ...month(), limit: 100, offset: 0 },
        }),
    },
    {
      action: 'new trip',
      one: async () => {
        const form = newTripForm(random, master, today);
        const json = { ...form, DONumber: `${form.DONumber}-${runTag}` };
        const body = expect(
          'new trip',
          await clerk.call('new trip', '/reports', { method: 'POST', json }),
          201,
        );
        created.push((JSON.parse(body) as { TripID: string }).TripID);
      },
    },
    {
      action: 'open trip',
      one: async () => {
        const body = expect('open trip', await clerk.call('open trip', `/api/trip/${created.shift()}`), 200);
        ids.push(Number((JSON.parse(body) as { _id: string })._id));
      },
    },
    {
      action: 'acknowledge',
      one: async () => {
        const id = ids.shift()!;
        const form = acknowledgeForm;
        expect(
          'acknowledge',
          await clerk.call('acknowledge', `/api/reports/${id}`, { method: 'POST', form }),
          200,
        );
        acknowledged.push(id);
      },
    },
    {
      // A bill a trip, as the office's clerks mostly send (a clerk's few acknowledged trips, by vendor).
      action: 'bill',
      one: async () => {
        const json = [{ id: acknowledged.shift()!, remarks: [], applyTaxes: false }];
        expect('bill', await clerk.call('bill', '/generate-pdf-bill', { method: 'POST', json }), 200);
      },
    },
  ];
  return kinds;
}

export async function officeActionsCpu(
  db: DB,
  databaseUrl: string,
  port: number,
  runs: number,
  options: { cpuProfileDir?: string; only?: string } = {},
): Promise<ActionCpu[]> {
  const [name] = await ensureClerks(db, 1);
  const profile = options.cpuProfileDir
    ? [
        '--cpu-prof',
        '--cpu-prof-interval=100',
        `--cpu-prof-dir=${options.cpuProfileDir}`,
        '--cpu-prof-name=office-actions.cpuprofile',
      ]
    : [];
  const app = await startApp(databaseUrl, port, profile);
  try {
    const clerk = await OfficeClerk.signIn(
      new RoundRobin([app.baseUrl]),
      name,
      CLERK_PASSWORD,
      () => undefined,
    );
    const kinds = await officeKinds(db, clerk);
    // Every kind's unmeasured round; then each kind measured, the trips each needs made by the kinds before it.
    for (const kind of kinds) for (let i = 0; i < WARM_RUNS; i++) await kind.one();
    const results: ActionCpu[] = [];
    // One kind alone: the kinds before it still run, unmeasured, to make the trips it works on.
    const chosen = kinds.findIndex((k) => k.action === options.only);
    for (const [i, kind] of kinds.entries()) {
      if (chosen === -1 || i === chosen) results.push(await measured(db, app, kind.action, runs, kind.one));
      else if (i < chosen) for (let n = 0; n < runs; n++) await kind.one();
    }
    return results;
  } finally {
    await app.stop();
  }
}

/** The rows `npm run bench -- office-actions` prints, each kind in hello requests of the same run. */
export async function officeActionRows(
  db: DB,
  databaseUrl: string,
  port: number,
  helloCpuMs: number,
  row: (what: string, measured: string, reference: string) => void,
) {
  const runs = Number(process.env.OFFICE_ACTION_RUNS ?? 200);
  const options = { cpuProfileDir: process.env.BENCH_CPU_PROFILE_DIR, only: process.env.OFFICE_ACTION };
  for (const a of await officeActionsCpu(db, databaseUrl, port, runs, options)) {
    row(
      `office's requests one at a time, 1 instance: ${a.action} (${a.runs} runs), CPU per request`,
      `instance ${a.instanceMs.toFixed(2)} ms (main thread / other threads, user+system: ${a.threads}), database ${a.databaseMs.toFixed(2)} ms`,
      `a bare hello-world request: ${helloCpuMs.toFixed(3)} ms; together ${((a.instanceMs + a.databaseMs) / helloCpuMs).toFixed(0)} hello requests`,
    );
  }
}
