import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { clusterFiles } from './cluster-files';
import { existingPostgresUser, firstShutOut } from './system-user';

/** Where an app run as root keeps a data dir its checkout's ./data cannot be (see defaultDataDir). */
export const ROOT_DATA_HOME = '/var/lib/freight-back-office';

/** Anyone's permission bits: how a PostgreSQL user not created yet will be treated. */
const ANYONE = { uid: -1, gid: -1 };

const nearestExisting = (dir: string): string =>
  fs.existsSync(dir) ? dir : nearestExisting(path.dirname(dir));

/**
 * The data dir when DATA_DIR is not set: the checkout's ./data, unless the app runs as root and
 * PostgreSQL's user (it refuses to run as root) cannot pass through to it, as in a checkout in
 * root's home (mode 700). Then the data dir is ROOT_DATA_HOME/<first 16 hex digits of the SHA-256 of
 * the ./data path>, one per checkout, and the first start says so. A ./data that already holds a
 * database stays where it is (the start then names the directory that blocks it).
 */
export function defaultDataDir(wanted: string): string {
  if (process.getuid?.() !== 0) return wanted;
  const existing = nearestExisting(wanted);
  if (firstShutOut(existing, ANYONE) === null) return wanted;
  if (firstShutOut(existing, existingPostgresUser() ?? ANYONE) === null) return wanted;
  const holdsData =
    fs.existsSync(path.join(clusterFiles(wanted).pgdata, 'PG_VERSION')) ||
    fs.existsSync(path.join(wanted, 'pgdata', 'PG_VERSION'));
  if (holdsData) return wanted;
  return path.join(ROOT_DATA_HOME, crypto.createHash('sha256').update(wanted).digest('hex').slice(0, 16));
}

/** What the first start says when the data dir was placed for PostgreSQL's user, or null. */
export function placedDataDirNote(dataDir: string): string | null {
  if (path.dirname(dataDir) !== ROOT_DATA_HOME) return null;
  return `Running as root from a checkout PostgreSQL's user "postgres" cannot reach: the data is kept in ${dataDir} (set DATA_DIR to choose another place).`;
}
