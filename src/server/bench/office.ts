import { sql } from 'kysely';
import { DateTime } from 'luxon';
import type { DB } from '../db/connection';
import { BUSINESS_ZONE, todayInIndia } from '../../shared/common/dates';
import { hashPassword } from '../modules/auth/passwords';
import { userRepository } from '../modules/auth/repository';
import { seededRandom } from '../demo/seed';
import { generateTrip, loadTripMasterData, type TripMasterData } from '../demo/seed-trips';
import {
  encodeForm,
  OfficeClerk,
  RoundRobin,
  type EncodedForm,
  type OfficeAction,
  type Timed,
} from './office-clerk';
import { rssMb } from './measure';
import { countCpu, figuresOf, sampleConnections, writeTimings, type CpuSpent } from './office-measures';
import { startApp, type RunningApp } from './servers';

/**
 * `npm run bench -- office`: a busy office's working day against TWO app instances on one
 * database, each request to the next instance (no sticky sessions). 200 clerks act about once a
 * second (0.5-1.5 s apart) for 30 s, after 10 s of the same work unmeasured: Reports and Billing pages of random months, new trips, the
 * trip opened and acknowledged, and bills of their acknowledged trips. Then: p50/p99 per action,
 * errors, every trip answered 201 stored exactly once, each instance's RSS.
 */

export interface OfficeOptions {
  databaseUrl: string;
  /** The instances listen on port and port + 1. */
  port: number;
  clerks: number;
  seconds: number;
  /** Seconds of the same work before the measured day (0: measure from the instances' first request). */
  warmupSeconds: number;
  /** A directory for each instance's V8 CPU profile (node --cpu-prof), or none. */
  cpuProfileDir?: string;
  /** A file for every request's timing (CSV: ms into the day when sent, action, ms, status), or none. */
  timingsCsv?: string;
}

export interface ActionFigures {
  action: OfficeAction;
  count: number;
  p50: number;
  p99: number;
  serverErrors: number;
  clientErrors: number;
}

export interface OfficeResult {
  seconds: number;
  requests: number;
  actions: ActionFigures[];
  /** Answers 5xx or none at all. */
  serverErrors: number;
  clientErrors: number;
  tripsAnswered: number;
  tripsStored: number;
  /** Trips of the clerks' accounts created during the day: equal to tripsAnswered when no write went unanswered. */
  tripsStoredByClerks: number;
  tripsDoubled: number;
  /** Trips answered Acknowledged (or Billed) that the database does not hold so. */
  lostAcknowledgements: number;
  lostBills: number;
  rssMb: number[];
  /** pg_stat_activity of the app's connections, sampled every 100 ms: the busiest moment and the mean. */
  connections: { maxActive: number; meanActive: number; maxWaitingOnLock: number };
  cpu: CpuSpent;
}

export const CLERK_PASSWORD = 'Office@2026';
const clerkName = (i: number) => `office${String(i + 1).padStart(3, '0')}`;

/** The office's clerks, accountants who enter, acknowledge and bill trips; created once, one password hash for all. */
export async function ensureClerks(db: DB, count: number): Promise<string[]> {
  const names = Array.from({ length: count }, (_, i) => clerkName(i));
  const existing = new Set(
    (await db.selectFrom('users').select('username').where('username', 'in', names).execute()).map(
      (u) => u.username,
    ),
  );
  const missing = names.filter((n) => !existing.has(n));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(CLERK_PASSWORD);
    const users = userRepository(db);
    for (const username of missing)
      await users.insert({ username, profile: 'accountant', status: 'active', passwordHash });
  }
  return names;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every month (31 days) ending in the last three years, worked out once: a clerk picks one at
 * random, and the clerks' own CPU (on the measured cores) goes to requests, not to date arithmetic.
 */
export function monthsOfThreeYears(today: string) {
  const last = DateTime.fromISO(today, { zone: BUSINESS_ZONE });
  return Array.from({ length: 1095 - 30 }, (_, back) => {
    const end = last.minus({ days: back });
    return { startDate: end.minus({ days: 30 }).toISODate()!, endDate: end.toISODate()! };
  });
}

const randomMonth = (random: () => number, office: OfficeData) =>
  office.months[Math.floor(random() * office.months.length)];

/** The trip form's body of a realistic new trip (the app computes rate, freight and TDS itself). */
export function newTripForm(random: () => number, master: TripMasterData, today: string) {
  const t = generateTrip(random, master, today, 'Open');
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    TruckNumber: t.truckNumber,
    DONumber: t.doNumber,
    DriverName: t.driverName,
    Vendor: t.vendor,
    DestinationFrom: t.destinationFrom,
    DestinationTo: t.destinationTo,
    TruckType: t.truckType,
    TransactionStatus: 'Open',
    Weight: text(t.weight),
    DieselAmount: text(t.dieselAmount),
    DieselSlipNumber: t.dieselSlipNumber ?? '',
    Advance: text(t.advance),
    Toll: text(t.toll),
    Adblue: text(t.adblue),
    Greasing: text(t.greasing),
  };
}

/** One step of a clerk's day, chosen as a clerk's day goes: reading lists most, writing some, billing now and then. */
async function act(clerk: OfficeClerk, random: () => number, office: OfficeData): Promise<void> {
  const r = random();
  if (r < 0.3) {
    const month = randomMonth(random, office);
    await clerk.call(
      'Reports page',
      `/api/reports?startDate=${month.startDate}&endDate=${month.endDate}&limit=100&offset=0`,
    );
  } else if (r < 0.5) {
    await clerk.call('Billing page', '/list-billing', {
      method: 'POST',
      json: { ...randomMonth(random, office), limit: 100, offset: 0 },
    });
  } else if (r < 0.75 || clerk.open.length === 0) {
    const form = newTripForm(random, office.master, office.today);
    const res = await clerk.call('new trip', '/reports', {
      method: 'POST',
      json: { ...form, DONumber: `${form.DONumber}-${office.runTag}` },
    });
    if (res.status === 201) {
      const { TripID } = JSON.parse(res.body.toString()) as { TripID: string };
      clerk.created.push(TripID);
      clerk.open.push(TripID);
    }
  } else if (r < 0.92 || clerk.acknowledged.length === 0) {
    // The trip is opened by its TripID (as the search box does), then its row saved Acknowledged.
    const tripId = clerk.open.shift()!;
    const opened = await clerk.call('open trip', `/api/trip/${tripId}`);
    if (opened.status !== 200) return;
    const id = Number((JSON.parse(opened.body.toString()) as { _id: string })._id);
    const saved = await clerk.call('acknowledge', `/api/reports/${id}`, {
      method: 'POST',
      form: office.acknowledgeForm,
    });
    if (saved.status === 200) {
      clerk.acknowledged.push(id);
      clerk.acknowledgedOk.push(id);
    }
  } else {
    // A bill of the clerk's acknowledged trips of one vendor: a bill is one vendor's.
    const ids = clerk.acknowledged.splice(0);
    const byVendor = await office.vendorsOf(ids);
    for (const [, group] of byVendor) {
      const res = await clerk.call('bill', '/generate-pdf-bill', {
        method: 'POST',
        json: group.map((id) => ({ id, remarks: [], applyTaxes: false })),
      });
      if (res.status === 200)
        clerk.billed.push({ billId: String(res.headers['x-bill-id'] ?? ''), ids: group });
    }
  }
}

/** What every clerk works with: the master data, and the vendor of each of their trips (a bill is one vendor's). */
interface OfficeData {
  master: TripMasterData;
  /** The India date the day runs on, and the months a clerk's pages ask for. */
  today: string;
  /**
   * Added to each DO number: the clerks' random days repeat from run to run, and a second run
   * on the same day would otherwise enter the first run's trips again (a duplicate trip's 409).
   */
  runTag: string;
  months: { startDate: string; endDate: string }[];
  /** Every acknowledgement sends the same form, encoded once (the clerks' CPU goes to requests). */
  acknowledgeForm: EncodedForm;
  vendorsOf(ids: number[]): Promise<Map<string, number[]>>;
}

export async function runOffice(
  db: DB,
  options: OfficeOptions,
  say: (line: string) => void,
): Promise<OfficeResult> {
  const names = await ensureClerks(db, options.clerks);
  const office: OfficeData = {
    master: await loadTripMasterData(db),
    today: todayInIndia(),
    runTag: Date.now().toString(36),
    months: monthsOfThreeYears(todayInIndia()),
    // Acknowledged means weighed: the clerk enters the weighbridge's Actual Weight.
    acknowledgeForm: await encodeForm({ transactionStatus: 'Acknowledged', actualWeight: '21.5' }),
    vendorsOf: async (ids) => {
      const rows = await db
        .selectFrom('trips')
        .select(['id', 'vendor'])
        .where(sql<boolean>`id = any(${ids}::int4[])`)
        .execute();
      const groups = new Map<string, number[]>();
      for (const row of rows) groups.set(row.vendor, [...(groups.get(row.vendor) ?? []), row.id]);
      return groups;
    },
  };
  const profileArgs = (i: number) =>
    options.cpuProfileDir
      ? [
          '--cpu-prof',
          `--cpu-prof-dir=${options.cpuProfileDir}`,
          `--cpu-prof-name=office-instance-${i + 1}.cpuprofile`,
        ]
      : [];
  const apps: RunningApp[] = [];
  try {
    for (let i = 0; i < 2; i++)
      apps.push(await startApp(options.databaseUrl, options.port + i, profileArgs(i)));
    const balancer = new RoundRobin(apps.map((a) => a.baseUrl));
    const timings: Timed[] = [];
    // Requests sent from this moment until the day's end are measured.
    let measureFrom = Infinity;
    const record = (timed: Timed) => {
      if (timed.sentAt >= measureFrom) timings.push(timed);
    };
    // Signing in (argon2) is before the day starts, four at a time.
    const clerks: OfficeClerk[] = [];
    for (let i = 0; i < names.length; i += 4) {
      clerks.push(
        ...(await Promise.all(
          names.slice(i, i + 4).map((n) => OfficeClerk.signIn(balancer, n, CLERK_PASSWORD, record)),
        )),
      );
    }
    say(
      `${clerks.length} clerks signed in on ${apps.length} instances; the day runs ${options.warmupSeconds} s unmeasured, then ${options.seconds} s.`,
    );
    const { rows: dayStart } = await sql<{ now: Date }>`select now()`.execute(db);
    // The same work goes unmeasured first: the instances compile their code, open their pools and
    // start their PDF workers, and the database reads its pages, as a working office's servers have.
    measureFrom = performance.now() + options.warmupSeconds * 1000;
    const startSampling = sleep(options.warmupSeconds * 1000).then(() => sampleConnections(db));
    const startCounting = sleep(options.warmupSeconds * 1000).then(() =>
      countCpu(
        db,
        apps.map((a) => a.pid),
      ),
    );
    const started = measureFrom;
    const endAt = started + options.seconds * 1000;
    await Promise.all(
      clerks.map(async (clerk, i) => {
        const random = seededRandom(1000 + i);
        // Clerks start spread over their first second, as people do.
        await sleep(random() * 1000);
        while (performance.now() < endAt) {
          await act(clerk, random, office);
          await sleep(500 + random() * 1000);
        }
      }),
    );
    const cpu = await (await startCounting)();
    const elapsed = (performance.now() - started) / 1000;
    if (options.timingsCsv) writeTimings(options.timingsCsv, timings, started);
    const connections = await (await startSampling)();
    const rss = apps.map((a) => rssMb(a.pid));
    return {
      ...(await figuresOf(db, timings, clerks, dayStart[0].now)),
      seconds: elapsed,
      requests: timings.length,
      rssMb: rss,
      connections,
      cpu,
    };
  } finally {
    for (const app of apps) await app.stop();
  }
}
