import path from 'node:path';
import { loadConfig } from '../config';
import { restoreBackup } from '../db/backup';

/** `npm run restore -- FILE`: restores a backup into DATA_DIR, which must hold no database yet. */
async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run restore -- DATA_DIR/backups/freight-YYYYMMDD-HHMMSS.tar.gz (into an empty DATA_DIR)');
  const { dataDir } = loadConfig();
  await restoreBackup(path.resolve(file), dataDir);
  console.log(`Restored ${file} into ${dataDir}. Start the app with DATA_DIR=${dataDir}.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
