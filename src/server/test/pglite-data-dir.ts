import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { pgliteDir } from '../db/pglite-import';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { sequencePositions, tableChecksums } from './db-invariants';
import { copyDemoData } from './demo-database';
import { PGliteDialect } from './pglite-dialect';

/**
 * A data dir of the PGlite days, made in a process of its own (pglite-import.test.ts runs it with
 * `node --liftoff-only`): PGlite's initdb, run in WebAssembly on every new database, is most of the
 * work (about 13 s of CPU at V8's default tiers, 7 s with only its baseline compiler, measured on
 * these 2 cores under load), and a process of its own keeps PGlite out of the jest worker.
 * `node pglite-data-dir.js DATA_DIR` migrates a new PGlite database in DATA_DIR/pgdata, fills it
 * with the demo data set, and prints what it holds (every table's digest, every sequence) as JSON.
 */
async function makePgliteDataDir(dataDir: string) {
  // The app's type parsers of the PGlite days: counts and money as numbers, dates as text.
  const pglite = new PGlite({
    dataDir: pgliteDir(dataDir),
    parsers: { 20: Number, 1700: Number, 1082: (value: string) => value },
  });
  const old = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  try {
    await migrateToLatest(old);
    await copyDemoData(old);
    return { sums: await tableChecksums(old), sequences: await sequencePositions(old) };
  } finally {
    await old.destroy();
  }
}

makePgliteDataDir(process.argv[2]).then(
  (held) => process.stdout.write(`${JSON.stringify(held)}\n`),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
