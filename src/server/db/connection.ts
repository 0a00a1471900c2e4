import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { PGliteDialect } from './pglite-dialect';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { PGDATA, writeBackup } from './backup';
import { reportLostConnections, unavailableOnConnectFailure } from './unavailable';

export type DB = Kysely<Database>;

/** Type OIDs whose parsing we fix so PGlite and node-postgres return the same JS values. */
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
  /** 'postgres' for a PostgreSQL server, 'pglite' for the embedded database. */
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
  /** PGlite on disk only: writes a backup to DATA_DIR/backups, keeping the newest `keep`; answers its path. */
  backup?(keep: number): Promise<string>;
  /** PGlite on disk only: the data dir's lock, through which `npm run backup` reaches a running server. */
  lock?: DataDirLock;
  /** PostgreSQL only: hears of connections the server ended (the pool replaces them when asked). */
  onConnectionLost?(listener: (error: Error) => void): void;
}

/** How the app's connections show in pg_stat_activity. */
export const APPLICATION_NAME = 'freight-back-office';

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data dir; 'memory://' for a throwaway in-memory database. */
  dataDir?: string;
  /** PostgreSQL schema to use (tests use a fresh schema per suite). */
  schema?: string;
}

export function createPostgresPool(databaseUrl: string, schema?: string): pg.Pool {
  return new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    application_name: APPLICATION_NAME,
    // A database that does not answer fails the request (and the health check) instead of hanging it.
    connectionTimeoutMillis: 5000,
    // The app's statements are short; PostgreSQL's JIT, triggered by large row estimates on a big
    // table, spent over a second compiling a 100-bill Transactions page (EXPLAIN ANALYZE, issue 9).
    options: ['-c jit=off', schema ? `-c search_path=${schema}` : ''].join(' ').trim(),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = createPostgresPool(options.databaseUrl, options.schema);
    const listeners = new Set<(error: Error) => void>();
    reportLostConnections(pool, (error) => listeners.forEach((listener) => listener(error)));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: unavailableOnConnectFailure(pool) }) });
    return { db, kind: 'postgres', close: () => db.destroy(), onConnectionLost: (listener) => listeners.add(listener) };
  }

  const dataDir = options.dataDir ?? 'memory://';
  const inMemory = dataDir.startsWith('memory://');
  let lock: DataDirLock | undefined;
  if (!inMemory) {
    fs.mkdirSync(dataDir, { recursive: true });
    // PGlite must never be opened by two processes at once: it would corrupt the data dir.
    lock = await acquireDataDirLock(dataDir);
  }
  try {
    // One options object: PGlite(undefined, options) drops the options, and with them the parsers.
    const pglite = new PGlite({ dataDir: inMemory ? undefined : path.join(dataDir, PGDATA), parsers: PARSERS });
    await pglite.waitReady;
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    return {
      db,
      kind: 'pglite',
      lock,
      backup: inMemory ? undefined : (keep) => writeBackup(db, pglite, dataDir, keep),
      close: async () => {
        await db.destroy();
        await lock?.release();
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}
