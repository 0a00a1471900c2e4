import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DateTime } from 'luxon';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { prepareApp } from '../start';
import { BUSINESS_ZONE, todayInIndia } from '../../shared/dates';
import type { TripFileField } from '../../shared/trip';
import { recordAudit } from '../modules/audit/repository';
import { TRIP_FILE_KIND, tripRepository, type TripValues } from '../modules/trips/repository';
import { CSRF_COOKIE, CSRF_HEADER } from '../plugins/cookies';
import { seededRandom, type DemoContext } from './seed';
import { DEMO_ACCOUNTS, seedAccounts } from './seed-accounts';
import { seedFreight } from './seed-freight';
import { seedVendors } from './seed-vendors';
import { seedVehicles } from './seed-vehicles';
import { demoStatus, generateTrip, loadTripMasterData, renderSlipPdf } from './seed-trips';

/**
 * `npm run seed -- --trips 100000 [--days 365] [--measure]`: fills the database the app would use
 * (DATABASE_URL, else the PGlite data dir DATA_DIR, default ./data) with a large realistic data
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
    else throw new Error(`Unknown option ${arg}. Usage: npm run seed -- --trips 100000 [--days 365] [--measure]`);
  }
  return options;
}

const BATCH = 1000; // 1000 rows x 28 columns stays under PostgreSQL's 65535 parameters
const ATTACHMENT_SHARE = 0.01;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  console.log(`Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`);
  const { app, database, generatedAdminPassword } = await prepareApp(config);
  if (generatedAdminPassword) console.log(`Admin ${config.adminUsername} created with password ${generatedAdminPassword}`);
  const db = database.db;
  try {
    const random = seededRandom(options.trips * 31 + options.days);
    const ctx: DemoContext = { db, logins: [], random };
    // Master data: the demo's, unless the database has its own.
    const hasAccounts = await db.selectFrom('users').select('id').where('username', '=', DEMO_ACCOUNTS[0].username).executeTakeFirst();
    if (!hasAccounts) await seedAccounts(ctx);
    const counts = await Promise.all(
      (['freight_rates', 'vendors', 'vehicles'] as const).map(async (table) =>
        Number((await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).where('archived_at', 'is', null).executeTakeFirstOrThrow()).n),
      ),
    );
    if (counts[0] === 0) await seedFreight(ctx);
    if (counts[1] === 0) await seedVendors(ctx);
    if (counts[2] === 0) await seedVehicles(ctx);
    const master = await loadTripMasterData(db);

    // Spread the trips over the days with some day-to-day variation, oldest first.
    const today = DateTime.fromISO(todayInIndia(), { zone: BUSINESS_ZONE });
    const weights = Array.from({ length: options.days }, () => 0.7 + random() * 0.6);
    const total = weights.reduce((a, b) => a + b, 0);
    const perDay = weights.map((w) => Math.floor((w / total) * options.trips));
    for (let left = options.trips - perDay.reduce((a, b) => a + b, 0), d = 0; left > 0; left--, d = (d + 1) % options.days) perDay[d]++;

    const slip = await renderSlipPdf('Weighment Slip', [['Note', 'Bulk demo data']]);
    const slipHash = crypto.createHash('sha256').update(slip).digest('hex');
    const started = performance.now();
    let inserted = 0;
    let attachments = 0;
    let batch: TripValues[] = [];
    const flush = async () => {
      const values = batch;
      batch = [];
      await db.transaction().execute(async (trx) => {
        const ids = await tripRepository(trx).insertMany(values);
        const withSlip = ids.filter((_, i) => values[i].transactionStatus === 'Acknowledged' && random() < ATTACHMENT_SHARE);
        if (withSlip.length > 0) {
          const field: TripFileField = 'WeightmentSlip';
          await trx
            .insertInto('stored_files')
            .values(withSlip.map((t) => ({
              owner_kind: TRIP_FILE_KIND, owner_id: String(t.id), field, original_name: `${field}_${t.tripId}.pdf`,
              size: slip.length, sha256: slipHash, content: slip, created_at: new Date(),
            })))
            .execute();
          attachments += withSlip.length;
        }
      });
      inserted += values.length;
      if (inserted % 20_000 < BATCH) console.log(`  ${inserted.toLocaleString('en-IN')} trips (${seconds(performance.now() - started)})`);
    };
    for (let d = 0; d < options.days; d++) {
      const daysAgo = options.days - 1 - d;
      const localDate = today.minus({ days: daysAgo }).toISODate()!;
      for (let i = 0; i < perDay[d]; i++) {
        batch.push(generateTrip(random, master, localDate, demoStatus(random, daysAgo)));
        if (batch.length === BATCH) await flush();
      }
    }
    if (batch.length > 0) await flush();
    await recordAudit(db, { actor: 'system', entity: 'trip', entityId: 'bulk', action: 'bulk-seed', after: { trips: inserted, days: options.days } });
    await sql`analyze trips`.execute(db);
    console.log(`Inserted ${inserted.toLocaleString('en-IN')} trips over ${options.days} days (${attachments} with a slip) in ${seconds(performance.now() - started)}.`);

    if (options.measure) await measureReports(app, today.minus({ days: 30 }).toISODate()!, today.toISODate()!);
  } finally {
    await app.close();
  }
}

/** Times GET /api/reports for a date range as the demo accountant, the way the Reports screen calls it. */
async function measureReports(app: Awaited<ReturnType<typeof prepareApp>>['app'], startDate: string, endDate: string) {
  const accountant = DEMO_ACCOUNTS.find((a) => a.profile === 'accountant')!;
  const first = await app.inject({ method: 'GET', url: '/logistics/check-auth' });
  const csrf = first.cookies.find((c) => c.name === CSRF_COOKIE)!.value;
  const login = await app.inject({
    method: 'POST', url: '/logistics/login', headers: { [CSRF_HEADER]: csrf }, cookies: { [CSRF_COOKIE]: csrf },
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
