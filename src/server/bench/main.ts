import os from 'node:os';
import { DateTime } from 'luxon';
import { sql } from 'kysely';
import { APPLICATION_NAME, openDatabase, type DB } from '../db/connection';
import { BUSINESS_ZONE, todayInIndia } from '../../shared/common/dates';
import { bigBill, pagedCall, rawSheetJs, unpagedReports, type PagedBody } from './figures';
import { signIn, type HttpSession } from './http-session';
import { load, loadAverage, medianMs, ms, rssMb } from './measure';
import { startApp, startHelloWorld } from './servers';
import { todayList } from './limit';
import { cpuSecondsOf } from './office-measures';
import { runOffice } from './office';
import { officeActionRows } from './office-actions';
import { reportsScreen } from './screen';
import { phoneFigures } from './phone';
import { vacuumAsAutovacuumWould } from './vacuum';

/**
 * `npm run bench` (after `npm run build` and `npm run seed -- --trips 1000000 --days 730`, with
 * DATABASE_URL): the large-data figures (src/server/bench/performance.md, Large data), each beside its reference measured in the same run, as one
 * markdown table. Ports BENCH_PORT (18250) to BENCH_PORT + 3.
 */

/**
 * `npm run bench -- paged today` runs only the named figures (paged, dashboard, screen, unpaged,
 * today, bill, phone, office); none named: all. `office-actions` (never run unnamed): the office's
 * CPU per request of each kind alone (office-actions.ts). `npm run bench -- phone` with BENCH_BASE_URL
 * measures an app already running (say `npm run demo`) and needs no DATABASE_URL.
 */
const only = process.argv.slice(2);
const APP_FIGURES = ['paged', 'dashboard', 'screen', 'unpaged', 'today', 'bill', 'phone'] as const;
const wanted = (figure: (typeof APP_FIGURES)[number] | 'office' | 'office-actions') =>
  only.length === 0 || only.includes(figure);

/** Today's List: the latest seeded day (about 9,000 trips at 10,000,000 over three years), and its trip count. */
async function todayListDay(db: DB, today: string): Promise<{ day: string; trips: number }> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from trips where deleted_at is null and local_date = ${today}`.execute(db);
  return { day: today, trips: rows[0].n };
}

type DateRange = { startDate: string; endDate: string };

/** What the figures share: the database, where to start the app, the table's rows, the reference and the ranges read. */
interface Bench {
  db: DB;
  databaseUrl: string;
  port: number;
  row: (what: string, measured: string, reference: string) => void;
  /** The bare hello-world's throughput, the reference beside every load figure. */
  helloText: string;
  /** The CPU of one bare hello-world request (ms), the unit the office's CPU is counted in. */
  helloCpuMs: number;
  year: DateRange;
  month: DateRange;
  twoYears: DateRange;
  /** Today's List's day and its trips. */
  day: { day: string; trips: number };
}

/** The seeded loading manager (src/server/demo/seed-accounts.ts). */
const LOADING_MANAGER = { username: 'loading', password: 'Loading@2026' };

/** The phone budget's rows: each figure on the slowed phone beside the plain page. */
async function phoneRows(baseUrl: string, row: (what: string, measured: string, reference: string) => void) {
  const { phone, plain } = await phoneFigures(baseUrl, LOADING_MANAGER);
  const throttling = 'Chromium 390 x 844, CPU 4x slower, slow 4G (150 ms, 1.6 Mbps down, 750 kbps up)';
  row(
    `${throttling}: trip form accepts typing, first visit`,
    ms(phone.firstVisitMs),
    `unthrottled ${ms(plain.firstVisitMs)}; target < 4 s`,
  );
  row(
    `${throttling}: trip form accepts typing, return visit`,
    ms(phone.returnVisitMs),
    `unthrottled ${ms(plain.returnVisitMs)}; target < 1.5 s`,
  );
  row(
    `${throttling}: Submit to the stored notice`,
    ms(phone.submitMs),
    `unthrottled ${ms(plain.submitMs)}; target < 1 s`,
  );
}

async function main() {
  const running = process.env.BENCH_BASE_URL;
  if (running && only.length === 1 && only[0] === 'phone') {
    console.log(`Load average at the start: ${loadAverage()}`);
    const lines = ['| what | measured | reference (same run) |', '|---|---|---|'];
    await phoneRows(running, (what, measured, reference) => {
      lines.push(`| ${what} | ${measured} | ${reference} |`);
      console.log(`${what}: ${measured}  [${reference}]`);
    });
    console.log(`\n${lines.join('\n')}\n\nLoad average at the end: ${loadAverage()}`);
    return;
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Set DATABASE_URL to the seeded PostgreSQL database.');
  const port = Number(process.env.BENCH_PORT ?? 18250);
  // The bench's own statements (the office's pg_stat_activity sampling, its look-ups) under a name of
  // their own, so they are neither counted as the instances' database CPU nor as their busy connections.
  const benchUrl = new URL(databaseUrl);
  benchUrl.searchParams.set('application_name', `${APPLICATION_NAME}-bench`);
  const database = await openDatabase({ databaseUrl: benchUrl.toString() });
  const today = DateTime.fromISO(todayInIndia(), { zone: BUSINESS_ZONE });
  const year = { startDate: today.minus({ days: 364 }).toISODate()!, endDate: today.toISODate()! };
  const month = { startDate: today.minus({ days: 30 }).toISODate()!, endDate: today.toISODate()! };
  const twoYears = { startDate: today.minus({ days: 729 }).toISODate()!, endDate: today.toISODate()! };
  const day = await todayListDay(database.db, today.toISODate()!);
  const lines: string[] = ['| what | measured | reference (same run) |', '|---|---|---|'];
  const row = (what: string, measured: string, reference: string) => {
    lines.push(`| ${what} | ${measured} | ${reference} |`);
    console.log(`${what}: ${measured}  [${reference}]`);
  };

  await vacuumAsAutovacuumWould(database.db, console.log);
  const loadAtStart = loadAverage();
  console.log(`Load average at the start: ${loadAtStart}`);
  const hello = await startHelloWorld(port + 1);
  const helloCpuAtStart = cpuSecondsOf(hello.pid) ?? 0;
  const helloLoad = await load(hello.url, { connections: 100, seconds: 10 });
  // The machine's own unit of CPU: what one bare request costs in this run.
  const helloCpuMs = (((cpuSecondsOf(hello.pid) ?? 0) - helloCpuAtStart) * 1000) / helloLoad.requests;
  await hello.stop();
  const helloText = `bare Fastify hello-world: ${helloLoad.requestsPerSecond.toFixed(0)} req/s, p99 ${helloLoad.p99} ms`;

  const bench: Bench = {
    db: database.db,
    databaseUrl,
    port,
    row,
    helloText,
    helloCpuMs,
    year,
    month,
    twoYears,
    day,
  };
  try {
    if (APP_FIGURES.some(wanted)) await appFigures(bench);
    if (wanted('office')) await officeFigures(bench);
    if (only.includes('office-actions'))
      await officeActionRows(bench.db, databaseUrl, port + 2, helloCpuMs, row);
  } finally {
    await database.close();
  }
  console.log(
    `\n${lines.join('\n')}\n\nLoad average at the start: ${loadAtStart}; at the end: ${loadAverage()}`,
  );
}

async function officeFigures({ db, databaseUrl, port, row, helloText, helloCpuMs }: Bench) {
  const clerks = Number(process.env.OFFICE_CLERKS ?? 200);
  const seconds = Number(process.env.OFFICE_SECONDS ?? 30);
  const warmupSeconds = Number(process.env.OFFICE_WARMUP_SECONDS ?? 10);
  const office = await runOffice(
    db,
    {
      databaseUrl,
      port: port + 2,
      clerks,
      seconds,
      warmupSeconds,
      cpuProfileDir: process.env.BENCH_CPU_PROFILE_DIR,
      timingsCsv: process.env.OFFICE_TIMINGS_CSV,
    },
    (line) => console.log(line),
  );
  const perSecond = office.requests / office.seconds;
  const what = `office: ${clerks} clerks on 2 instances for ${seconds} s (after ${warmupSeconds} s warming up)`;
  for (const a of office.actions) {
    const target = a.action === 'bill' ? 'target p99 < 2 s' : 'target p99 < 300 ms';
    const errors =
      a.serverErrors + a.clientErrors > 0 ? `, ${a.serverErrors} 5xx, ${a.clientErrors} 4xx` : '';
    row(
      `${what}: ${a.action} (${a.count} answers)`,
      `p50 ${ms(a.p50)}, p99 ${ms(a.p99)}${errors}`,
      `${helloText}; ${target}`,
    );
  }
  row(
    `${what}: all requests`,
    `${office.requests} in ${office.seconds.toFixed(1)} s = ${perSecond.toFixed(0)} req/s; ${office.serverErrors} 5xx or unanswered, ${office.clientErrors} 4xx`,
    'target 0 5xx',
  );
  row(
    `${what}: trips`,
    `${office.tripsAnswered} answered 201, ${office.tripsStored} of them stored, ${office.tripsDoubled} doubled, ` +
      `${office.tripsStoredByClerks} stored by the clerks in all; ${office.lostAcknowledgements} acknowledgements and ${office.lostBills} billed trips lost`,
    'target: every answered trip stored once, nothing else stored, nothing lost',
  );
  row(
    `${what}: database connections of both instances (pg_stat_activity every 100 ms)`,
    `busy at most ${office.connections.maxActive}, mean ${office.connections.meanActive.toFixed(1)}; at most ${office.connections.maxWaitingOnLock} waiting on a lock`,
    '2 pools of 10',
  );
  const perRequest = (seconds: number | null) =>
    seconds === null
      ? 'not seen (a database on another machine)'
      : `${((seconds * 1000) / office.requests).toFixed(1)} ms`;
  const { instances, database, clerks: clerksCpu } = office.cpu;
  row(
    `${what}: CPU per request (user + system, from /proc)`,
    `instances ${perRequest(instances)}, database ${perRequest(database)}, clerks ${perRequest(clerksCpu)}; ` +
      `${(instances + (database ?? 0) + clerksCpu).toFixed(1)} s of ${(os.cpus().length * office.seconds).toFixed(0)} s on ${os.cpus().length} cores`,
    `a bare hello-world request: ${helloCpuMs.toFixed(2)} ms; instances + database = ${(((instances + (database ?? 0)) * 1000) / office.requests / helloCpuMs).toFixed(0)} hello requests`,
  );
  row(
    `${what}: each instance's RSS after the run`,
    office.rssMb.map((mb) => `${mb} MB`).join(' + '),
    'target < 400 MB each',
  );
}

/** The dashboard's aggregates, and the Reports screen over a year in Chromium. */
async function dashboardAndScreen({ row, year }: Bench, baseUrl: string, s: HttpSession) {
  if (wanted('dashboard')) {
    const dashboard = await medianMs(5, async () => {
      const res = await s.get('/api/dashboard');
      if (res.status !== 200) throw new Error(`GET /api/dashboard answered ${res.status}`);
      await res.text();
    });
    row("GET /api/dashboard (the charts' aggregates), as the accountant", ms(dashboard), 'target < 300 ms');
  }
  if (wanted('screen')) {
    const screen = await reportsScreen(baseUrl, { username: 'accounts', password: 'Accounts@2026' }, year);
    row(
      `Reports screen in Chromium, 365 days (${screen.trips.toLocaleString('en-IN')} trips): Search to the first trip row`,
      ms(screen.firstRowMs),
      'target < 1 s',
    );
    row(
      'Reports screen: table rows in the DOM / JS heap with the first rows shown',
      `${screen.domRows} / ${screen.heapMb.toFixed(0)} MB`,
      'target <= 300 rows / < 150 MB',
    );
  }
}

async function appFigures(bench: Bench) {
  const { db, databaseUrl, port, row, year, month, twoYears } = bench;
  const app = await startApp(databaseUrl, port);
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    row('app start (compiled server, migrations checked)', ms(app.startMs), '-');
    row('server RSS at rest', `${rssMb(app.pid)} MB`, '-');
    const s = await signIn(app.baseUrl, 'accounts', 'Accounts@2026');
    const q = (r: { startDate: string; endDate: string }) => `startDate=${r.startDate}&endDate=${r.endDate}`;
    const calls: [
      string,
      (limit: number, offset: number) => Promise<Response>,
      (body: PagedBody) => number,
    ][] = [
      [
        'GET /api/reports',
        (limit, offset) => s.get(`/api/reports?${q(year)}&limit=${limit}&offset=${offset}`),
        (b) => b.totalCount as number,
      ],
      [
        'GET /api/business',
        (limit, offset) => s.get(`/api/business?${q(year)}&limit=${limit}&offset=${offset}`),
        (b) => b.totalCount as number,
      ],
      [
        'POST /list-billing',
        (limit, offset) => s.post('/list-billing', { ...year, limit, offset }),
        (b) => b.totalCount as number,
      ],
      [
        'POST /list-to-revise-bill',
        (limit, offset) => s.post('/list-to-revise-bill', { ...year, limit, offset }),
        (b) => (b.totalCount as { billed: number }).billed,
      ],
      [
        // As the screen reads its bills: without their trips (a bill's are read when it is opened).
        'POST /list-all-transactions (trips: false)',
        (limit, offset) => s.post('/list-all-transactions', { ...year, limit, offset, trips: false }),
        (b) => b.totalCount as number,
      ],
    ];
    for (const [name, call, count] of wanted('paged') ? calls : []) {
      const paged = await pagedCall(call, count);
      row(
        `${name}, 365 days, limit 100: first page / page at 90% (of ${paged.total.toLocaleString('en-IN')})`,
        `${ms(paged.first)} / ${ms(paged.deep)}`,
        'target < 60 ms / < 150 ms',
      );
    }
    await dashboardAndScreen(bench, app.baseUrl, s);
    if (wanted('unpaged')) {
      const unpaged = await unpagedReports(db, s, month);
      row(
        `GET /api/reports, a month unpaged (${unpaged.rows.length.toLocaleString('en-IN')} trips, ${unpaged.megabytes.toFixed(1)} MB)`,
        `${ms(unpaged.api)} (${(unpaged.api / unpaged.jsonAgg).toFixed(2)} x json_agg)`,
        `PostgreSQL json_agg of the same rows: ${ms(unpaged.jsonAgg)} (target <= 1.5 x)`,
      );
      row(
        `raw SheetJS writing the month's ${unpaged.rows.length.toLocaleString('en-IN')} rows to .xlsx`,
        ms(await rawSheetJs(unpaged.rows)),
        'reference for the Excel export',
      );
    }
    if (wanted('today')) await todayList(bench, app.baseUrl, s.headers);
    if (wanted('phone')) await phoneRows(app.baseUrl, row);
    if (wanted('bill')) {
      const quiet = await load(`${app.baseUrl}/logistics/check-auth`, {
        connections: 10,
        seconds: 5,
        headers: s.headers,
      });
      const { rows: vendors } = await sql<{ vendor: string }>`
        select vendor from trips where deleted_at is null and transaction_status = 'Acknowledged' group by vendor order by count(*) desc limit 1`.execute(
        db,
      );
      const bill = await bigBill(s, twoYears, vendors[0].vendor);
      row(
        `bill of ${bill.trips.toLocaleString('en-IN')} trips (POST /generate-pdf-bill, PDF rendered in a worker)`,
        ms(bill.ms),
        'target < 3 s',
      );
      row(
        'GET /check-auth p99 while that bill is made (10 clients)',
        `${bill.checkAuth.p99} ms`,
        `without a bill: p99 ${quiet.p99} ms; target < 100 ms`,
      );
    }
    row('server RSS after the runs above', `${rssMb(app.pid)} MB`, '-');
  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
