import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DateTime } from 'luxon';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { prepareApp } from '../start';
import { BUSINESS_ZONE, todayInIndia } from '../../shared/common/dates';
import type { TripFileField } from '../../shared/trips';
import { recordAudit } from '../modules/audit/repository';
import { TRIP_FILE_KIND } from '../modules/trips/trip-rows';
import { CSRF_COOKIE, CSRF_HEADER } from '../plugins/cookies';
import { seededRandom, type DemoContext } from './seed';
import { DEMO_ACCOUNTS, seedAccounts } from './seed-accounts';
import { seedFreight } from './seed-freight';
import { seedVendors } from './seed-vendors';
import { seedVehicles } from './seed-vehicles';
import { billsForBilledTrips, insertTripsByColumns, type SeedTrip } from './seed-large-sql';
import { bulkLoad } from './seed-large-load';
import type { DB } from '../db/connection';
import { demoStatus, generateTrip, loadTripMasterData, renderSlipPdf } from './seed-trips';

/**
 * `npm run seed -- --trips 100000 [--days 365] [--measure]`: fills the database the app would use
 * (DATABASE_URL, else the embedded PostgreSQL in DATA_DIR, default ./data) with a large realistic data
 * set: the demo master data when there is none yet, then N trips spread over the last D days up to
 * today, inserted in batches. --measure then times GET /api/reports for the latest 31 days.
 */

interface Options {
  trips: number;
  days: number;
  measure: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { trips: 100_000, days: 365, measure: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 1) throw new Error(`${arg} needs a positive whole number`);
      return n;
    };
    if (arg === '--trips') options.trips = next();
    else if (arg === '--days') options.days = next();
    else if (arg === '--measure') options.measure = true;
    else
      throw new Error(
        `Unknown option ${arg}. Usage: npm run seed -- --trips 100000 [--days 365] [--measure]`,
      );
  }
  return options;
}

// Trips go in as column arrays (seed-large-sql.ts), so a batch is thousands of rows; PostgreSQL
// writes two batches at once.
const BATCH = 20_000;
const PARALLEL = 2;
// Trips older than this many days are mostly billed (per vendor and day), as a business would have them.
const BILLED_AFTER_DAYS = 20;
const BILLED_SHARE = 0.85;
const ATTACHMENT_SHARE = 0.01;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Marks older acknowledged trips Billed as they are generated: most (vendor, day) groups up to
 * `lastBilledDate` get one bill, numbered on from the bill counter; `reserve` moves the counter
 * to the last number used, so the app's next bill continues the series without a hole.
 */
async function billAssigner(db: DB, random: () => number, lastBilledDate: string) {
  const { rows } = await sql<{
    n: number;
  }>`select (last_number + 1)::int as n from bill_number_counter`.execute(db);
  const firstNumber = rows[0].n;
  const billOf = new Map<string, string | null>();
  let used = 0;
  const assign = (trip: SeedTrip): SeedTrip => {
    if (trip.transactionStatus !== 'Acknowledged' || trip.localDate > lastBilledDate) return trip;
    const key = `${trip.vendor}|${trip.localDate}`;
    if (!billOf.has(key)) billOf.set(key, random() < BILLED_SHARE ? `B${firstNumber + used++}` : null);
    const billId = billOf.get(key);
    return billId ? { ...trip, transactionStatus: 'Billed', billId } : trip;
  };
  return Object.assign(assign, {
    reserve: async () => {
      await sql`update bill_number_counter set last_number = ${firstNumber + used - 1}`.execute(db);
    },
  });
}

/** Master data: the demo's, unless the database has its own (accounts, freight rates, vendors, vehicles). */
async function seedMissingMasterData(ctx: DemoContext) {
  const { db } = ctx;
  const hasAccounts = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', DEMO_ACCOUNTS[0].username)
    .executeTakeFirst();
  if (!hasAccounts) await seedAccounts(ctx);
  const counts = await Promise.all(
    (['freight_rates', 'vendors', 'vehicles'] as const).map(async (table) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select(sql<number>`count(*)`.as('n'))
            .where('archived_at', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  );
  if (counts[0] === 0) await seedFreight(ctx);
  if (counts[1] === 0) await seedVendors(ctx);
  if (counts[2] === 0) await seedVehicles(ctx);
}

/** How many trips each day gets: the total spread over the days with some day-to-day variation. */
function tripsPerDay(random: () => number, trips: number, days: number): number[] {
  const weights = Array.from({ length: days }, () => 0.7 + random() * 0.6);
  const total = weights.reduce((a, b) => a + b, 0);
  const perDay = weights.map((w) => Math.floor((w / total) * trips));
  for (let left = trips - perDay.reduce((a, b) => a + b, 0), d = 0; left > 0; left--, d = (d + 1) % days)
    perDay[d]++;
  return perDay;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  console.log(
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`}`,
  );
  const { app, database, generatedAdminPassword } = await prepareApp(config);
  if (generatedAdminPassword)
    console.log(`Admin ${config.adminUsername} created with password ${generatedAdminPassword}`);
  const db = database.db;
  try {
    const random = seededRandom(options.trips * 31 + options.days);
    const ctx: DemoContext = { db, logins: [], random };
    await seedMissingMasterData(ctx);
    const master = await loadTripMasterData(db);

    // Spread the trips over the days with some day-to-day variation, oldest first.
    const today = DateTime.fromISO(todayInIndia(), { zone: BUSINESS_ZONE });
    const perDay = tripsPerDay(random, options.trips, options.days);

    const slip = await renderSlipPdf('Weighment Slip', [['Note', 'Bulk demo data']]);
    const slipHash = crypto.createHash('sha256').update(slip).digest('hex');
    const started = performance.now();
    let inserted = 0;
    let attachments = 0;
    let batch: SeedTrip[] = [];
    const billFor = await billAssigner(db, random, today.minus({ days: BILLED_AFTER_DAYS }).toISODate()!);
    const batchSize = BATCH;
    const inFlight = new Set<Promise<void>>();
    const insert = async (values: SeedTrip[]) => {
      await db.transaction().execute(async (trx) => {
        // A crash loses only the seed's last batches, never consistency: no wait for the WAL flush.
        await sql`set local synchronous_commit = off`.execute(trx);
        const ids = await insertTripsByColumns(trx, values);
        const withSlip = ids.filter(
          (_, i) => values[i].transactionStatus === 'Acknowledged' && random() < ATTACHMENT_SHARE,
        );
        if (withSlip.length > 0) {
          const field: TripFileField = 'WeightmentSlip';
          await trx
            .insertInto('stored_files')
            .values(
              withSlip.map((t) => ({
                owner_kind: TRIP_FILE_KIND,
                owner_id: String(t.id),
                field,
                original_name: `${field}_${t.tripId}.pdf`,
                size: slip.length,
                sha256: slipHash,
                content: slip,
                created_at: new Date(),
              })),
            )
            .execute();
          attachments += withSlip.length;
        }
      });
      const before = inserted;
      inserted += values.length;
      if (Math.floor(inserted / 100_000) > Math.floor(before / 100_000))
        console.log(`  ${inserted.toLocaleString('en-IN')} trips (${seconds(performance.now() - started)})`);
    };
    const flush = async () => {
      const job = insert(batch).finally(() => inFlight.delete(job));
      batch = [];
      inFlight.add(job);
      if (inFlight.size >= PARALLEL) await Promise.race(inFlight);
    };
    // Into a fresh database the trips and bill lines go in without per-row index and key upkeep.
    const bills = await bulkLoad(db, ['trips', 'bill_lines'], async () => {
      for (let d = 0; d < options.days; d++) {
        const daysAgo = options.days - 1 - d;
        const localDate = today.minus({ days: daysAgo }).toISODate()!;
        for (let i = 0; i < perDay[d]; i++) {
          batch.push(billFor(generateTrip(random, master, localDate, demoStatus(random, daysAgo))));
          if (batch.length === batchSize) await flush();
        }
      }
      if (batch.length > 0) await flush();
      await Promise.all(inFlight);
      await billFor.reserve();
      return billsForBilledTrips(
        db,
        DEMO_ACCOUNTS.find((a) => a.profile === 'accountant')!,
      );
    });
    console.log(
      `  ${bills.toLocaleString('en-IN')} bills for the trips older than ${BILLED_AFTER_DAYS} days (${seconds(performance.now() - started)})`,
    );
    await recordAudit(db, {
      actor: 'system',
      entity: 'trip',
      entityId: 'bulk',
      action: 'bulk-seed',
      after: { trips: inserted, days: options.days },
    });
    // Fresh statistics and visibility map: the paged lists read their pages by index-only scans.
    for (const table of ['trips', 'bills', 'bill_revisions', 'bill_lines', 'stored_files'])
      await sql`vacuum analyze ${sql.table(table)}`.execute(db);
    console.log(
      `Inserted ${inserted.toLocaleString('en-IN')} trips over ${options.days} days (${attachments} with a slip) in ${seconds(performance.now() - started)}.`,
    );

    if (options.measure)
      await measureReports(app, today.minus({ days: 30 }).toISODate()!, today.toISODate()!);
  } finally {
    await app.close();
  }
}

/** Times GET /api/reports for a date range as the demo accountant, the way the Reports screen calls it. */
async function measureReports(
  app: Awaited<ReturnType<typeof prepareApp>>['app'],
  startDate: string,
  endDate: string,
) {
  const accountant = DEMO_ACCOUNTS.find((a) => a.profile === 'accountant')!;
  const first = await app.inject({ method: 'GET', url: '/logistics/check-auth' });
  const csrf = first.cookies.find((c) => c.name === CSRF_COOKIE)!.value;
  const login = await app.inject({
    method: 'POST',
    url: '/logistics/login',
    headers: { [CSRF_HEADER]: csrf },
    cookies: { [CSRF_COOKIE]: csrf },
    payload: { username: accountant.username, password: accountant.password },
  });
  if (login.statusCode !== 200) {
    console.log(`Cannot measure: the demo accountant cannot log in (${login.statusCode}).`);
    return;
  }
  const cookies = Object.fromEntries([...first.cookies, ...login.cookies].map((c) => [c.name, c.value]));
  const url = `/logistics/api/reports?startDate=${startDate}&endDate=${endDate}`;
  const times: number[] = [];
  let rows = 0;
  let bytes = 0;
  for (let i = 0; i < 6; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url, cookies });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`GET /api/reports answered ${res.statusCode}: ${res.body}`);
    rows = res.json().tableData.length;
    bytes = res.rawPayload.length;
  }
  const warm = times.slice(1).sort((a, b) => a - b);
  console.log(
    `GET /api/reports ${startDate}..${endDate}: ${rows.toLocaleString('en-IN')} trips, ${(bytes / 1048576).toFixed(1)} MB JSON; ` +
      `first ${times[0].toFixed(0)} ms, then median ${warm[Math.floor(warm.length / 2)].toFixed(0)} ms (min ${warm[0].toFixed(0)}, max ${warm.at(-1)!.toFixed(0)}).`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
