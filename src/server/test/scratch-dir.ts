import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postmasterPids, processAlive } from '../db/embedded/stale-postmaster';

/**
 * Where tests keep PostgreSQL clusters nothing must outlive: in RAM (/dev/shm) when it has room.
 * On this machine's busy ext4 each file a cluster creates costs about a millisecond of kernel time
 * and each commit waits for its flush (seeding the demo data set there took 20-40 s of waiting);
 * in RAM neither waits. Elsewhere (a container's 64 MiB /dev/shm, macOS) the system's temp dir.
 */
const RAM_DIR = '/dev/shm';
const RAM_NEEDED_BYTES = 4 * 1024 ** 3;
/** Every test cluster's folder in RAM starts so: a killed run's are found and removed by name. */
const SCRATCH_PREFIX = 'freight-test-';
const HOUR_MS = 60 * 60 * 1000;

function ramHasRoom(): boolean {
  try {
    const { bavail, bsize } = fs.statfsSync(RAM_DIR);
    return bavail * bsize >= RAM_NEEDED_BYTES;
  } catch {
    return false; // no /dev/shm
  }
}

/** A new folder for a test's clusters, `prefix` in its name (removing it is the test's own afterAll). */
export function scratchDir(prefix: string): string {
  const parent = ramHasRoom() ? RAM_DIR : os.tmpdir();
  return fs.mkdtempSync(path.join(parent, `${SCRATCH_PREFIX}${prefix}`));
}

/**
 * A run that was killed never reached its tests' afterAll or its teardown: in RAM their clusters
 * would stay until a reboot. Gone once an hour old with none of their PostgreSQL running (a run
 * still going keeps its own).
 */
export function removeAbandonedScratch(): void {
  if (!ramHasRoom()) return;
  for (const name of fs.readdirSync(RAM_DIR)) {
    if (!name.startsWith(SCRATCH_PREFIX)) continue;
    const dir = path.join(RAM_DIR, name);
    try {
      if (Date.now() - fs.statSync(dir).mtimeMs < HOUR_MS) continue;
      const running = postmasterPids(dir, 3).some((file) =>
        processAlive(Number(fs.readFileSync(file, 'utf8').split('\n')[0])),
      );
      if (running) continue;
    } catch {
      // a file gone while looking: removed below all the same
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
