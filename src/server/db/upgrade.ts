import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { archiveSettings, backupDir, prepareArchive, writeBaseBackup } from './backup';
import { openDatabase } from './connection';
import { acquireDataDirLock } from './data-dir-lock';
import { databaseDigests, digestDifferences } from './database-digests';
import { postgresMajor } from './embedded/binaries';
import { EmbeddedCluster } from './embedded/cluster';
import { clusterFiles, clusterMajor, majorMismatch } from './embedded/cluster-files';
import { copyDatabase, type RowSource } from './pglite-import';

/** So many base backups are kept beside the old cluster: none of its own is pruned by the one taken here. */
const KEEP_ALL = 1_000_000;

export interface UpgradeResult {
  from: number;
  to: number;
  /** The old cluster's folder: a whole DATA_DIR of the previous app version (cluster, backups, password). */
  keptAside: string;
  backupBefore: string;
  backupAfter: string;
  /** "table rows" per table copied. */
  tables: string[];
}

function stamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
}

const rowSource = (client: pg.Client): RowSource => ({
  query: async (text, params) => client.query(text, params) as never,
});

/**
 * `npm run upgrade-db`: moves DATA_DIR's cluster of the previous PostgreSQL major to the app's.
 * PostgreSQL's own tools for this (pg_upgrade, pg_dump) are not in the npm packages, so the old
 * cluster is run with the previous major's programs beside a new cluster of the current one, and
 * the app's database is copied over as the PGlite move does (every table's rows in one
 * transaction, sequences where they were, migration bookkeeping as it was); the two are compared by
 * digests of every table and sequence before anything is kept.
 *
 * The old cluster and its backups move into DATA_DIR/postgres-<old major>-kept-<time>, a whole data
 * dir of the previous app version; a base backup is taken there with the old programs first, and
 * one of the new cluster at the end. If anything fails, the old cluster is put back as it was.
 */
export async function upgradeCluster(
  dataDir: string,
  keep: number,
  say: (line: string) => void,
): Promise<UpgradeResult | null> {
  const lock = await acquireDataDirLock(dataDir);
  try {
    const from = clusterMajor(dataDir);
    const to = postgresMajor();
    if (from === null)
      throw new Error(`${dataDir} holds no embedded PostgreSQL cluster: nothing to upgrade.`);
    if (from === to) {
      say(`${clusterFiles(dataDir).pgdata} is already a PostgreSQL ${to} cluster: nothing to do.`);
      return null;
    }
    if (from !== postgresMajor('previous')) throw new Error(majorMismatch(dataDir, from, to));
    return await moveCluster(dataDir, from, to, keep, say);
  } finally {
    await lock.release();
  }
}

async function moveCluster(
  dataDir: string,
  from: number,
  to: number,
  keep: number,
  say: (line: string) => void,
): Promise<UpgradeResult> {
  const files = clusterFiles(dataDir);
  const aside = path.join(dataDir, `postgres-${from}-kept-${stamp(new Date())}`);
  const asideFiles = clusterFiles(aside);
  fs.mkdirSync(aside, { mode: 0o700 });
  fs.renameSync(files.pgdata, asideFiles.pgdata);
  if (fs.existsSync(backupDir(dataDir))) fs.renameSync(backupDir(dataDir), backupDir(aside));
  fs.copyFileSync(files.passwordFile, asideFiles.passwordFile);
  fs.chmodSync(asideFiles.passwordFile, 0o600);
  say(`The PostgreSQL ${from} cluster and its backups are moved aside to ${aside}.`);

  const old = new EmbeddedCluster({ dataDir: aside, release: 'previous', settings: archiveSettings(aside) });
  const fresh = new EmbeddedCluster({ dataDir, settings: archiveSettings(dataDir) });
  try {
    prepareArchive(aside);
    await old.start();
    const backupBefore = await writeBaseBackup(old, aside, KEEP_ALL);
    say(`Base backup of the PostgreSQL ${from} cluster (with its own programs): ${backupBefore}`);
    prepareArchive(dataDir);
    await fresh.start();
    say(`New PostgreSQL ${to} cluster: ${files.pgdata}. Copying the database...`);
    const tables = await copyInto(old, fresh);
    await old.stop();
    const backupAfter = await writeBaseBackup(fresh, dataDir, keep);
    say(`Base backup of the PostgreSQL ${to} cluster: ${backupAfter}`);
    await fresh.stop();
    return { from, to, keptAside: aside, backupBefore, backupAfter, tables };
  } catch (error) {
    await fresh.stop().catch(() => undefined);
    await old.stop().catch(() => undefined);
    fs.rmSync(files.pgdata, { recursive: true, force: true });
    fs.rmSync(backupDir(dataDir), { recursive: true, force: true });
    fs.renameSync(asideFiles.pgdata, files.pgdata);
    if (fs.existsSync(backupDir(aside))) fs.renameSync(backupDir(aside), backupDir(dataDir));
    fs.rmSync(aside, { recursive: true, force: true });
    throw new Error(
      `${(error as Error).message}\nNothing changed: the PostgreSQL ${from} cluster is back in ${files.pgdata}.`,
    );
  }
}

/** Copies the app's database and answers its tables' row counts once both sides' digests agree. */
async function copyInto(old: EmbeddedCluster, fresh: EmbeddedCluster): Promise<string[]> {
  const source = new pg.Client(old.connection());
  const target = new pg.Client(fresh.connection());
  const database = await openDatabase({ databaseUrl: fresh.url() });
  await source.connect();
  await target.connect();
  try {
    const tables = await copyDatabase(rowSource(source), database.db, { withMigrationTables: true });
    const differences = digestDifferences(
      await databaseDigests(rowSource(source)),
      await databaseDigests(rowSource(target)),
    );
    if (differences.length > 0)
      throw new Error(`The copy differs from the old database:\n${differences.join('\n')}`);
    return tables;
  } finally {
    await source.end();
    await target.end();
    await database.close();
  }
}
