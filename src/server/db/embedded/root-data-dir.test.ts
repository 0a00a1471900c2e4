import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../../config';
import { openDatabase } from '../connection';
import { ROOT_DATA_HOME } from './root-data-dir';

/**
 * Run as root from a checkout in a closed folder (root's home is mode 700), the README's
 * `npm install && npm start` must work: PostgreSQL runs as its own user, who cannot reach ./data
 * there, so the data dir is kept where it can, and the first start says where.
 */
const asRoot = process.getuid?.() === 0;
let closed: string;
let placed: string[] = [];

beforeAll(() => {
  closed = fs.mkdtempSync(path.join(os.tmpdir(), 'root-home-'));
  fs.chmodSync(closed, 0o700);
});
afterAll(() => {
  fs.rmSync(closed, { recursive: true, force: true });
  for (const dir of placed) fs.rmSync(dir, { recursive: true, force: true });
  if (fs.existsSync(ROOT_DATA_HOME) && fs.readdirSync(ROOT_DATA_HOME).length === 0)
    fs.rmdirSync(ROOT_DATA_HOME);
});

/** loadConfig as `npm start` in that checkout sees it: no DATA_DIR, the checkout as the working directory. */
function configIn(checkout: string, env: NodeJS.ProcessEnv = {}) {
  fs.mkdirSync(checkout, { recursive: true });
  const cwd = process.cwd();
  process.chdir(checkout);
  try {
    return loadConfig(env);
  } finally {
    process.chdir(cwd);
  }
}

test('as root, a checkout under a closed folder keeps its data where PostgreSQL can reach it, one place per checkout, and the first start says where', async () => {
  const checkout = path.join(closed, 'freight-back-office');
  const { dataDir } = configIn(checkout);
  if (!asRoot) {
    expect(dataDir).toBe(path.join(checkout, 'data')); // PostgreSQL runs as this user, who reaches ./data
    return;
  }
  placed = [dataDir];
  expect(path.dirname(dataDir)).toBe(ROOT_DATA_HOME);
  expect(path.basename(dataDir)).toMatch(/^[0-9a-f]{16}$/);
  expect(configIn(checkout).dataDir).toBe(dataDir);
  const other = configIn(path.join(closed, 'second-checkout')).dataDir;
  expect(other).not.toBe(dataDir);
  // Where PostgreSQL's user can reach ./data, nothing moves; and a DATA_DIR set by the admin is theirs.
  const open = fs.mkdtempSync(path.join(os.tmpdir(), 'open-home-'));
  fs.chmodSync(open, 0o755);
  try {
    expect(configIn(open).dataDir).toBe(path.join(open, 'data'));
  } finally {
    fs.rmSync(open, { recursive: true, force: true });
  }
  expect(configIn(checkout, { DATA_DIR: './data' }).dataDir).toBe(path.join(checkout, 'data'));

  const said: string[] = [];
  const first = await openDatabase({ dataDir, say: (line) => said.push(line) });
  try {
    const { rows } = await sql<{ dir: string }>`select current_setting('data_directory') as dir`.execute(
      first.db,
    );
    expect(rows[0].dir).toBe(path.join(dataDir, 'postgres'));
  } finally {
    await first.close();
  }
  expect(said).toEqual([
    `Running as root from a checkout PostgreSQL's user "postgres" cannot reach: the data is kept in ${dataDir} (set DATA_DIR to choose another place).`,
    expect.stringMatching(
      new RegExp(`^First base backup written: ${dataDir}/backups/freight-\\d{8}-\\d{6}\\.tar\\.gz$`),
    ),
  ]);
  const again: string[] = [];
  await (await openDatabase({ dataDir, say: (line) => again.push(line) })).close();
  expect(again).toEqual([]);
}, 120_000);

test("as root, a DATA_DIR the admin set under a closed folder is refused, naming the folder that blocks PostgreSQL's user", async () => {
  if (!asRoot) return;
  const dataDir = path.join(closed, 'chosen', 'data');
  await expect(openDatabase({ dataDir })).rejects.toThrow(
    `cannot pass through ${closed} (mode 700) to reach DATA_DIR ${dataDir}.`,
  );
}, 60_000);
