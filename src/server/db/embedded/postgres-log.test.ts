import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../connection';
import { clusterFiles } from './cluster-files';
import { EmbeddedCluster } from './cluster';
import { RotatingLog } from './postgres-log';
import { copyFreshCluster } from '../../test/fresh-cluster';
import { scratchDir } from '../../test/scratch-dir';

/** PostgreSQL's own log: nothing of the data in it, rotated by size, and never the end of the app. */
let root: string;

beforeAll(() => {
  root = scratchDir('postgres-log-');
  fs.chmodSync(root, 0o711); // PostgreSQL's user passes through to the data dirs inside
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

// PostgreSQL 18 documentation, 19.8 Error Reporting and Logging
// (https://www.postgresql.org/docs/18/runtime-config-logging.html):
// - log_min_error_statement: "To effectively turn off logging of failing statements, set this
//   parameter to PANIC."
// - log_error_verbosity: "TERSE excludes the logging of DETAIL, HINT, QUERY, and CONTEXT error
//   information." (A duplicate key's clashing values are in its DETAIL.)
test("a duplicate key (the app's 409) leaves its error in postgres.log, but neither the statement nor the key's values", async () => {
  const dataDir = copyFreshCluster(path.join(root, 'clash')); // the log, not initdb, is the subject
  const database = await openDatabase({ dataDir });
  try {
    const setting = async (name: string) =>
      (await sql<{ value: string }>`select current_setting(${name}) as value`.execute(database.db)).rows[0]
        .value;
    expect([await setting('log_min_error_statement'), await setting('log_error_verbosity')]).toEqual([
      'panic',
      'terse',
    ]);
    await sql`create table bill_codes (code text unique, serial int)`.execute(database.db);
    await sql`insert into bill_codes values ('BSR-7781', 4471)`.execute(database.db);
    await expect(sql`insert into bill_codes values ('BSR-7781', 4472)`.execute(database.db)).rejects.toThrow(
      'duplicate key value violates unique constraint "bill_codes_code_key"',
    );
  } finally {
    await database.close();
  }
  const log = fs.readFileSync(clusterFiles(dataDir).logFile, 'utf8');
  expect(log).toContain('ERROR:  duplicate key value violates unique constraint "bill_codes_code_key"');
  for (const secret of ['BSR-7781', '4472', 'insert into', 'STATEMENT:', 'DETAIL:'])
    expect(`${secret}: ${log.includes(secret)}`).toBe(`${secret}: false`);
}, 120_000);

test('postgres.log rotates by size: postgres.log.1 ... .4 keep the older lines, the oldest beyond them goes', () => {
  const file = path.join(root, 'rotating.log');
  const log = new RotatingLog(file, 100, 5);
  const lines = Array.from(
    { length: 30 },
    (_, i) => `line ${String(i).padStart(2, '0')} ${'x'.repeat(40)}\n`,
  );
  for (const line of lines) expect(log.append(line)).toBeNull();
  // 48 bytes a line: two lines fill a file of 100 bytes.
  expect(fs.readFileSync(file, 'utf8')).toBe(lines[28] + lines[29]);
  expect(fs.readFileSync(`${file}.1`, 'utf8')).toBe(lines[26] + lines[27]);
  expect(fs.readFileSync(`${file}.4`, 'utf8')).toBe(lines[20] + lines[21]);
  expect(fs.existsSync(`${file}.5`)).toBe(false);
});

test('a postgres.log on a full disk (ENOSPC) is said once, and PostgreSQL starts, serves and restarts all the same', async () => {
  const dataDir = copyFreshCluster(path.join(root, 'full'));
  fs.symlinkSync('/dev/full', clusterFiles(dataDir).logFile); // every write fails with ENOSPC
  expect(new RotatingLog(clusterFiles(dataDir).logFile).append('x\n')).toMatchObject({ code: 'ENOSPC' });
  const events: string[] = [];
  const cluster = new EmbeddedCluster({ dataDir, restartOnDeath: true, onEvent: (m) => events.push(m) });
  try {
    await cluster.start();
    process.kill(cluster.postmasterPid()!, 'SIGKILL');
    for (let waited = 0; waited < 60_000 && !events.includes('PostgreSQL is running again'); waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events.filter((e) => e.includes('could not be written'))).toEqual([
      `PostgreSQL's log ${clusterFiles(dataDir).logFile} could not be written (ENOSPC); PostgreSQL goes on, its last lines are kept in memory`,
    ]);
    expect(events).toContain('PostgreSQL is running again');
  } finally {
    await cluster.stop();
  }
}, 120_000);
