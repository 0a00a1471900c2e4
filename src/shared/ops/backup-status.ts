import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '../common/dates';
import type { RestoreDrill } from './backup-status-wire';

/**
 * How the Backups card words the backups' state. Kept apart from the wire schemas: luxon is loaded
 * with the Settings screen, not with the first page (GET /health's schema is in the first load).
 */
export const BACKUP_STATUS_MESSAGES = {
  serverDatabase:
    "This app uses a PostgreSQL server (DATABASE_URL): back it up with that server's own tools (pg_basebackup with WAL archiving, or pg_dump).",
  noBackup: 'No base backup yet.',
  adminsOnly: "The backups' state is shown to an admin's session only.",
  noDrill: 'No restore drill has run yet (weekly, or npm run backup -- --verify).',
  noCommitReplayed: 'no commit after the backup',
} as const;

/** A backup's age as the card says it: minutes, hours or days. */
export function backupAgeText(minutes: number): string {
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min ago`;
  return `${Math.floor(minutes / (24 * 60))} days ago`;
}

/** The rows of a drill's restored database, all tables together. */
export const totalRows = (drill: RestoreDrill) =>
  Object.values(drill.rowCounts ?? {}).reduce((sum, rows) => sum + rows, 0);

/** A backup's or a drill's time as the card shows it: dd/mm/yyyy HH:mm, India time. */
export function backupTimeText(iso: string): string {
  const at = DateTime.fromISO(iso, { setZone: true }).setZone(BUSINESS_ZONE);
  return at.isValid ? at.toFormat('dd/MM/yyyy HH:mm') : iso;
}
