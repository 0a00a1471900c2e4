import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresBinaries, postgresMajor, reachableNative } from './binaries';
import { firstShutOut, postgresRunAs } from './system-user';

// A checkout under a closed directory (root's home is mode 700): run as root, PostgreSQL's own
// user could not reach the programs there, so they are used from a copy made for the run.
test("PostgreSQL's programs are reachable by the user it runs as, even from a checkout under a closed directory, from a private copy made for the run", () => {
  const runAs = postgresRunAs();
  const native = path.dirname(path.dirname(postgresBinaries().postgres));
  const closed = fs.mkdtempSync(path.join(os.tmpdir(), 'closed-home-'));
  try {
    fs.chmodSync(closed, 0o700);
    const inside = path.join(closed, 'checkout', 'linux-x64', 'native');
    fs.cpSync(path.dirname(native), path.dirname(inside), { recursive: true, verbatimSymlinks: true });
    const used = reachableNative(inside, runAs);
    if (!runAs) {
      // Not root: PostgreSQL runs as this very user, who reaches the checkout.
      expect(used.dir).toBe(inside);
      return;
    }
    expect(firstShutOut(inside, runAs)).toBe(closed);
    expect(firstShutOut(used.dir, runAs)).toBeNull();
    // Private: a new folder of PostgreSQL's user, closed to everyone else, never one found there.
    const stat = fs.statSync(used.dir);
    expect([stat.mode & 0o777, stat.uid]).toEqual([0o700, runAs.uid]);
    expect(path.dirname(used.dir)).toBe(os.tmpdir());
    const second = reachableNative(inside, runAs);
    expect(second.dir).not.toBe(used.dir);
    second.release();
    const version = spawnSync(path.join(used.dir, 'bin', 'postgres'), ['--version'], {
      ...runAs,
      encoding: 'utf8',
    });
    expect([version.status, version.stdout]).toEqual([
      0,
      expect.stringMatching(/^postgres \(PostgreSQL\) 18\./),
    ]);
    used.release();
    expect(fs.existsSync(used.dir)).toBe(false);
  } finally {
    fs.rmSync(closed, { recursive: true, force: true });
  }
});

test('the app runs PostgreSQL 18 and carries the programs of 17 for upgrade-db, as their packages say', () => {
  expect([postgresMajor(), postgresMajor('previous')]).toEqual([18, 17]);
  const previous = postgresBinaries(undefined, 'previous');
  expect(spawnSync(previous.postgres, ['--version'], { encoding: 'utf8' }).stdout).toMatch(
    /^postgres \(PostgreSQL\) 17\./,
  );
});
