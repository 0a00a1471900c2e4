import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresBinaries, reachableNative } from './binaries';
import { firstShutOut, postgresRunAs } from './system-user';

// A checkout under a closed directory (root's home is mode 700): run as root, PostgreSQL's own
// user could not reach the programs there, so they are used from a copy it can reach.
test("PostgreSQL's programs are reachable by the user it runs as, even from a checkout under a closed directory", () => {
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
      expect(used).toBe(inside);
      return;
    }
    expect(firstShutOut(inside, runAs)).toBe(closed);
    expect(firstShutOut(used, runAs)).toBeNull();
    const version = spawnSync(path.join(used, 'bin', 'postgres'), ['--version'], {
      ...runAs,
      encoding: 'utf8',
    });
    expect([version.status, version.stdout]).toEqual([
      0,
      expect.stringMatching(/^postgres \(PostgreSQL\) 18\./),
    ]);
  } finally {
    fs.rmSync(closed, { recursive: true, force: true });
  }
});
