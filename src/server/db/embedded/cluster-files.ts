import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the embedded PostgreSQL keeps its things inside DATA_DIR. The cluster is `postgres/`
 * (PGlite used `pgdata/`, so an old data dir is told apart and migrated from, see pglite-import).
 */
export function clusterFiles(dataDir: string) {
  const pgdata = path.join(dataDir, 'postgres');
  return {
    pgdata,
    /** The password made up at initdb, readable by its owner only. */
    passwordFile: path.join(dataDir, 'postgres-password'),
    /** PostgreSQL's own log (startup, crash recovery, errors). */
    logFile: path.join(dataDir, 'postgres.log'),
    socketDir: socketDirFor(pgdata),
  };
}

/** A Unix socket path may hold ~107 bytes: a deep DATA_DIR gets its socket in a short per-cluster dir instead. */
function socketDirFor(pgdata: string): string {
  if (`${pgdata}/.s.PGSQL.5432`.length <= 100) return pgdata;
  const digest = crypto.createHash('sha256').update(pgdata).digest('hex').slice(0, 16);
  return path.join('/tmp', `freight-pg-${digest}`);
}

/** The port only names the socket file (PostgreSQL listens on no TCP port here). */
export const SOCKET_PORT = 5432;
export const SUPERUSER = 'postgres';
/** The app's database in the embedded cluster. */
export const APP_DATABASE = 'freight';

export function hasCluster(dataDir: string): boolean {
  return fs.existsSync(path.join(clusterFiles(dataDir).pgdata, 'PG_VERSION'));
}

export function readPassword(dataDir: string): string {
  return fs.readFileSync(clusterFiles(dataDir).passwordFile, 'utf8').trim();
}

/** Writes the cluster's password once, mode 0600 from the start (never briefly readable by others). */
export function writeNewPassword(dataDir: string): string {
  const password = crypto.randomBytes(24).toString('base64url');
  const fd = fs.openSync(clusterFiles(dataDir).passwordFile, 'wx', 0o600);
  try {
    fs.writeSync(fd, `${password}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return password;
}

/** The PostgreSQL major a cluster was made by (its PG_VERSION), or null when DATA_DIR holds none. */
export function clusterMajor(dataDir: string): number | null {
  try {
    return Number(fs.readFileSync(path.join(clusterFiles(dataDir).pgdata, 'PG_VERSION'), 'utf8').trim());
  } catch {
    return null;
  }
}

/** One line saying why a cluster of another major does not start, and what to run. */
export function majorMismatch(dataDir: string, found: number | null, programs: number): string {
  const cluster = `${clusterFiles(dataDir).pgdata} is a PostgreSQL ${found} cluster and this version of the app runs PostgreSQL ${programs}`;
  if (found !== null && found === programs - 1)
    return `${cluster}: stop the app and run npm run upgrade-db to move it to PostgreSQL ${programs} (the old cluster is kept aside).`;
  if (found !== null && found > programs)
    return `${cluster}: run the app version that made it (it is newer than this one).`;
  return `${cluster}: npm run upgrade-db moves clusters of PostgreSQL ${programs - 1} only; first move it with an app version that runs PostgreSQL ${(found ?? 0) + 1}.`;
}
