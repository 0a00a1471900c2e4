import { healthEndpoints } from '../../../shared/auth/wire';
import type { AnswerOf } from '../../../shared/common/endpoint';
import type { BackupStatus } from '../../../shared/ops/backup-status-wire';
import { api } from '../../app/api';
import { wireCall } from '../../app/wire-call';

/** The backups' state (Settings, Backups): GET /health answers it to an admin's session. */
export const backupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    backupStatus: build.query<BackupStatus | null, void>({
      query: () => wireCall(healthEndpoints.health),
      transformResponse: (answer: AnswerOf<typeof healthEndpoints.health>) => answer.backups ?? null,
    }),
  }),
});

export const { useBackupStatusQuery } = backupsApi;
