import fs from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { acquireDataDirLock } from './data-dir-lock';
import { EmbeddedCluster, type ServerSettings } from './embedded/cluster';
import { hasCluster } from './embedded/cluster-files';
import { placedDataDirNote } from './embedded/root-data-dir';
import { archiveSettings, prepareArchive, writeBaseBackup } from './backup';
import { hasUnmovedPglite, importPglite, pgliteDir, unmovedPgliteMessage } from './pglite-import';
import { nameRepeatedStatements, statementNamer } from './prepared-statements';
import { reportLostConnections, unavailableOnConnectFailure } from './unavailable';

export type DB = Kysely<Database>;

/** Type OIDs whose parsing we fix. */
const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;
// Dates stay 'YYYY-MM-DD' strings (a JS Date would shift them by the server's zone);
// counts and money become numbers (money is numeric(14,2), exact in a double to the paisa).
const PARSERS: Record<number, (value: string) => unknown> = {
  [OID.INT8]: Number,
  [OID.NUMERIC]: Number,
  [OID.DATE]: (value) => value,
};

export interface DatabaseHandle {
  db: DB;
  /** 'embedded' for the app's own PostgreSQL in DATA_DIR, 'server' for one named by DATABASE_URL. */
  kind: 'embedded' | 'server';
  close(): Promise<void>;
  /** Embedded only: writes a base backup to DATA_DIR/backups, keeping the newest `keep`; answers its path. */
  backup?(keep: number): Promise<string>;
  /** Embedded only: DATA_DIR, whose disk the app watches. */
  dataDir?: string;
  /** Embedded only: the PostgreSQL the app runs (tests kill it). */
  cluster?: EmbeddedCluster;
  /** Hears of connections the server ended and of the embedded PostgreSQL restarting. */
  onConnectionLost?(listener: (error: Error) => void): void;
}

/** How the app's connections show in pg_stat_activity. */
export const APPLICATION_NAME = 'freight-back-office';

export interface DatabaseOptions {
  /** A PostgreSQL server; when unset, the embedded PostgreSQL in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  /** Embedded only: settings beside the durable defaults and WAL archiving (a restore's recovery target). */
  clusterSettings?: ServerSettings;
  /** Embedded only: where to say what the first start does (the terminal). */
  say?: (line: string) => void;
  /**
   * Embedded only: move a data dir of the PGlite days in (`npm run migrate-pglite`, the one place
   * PGlite is loaded). Without it such a data dir is refused and left as it is.
   */
  movePglite?: boolean;
}

export function createPostgresPool(connection: string | pg.ClientConfig, max = 10): pg.Pool {
  const pool = new pg.Pool({
    ...(typeof connection === 'string' ? { connectionString: connection } : connection),
    max,
    application_name: APPLICATION_NAME,
    // A database that does not answer fails the request (and the health check) instead of hanging it.
    connectionTimeoutMillis: 5000,
    // The app's statements are short; PostgreSQL's JIT, triggered by large row estimates on a big
    // table, spent over a second compiling a 100-bill Transactions page (EXPLAIN ANALYZE).
    options: '-c jit=off',
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const nameOf = statementNamer();
  pool.on('connect', (client) => nameRepeatedStatements(client, nameOf));
  return pool;
}

function kyselyOn(pool: pg.Pool) {
  const listeners = new Set<(error: Error) => void>();
  reportLostConnections(pool, (error) => listeners.forEach((listener) => listener(error)));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: unavailableOnConnectFailure(pool) }),
  });
  return { db, listeners };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { db, listeners } = kyselyOn(createPostgresPool(options.databaseUrl));
    return {
      db,
      kind: 'server',
      close: () => db.destroy(),
      onConnectionLost: (listener) => listeners.add(listener),
    };
  }
  if (!options.dataDir) throw new Error('Set DATABASE_URL or DATA_DIR.');
  // PGlite's in-memory databases are gone: tests take a fresh database from src/server/test/test-database.ts.
  if (options.dataDir.startsWith('memory://'))
    throw new Error(
      'There is no in-memory database any more: tests use openTestDatabase() (src/server/test/test-database.ts).',
    );
  return openEmbedded(options.dataDir, options.clusterSettings, options.say, options.movePglite);
}

/** The app's own PostgreSQL in DATA_DIR: one app per data dir (a kernel-held lock refuses a second). */
async function openEmbedded(
  dataDir: string,
  settings?: ServerSettings,
  say: (line: string) => void = () => undefined,
  movePglite = false,
): Promise<DatabaseHandle> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = await acquireDataDirLock(dataDir);
  const moving = hasUnmovedPglite(dataDir);
  if (moving && !movePglite) {
    await lock.release();
    throw new Error(unmovedPgliteMessage(dataDir));
  }
  const events = new Set<(error: Error) => void>();
  const cluster = new EmbeddedCluster({
    dataDir,
    settings: { ...archiveSettings(dataDir), ...settings },
    restartOnDeath: true,
    onEvent: (message) => events.forEach((listener) => listener(new Error(message))),
  });
  // initdb happens in this start: the new cluster gets its first base backup below.
  const created = !hasCluster(dataDir);
  try {
    const placed = created ? placedDataDirNote(dataDir) : null;
    if (placed) say(placed);
    prepareArchive(dataDir);
    await cluster.start();
  } catch (error) {
    await cluster.stop();
    await lock.release();
    throw error;
  }
  const { db, listeners } = kyselyOn(createPostgresPool(cluster.connection()));
  listeners.add((error) => events.forEach((listener) => listener(error)));
  try {
    if (moving) {
      say(
        `${dataDir} holds a PGlite database (pgdata/): moving it into the embedded PostgreSQL (postgres/), every row, file and sequence...`,
      );
      say(await importPglite(dataDir, db));
      say(`Done. The PGlite copy ${pgliteDir(dataDir)} is kept as it was; remove it once you are satisfied.`);
    }
    // Archived WAL alone restores nothing: without a base backup the first day's work (or the
    // moved PGlite data) would have no restorable copy until the first daily backup.
    if (created || moving) say(`First base backup written: ${await writeBaseBackup(cluster, dataDir)}`);
  } catch (error) {
    await db.destroy();
    await cluster.stop();
    await lock.release();
    throw error;
  }
  return {
    db,
    kind: 'embedded',
    dataDir,
    cluster,
    backup: (keep) => writeBaseBackup(cluster, dataDir, keep),
    onConnectionLost: (listener) => events.add(listener),
    close: async () => {
      await db.destroy();
      await cluster.stop();
      await lock.release();
    },
  };
}
