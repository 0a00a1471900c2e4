import fs from 'node:fs';
import path from 'node:path';
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { openDatabase } from './connection';
import { hasCluster } from './embedded/cluster-files';
import { pgliteDir } from './pglite-import';
import { listBackups, readBackupNote } from './backup';
import { expectMovedIntact } from '../test/db-invariants';
import { nodeArgsFor } from '../test/compiled-server';
import { scratchDir } from '../test/scratch-dir';

/**
 * A data dir of the PGlite days: a start refuses it, `npm run migrate-pglite` moves it into the
 * embedded PostgreSQL (every row, file and sequence), and the start after that opens it.
 */
let root: string;
const dataDir = () => path.join(root, 'data');

/** The distinct modes of the directories and files under a folder, itself included. */
function modesUnder(dir: string): string[] {
  const modes = new Set<string>();
  const walk = (entry: string) => {
    const stat = fs.lstatSync(entry);
    const mode = (stat.mode & 0o777).toString(8);
    if (stat.isDirectory()) {
      modes.add(`directories ${mode}`);
      for (const name of fs.readdirSync(entry)) walk(path.join(entry, name));
    } else if (!stat.isSymbolicLink()) modes.add(`files ${mode}`);
  };
  walk(dir);
  return [...modes].sort();
}

let before: { sums: Record<string, string>; sequences: { name: string; value: string | null }[] };

beforeAll(async () => {
  root = scratchDir('pglite-move-');
  fs.chmodSync(root, 0o711); // PostgreSQL's user passes through to the data dir inside
  fs.mkdirSync(dataDir());
  // Made in a process of its own, with V8's baseline WebAssembly compiler (test/pglite-data-dir.ts).
  const made = await promisify(execFile)(
    process.execPath,
    ['--liftoff-only', ...nodeArgsFor('src/server/test/pglite-data-dir.ts'), dataDir()],
    { env: process.env, maxBuffer: 16 * 1024 * 1024 },
  );
  before = JSON.parse(made.stdout) as typeof before;
}, 240_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test('a start refuses a data dir of the PGlite days, names npm run migrate-pglite, and leaves it as it is', async () => {
  await expect(openDatabase({ dataDir: dataDir() })).rejects.toThrow(
    `${dataDir()} holds a PGlite database (pgdata/) not yet moved into the embedded PostgreSQL: run \`npm run migrate-pglite\` with the same DATA_DIR, then start again.`,
  );
  expect(hasCluster(dataDir())).toBe(false);
  expect(fs.existsSync(path.join(dataDir(), 'pglite-moved.txt'))).toBe(false);
});

test('npm run migrate-pglite moves the PGlite database in, keeps the PGlite copy, and does it once', async () => {
  // The command's own code, compiled as the script runs it.
  const command = spawnSync(process.execPath, nodeArgsFor('src/server/ops/migrate-pglite.ts'), {
    env: { ...process.env, DATA_DIR: dataDir(), DATABASE_URL: '' },
    encoding: 'utf8',
  });
  expect({ status: command.status, stderr: command.stderr }).toEqual({ status: 0, stderr: '' });
  expect(command.stdout).toContain('Moved the PGlite database');
  const moved = await openDatabase({ dataDir: dataDir() });
  try {
    // Sequences go on where they were: a new row takes the next id, no clash.
    await expectMovedIntact(moved.db, before, 'Moved');
  } finally {
    await moved.close();
  }
  // The moved data is restorable at once: a base backup taken after the move, before any daily one.
  const [first, ...more] = listBackups(dataDir());
  expect(more).toEqual([]);
  expect(Date.parse(readBackupNote(first).endedAt!)).toBeGreaterThan(Date.now() - 10 * 60_000);
  expect(fs.existsSync(path.join(pgliteDir(dataDir()), 'PG_VERSION'))).toBe(true);
  // The kept copy holds the business's data: PGlite made it 0755 with files 0666; now only its owner's.
  expect(modesUnder(pgliteDir(dataDir()))).toEqual(['directories 700', 'files 600']);
  expect(fs.statSync(path.join(dataDir(), 'pglite-moved.txt')).mode & 0o777).toBe(0o600);
  expect(fs.readFileSync(path.join(dataDir(), 'pglite-moved.txt'), 'utf8')).toContain(
    'Moved the PGlite database',
  );

  const again = spawnSync(process.execPath, nodeArgsFor('src/server/ops/migrate-pglite.ts'), {
    env: { ...process.env, DATA_DIR: dataDir(), DATABASE_URL: '' },
    encoding: 'utf8',
  });
  expect(again.stdout).toBe(
    `Nothing to move: ${pgliteDir(dataDir())} holds no PGlite database, or it was moved already (see pglite-moved.txt).\n`,
  );
  const reopened = await openDatabase({ dataDir: dataDir() });
  try {
    const rows = await reopened.db
      .selectFrom('freight_rates')
      .select('from_destination')
      .where('from_destination', '=', 'Moved')
      .execute();
    expect(rows).toHaveLength(1); // not copied over a second time
  } finally {
    await reopened.close();
  }
  expect(listBackups(dataDir())).toEqual([first]); // nor backed up again at every start
}, 240_000);
