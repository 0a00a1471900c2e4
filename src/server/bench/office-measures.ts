import fs from 'node:fs';
import { sql } from 'kysely';
import { APPLICATION_NAME, type DB } from '../db/connection';
import type { OfficeAction, OfficeClerk, Timed } from './office-clerk';

/** What the busy office's run records beside its latencies: the database's connections, each request's timing. */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Samples pg_stat_activity while the office works: how many of the app's connections are busy, and waiting on locks. */
export function sampleConnections(db: DB) {
  const active: number[] = [];
  const lockWaits: number[] = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const { rows } = await sql<{ active: number; locks: number }>`
        select count(*) filter (where state = 'active')::int as active,
               count(*) filter (where state = 'active' and wait_event_type = 'Lock')::int as locks
        from pg_stat_activity where application_name = ${APPLICATION_NAME} and datname = current_database()`.execute(
        db,
      );
      active.push(rows[0].active);
      lockWaits.push(rows[0].locks);
      await sleep(100);
    }
  })();
  return async () => {
    stopped = true;
    await done;
    return {
      maxActive: Math.max(0, ...active),
      meanActive: active.reduce((a, b) => a + b, 0) / Math.max(1, active.length),
      maxWaitingOnLock: Math.max(0, ...lockWaits),
    };
  };
}

/** Each request's timing, to see when in the day the slow ones came (together, or spread out). */
export function writeTimings(file: string, timings: Timed[], dayStart: number) {
  const lines = timings.map(
    (t) => `${(t.sentAt - dayStart).toFixed(0)},${t.action},${t.ms.toFixed(1)},${t.status}`,
  );
  fs.writeFileSync(file, `sent_ms,action,ms,status\n${lines.join('\n')}\n`);
}

/** Linux's clock ticks per second (`getconf CLK_TCK`), the unit of /proc/PID/stat's CPU times. */
const CLOCK_TICKS = 100;

/** The user + system CPU seconds a process has used, all its threads; null where /proc does not show it. */
export function cpuSecondsOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name in parentheses: state is the first, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** The PostgreSQL backends serving the app's connections (on this machine, when the database is local). */
async function backendPids(db: DB): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity where application_name = ${APPLICATION_NAME} and datname = current_database()`.execute(
    db,
  );
  return rows.map((r) => r.pid);
}

export interface CpuSpent {
  /** CPU seconds over the measured day: the app instances (with their PDF workers), the database backends, the clerks. */
  instances: number;
  database: number | null;
  clerks: number;
}

/**
 * Starts counting the CPU the day costs, robust to a shared machine's noise where latencies are not:
 * the instances' and the database backends' CPU from /proc, the clerks' own from this process. A
 * backend that ends during the day takes its CPU with it (the pools keep theirs open while busy).
 */
export async function countCpu(db: DB, instancePids: number[]): Promise<() => Promise<CpuSpent>> {
  const sum = (values: (number | null)[]) => values.reduce<number>((a, b) => a + (b ?? 0), 0);
  const instancesAtStart = sum(instancePids.map(cpuSecondsOf));
  const backendsAtStart = new Map((await backendPids(db)).map((pid) => [pid, cpuSecondsOf(pid)]));
  const clerksAtStart = process.cpuUsage();
  return async () => {
    const clerks = process.cpuUsage(clerksAtStart);
    const pids = await backendPids(db);
    const spent = pids.map((pid) => {
      const now = cpuSecondsOf(pid);
      return now === null ? null : now - (backendsAtStart.get(pid) ?? 0);
    });
    return {
      instances: sum(instancePids.map(cpuSecondsOf)) - instancesAtStart,
      database: spent.every((s) => s === null) ? null : sum(spent),
      clerks: (clerks.user + clerks.system) / 1e6,
    };
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];

/** Latencies per action, errors, and what the database holds of the clerks' writes. */
export async function figuresOf(db: DB, timings: Timed[], clerks: OfficeClerk[], dayStart: Date) {
  const order: OfficeAction[] = [
    'Reports page',
    'Billing page',
    'new trip',
    'open trip',
    'acknowledge',
    'bill',
  ];
  const isServerError = (t: Timed) => t.status === 0 || t.status >= 500;
  const isClientError = (t: Timed) => t.status >= 400 && t.status < 500;
  const actions = order.map((action) => {
    const own = timings.filter((t) => t.action === action);
    const sorted = own.map((t) => t.ms).sort((a, b) => a - b);
    return {
      action,
      count: own.length,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      serverErrors: own.filter(isServerError).length,
      clientErrors: own.filter(isClientError).length,
    };
  });
  const created = clerks.flatMap((c) => c.created);
  const { rows: stored } = await sql<{ trip_id: string; n: number }>`
    select trip_id, count(*)::int as n from trips where trip_id = any(${created}::text[]) and deleted_at is null group by trip_id`.execute(
    db,
  );
  // Every trip the clerks' sessions stored during the day, answered or not (a write whose answer was lost).
  const { rows: ofClerks } = await sql<{ n: number }>`
    select count(*)::int as n from trips where username = any(${clerks.map((c) => c.username)}::text[]) and created_at >= ${dayStart}`.execute(
    db,
  );
  const acknowledged = clerks.flatMap((c) => c.acknowledgedOk);
  const { rows: ackRows } = await sql<{ n: number }>`
    select count(*)::int as n from trips where id = any(${acknowledged}::int4[]) and transaction_status in ('Acknowledged', 'Billed')`.execute(
    db,
  );
  const billed = clerks.flatMap((c) => c.billed);
  const billedIds = billed.flatMap((b) => b.ids);
  const billOf = new Map(billed.flatMap((b) => b.ids.map((id) => [id, b.billId] as const)));
  const { rows: billRows } = await sql<{ id: number; bill_id: string | null }>`
    select id, bill_id from trips where id = any(${billedIds}::int4[]) and transaction_status = 'Billed'`.execute(
    db,
  );
  return {
    actions,
    serverErrors: timings.filter(isServerError).length,
    clientErrors: timings.filter(isClientError).length,
    tripsAnswered: created.length,
    tripsStored: stored.length,
    tripsStoredByClerks: ofClerks[0].n,
    tripsDoubled: stored.filter((r) => r.n > 1).length,
    lostAcknowledgements: acknowledged.length - ackRows[0].n,
    lostBills: billedIds.length - billRows.filter((r) => r.bill_id === billOf.get(r.id)).length,
  };
}
