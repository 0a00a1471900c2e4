import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { backupDir, walArchiveDir } from '../db/backup';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { seedDemo, seededRandom } from '../demo/seed';
import { loadTripMasterData } from '../demo/seed-trips';
import { newTripForm } from '../bench/office';
import { tripService } from '../modules/trips/service';
import { tripFormBody, tripReportQuery } from '../../shared/trips/wire';
import { todayInIndia } from '../../shared/common/dates';

/**
 * How big the WAL archive grows in an office day (src/server/db/backups.md): a trip every 10 s for
 * `--hours` hours (default 10), each created by the app's trip service on a fresh embedded cluster
 * (demo master data), Today's List read once a minute, a WAL switch every simulated minute as archive_timeout makes one, and a
 * checkpoint every five simulated minutes as checkpoint_timeout makes one (full-page images after it
 * are a large part of the WAL). Prints the archive's growth over the day.
 *
 *   node --import tsx src/server/ops/archive-day.ts [--hours 10]
 */
const TRIPS_PER_MINUTE = 6;
const CHECKPOINT_EVERY_MINUTES = 5;

const hoursAt = process.argv.indexOf('--hours');
const hours = hoursAt >= 0 ? Number(process.argv[hoursAt + 1]) : 10;

function archived(dataDir: string): { segments: number; bytes: number } {
  const wal = walArchiveDir(backupDir(dataDir));
  const files = fs.readdirSync(wal).filter((name) => /^[0-9A-F]{24}\.gz$/.test(name));
  return {
    segments: files.length,
    bytes: files.reduce((sum, name) => sum + fs.statSync(path.join(wal, name)).size, 0),
  };
}

async function main() {
  if (!(hours > 0)) throw new Error('Usage: archive-day.ts [--hours N] (N > 0)');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-day-'));
  fs.chmodSync(root, 0o711); // PostgreSQL's user (when run as root) passes through to the data dir
  const dataDir = path.join(root, 'data');
  const database = await openDatabase({ dataDir });
  try {
    await migrateToLatest(database.db);
    await seedDemo(database.db);
    await database.backup!(14); // the day starts after the nightly base backup
    const before = archived(dataDir);
    const trips = tripService(database.db);
    const master = await loadTripMasterData(database.db);
    const random = seededRandom(42);
    const today = todayInIndia();
    const actor = { username: 'admin', profile: 'admin' };
    const started = Date.now();
    let created = 0;
    let refused = 0;
    for (let minute = 0; minute < hours * 60; minute++) {
      for (let i = 0; i < TRIPS_PER_MINUTE; i++) {
        const body = tripFormBody.parse(newTripForm(random, master, today));
        await trips.create(actor, body).then(
          () => created++,
          () => refused++, // a truck with a blocking document, as in a real office
        );
      }
      // Clerks read Today's List all day: with data checksums on, a read that sets hint bits on a page
      // for the first time since a checkpoint writes that page to the WAL too.
      await trips.report(actor, tripReportQuery.parse({ startDate: today, endDate: today, limit: 200 }));
      await sql`select pg_switch_wal()`.execute(database.db);
      if ((minute + 1) % CHECKPOINT_EVERY_MINUTES === 0) await sql`checkpoint`.execute(database.db);
      if ((minute + 1) % 60 === 0) {
        const now = archived(dataDir);
        console.log(
          `hour ${(minute + 1) / 60}: ${created} trips, ${now.segments - before.segments} segments, ${((now.bytes - before.bytes) / 1e6).toFixed(1)} MB archived`,
        );
      }
    }
    // The last segments reach the archive within seconds of their switch.
    const last = await sql<{ name: string }>`select pg_walfile_name(pg_switch_wal()) as name`.execute(
      database.db,
    );
    const lastFile = path.join(walArchiveDir(backupDir(dataDir)), `${last.rows[0].name}.gz`);
    for (let waited = 0; !fs.existsSync(lastFile) && waited < 120_000; waited += 200)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const after = archived(dataDir);
    const bytes = after.bytes - before.bytes;
    const segments = after.segments - before.segments;
    console.log(
      `${hours} h office day: ${created} trips created (${refused} refused), a WAL switch a minute, ` +
        `${segments} segments archived, ${(bytes / 1e6).toFixed(1)} MB gzipped (${(bytes / Math.max(1, segments) / 1e3).toFixed(0)} KB a segment; ` +
        `${((segments * 16 * 1024 * 1024) / 1e9).toFixed(1)} GB uncompressed), simulated in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    );
  } finally {
    await database.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
