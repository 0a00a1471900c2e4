import path from 'node:path';
import { loadConfig } from '../config';
import { restoreBackup } from '../db/restore';

const USAGE =
  'Usage: npm run restore -- DATA_DIR/backups/freight-YYYYMMDD-HHMMSS.tar.gz [--to "YYYY-MM-DD HH:MM"] (into an empty DATA_DIR; the time is India time)';

/** `npm run restore -- FILE [--to TIME]`: a base backup plus its archived WAL into an empty DATA_DIR. */
async function main() {
  const args = process.argv.slice(2);
  const toAt = args.indexOf('--to');
  const to = toAt >= 0 ? args.splice(toAt, 2)[1] : undefined;
  if (toAt >= 0 && !to) throw new Error(USAGE);
  const [file] = args;
  if (!file || args.length > 1) throw new Error(USAGE);
  const { dataDir } = loadConfig();
  await restoreBackup(path.resolve(file), dataDir, to);
  const upTo = to ? `up to ${to} (India time)` : 'to the end of its archived WAL';
  console.log(`Restored ${file} ${upTo} into ${dataDir}. Start the app with DATA_DIR=${dataDir}.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
