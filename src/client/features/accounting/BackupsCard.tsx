import {
  BACKUP_STATUS_MESSAGES,
  backupAgeText,
  backupTimeText,
  totalRows,
} from '../../../shared/ops/backup-status';
import type { BackupStatus, RestoreDrill } from '../../../shared/ops/backup-status-wire';
import { Facts } from '../../ui/Facts';
import { useBackupStatusQuery } from './backups-api';

/** Settings: the embedded database's backups, read-only: the newest base backup and the last restore drill. */
export function BackupsCard() {
  const status = useBackupStatusQuery();
  return (
    <section className="card" aria-label="Backups">
      <h2 className="card__title">Backups</h2>
      {status.isError ? (
        <p role="alert">The backups&apos; state could not be read.</p>
      ) : status.data === undefined ? (
        <p>Loading...</p>
      ) : (
        <BackupFacts status={status.data} />
      )}
    </section>
  );
}

function BackupFacts({ status }: { status: BackupStatus | null }) {
  if (!status) return <p>{BACKUP_STATUS_MESSAGES.adminsOnly}</p>;
  if (status.kind === 'server') return <p>{BACKUP_STATUS_MESSAGES.serverDatabase}</p>;
  const newest = status.newestBackupAt
    ? `${backupTimeText(status.newestBackupAt)} (${backupAgeText(status.newestBackupAgeMinutes ?? 0)})`
    : BACKUP_STATUS_MESSAGES.noBackup;
  return (
    <Facts
      className="backup-facts"
      facts={[['Newest base backup', newest], ...drillFacts(status.lastDrill ?? null)]}
    />
  );
}

function drillFacts(drill: RestoreDrill | null): [string, string][] {
  if (!drill) return [['Last restore drill', BACKUP_STATUS_MESSAGES.noDrill]];
  const when = backupTimeText(drill.at);
  if (!drill.ok) return [['Last restore drill', `Failed on ${when}: ${drill.reason ?? ''}`]];
  return [
    ['Last restore drill', `OK on ${when} (${drill.backup ?? ''})`],
    ['Rows restored', `${totalRows(drill)} in ${Object.keys(drill.rowCounts ?? {}).length} tables`],
    [
      'Last commit restored',
      drill.lastCommitAt ? backupTimeText(drill.lastCommitAt) : BACKUP_STATUS_MESSAGES.noCommitReplayed,
    ],
  ];
}
