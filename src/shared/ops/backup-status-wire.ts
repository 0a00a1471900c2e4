import { z } from 'zod';

/**
 * What the admin sees of the embedded database's backups (Settings, Backups card; GET /health with an
 * admin's session): the newest base backup and the last restore drill.
 */
export const restoreDrillAnswer = z.object({
  /** When the drill ran (ISO). */
  at: z.string(),
  ok: z.boolean(),
  /** Why it failed, in one line. */
  reason: z.string().optional(),
  /** The base backup it restored (file name). */
  backup: z.string().optional(),
  /** Rows of each table of the restored database. */
  rowCounts: z.record(z.string(), z.number()).optional(),
  /** The last commit the restore replayed (ISO); null when none came after the backup. */
  lastCommitAt: z.string().nullable().optional(),
});
export type RestoreDrill = z.infer<typeof restoreDrillAnswer>;

/** One object, not a union: the server's response serializer keeps a union's first branch's fields only. */
export const backupStatusAnswer = z.object({
  /** 'server' (DATABASE_URL): that server's own tools back it up, and nothing else is said. */
  kind: z.enum(['embedded', 'server']),
  /** When the newest base backup was complete (ISO), null before the first. */
  newestBackupAt: z.string().nullable().optional(),
  newestBackupAgeMinutes: z.number().nullable().optional(),
  lastDrill: restoreDrillAnswer.nullable().optional(),
});
export type BackupStatus = z.infer<typeof backupStatusAnswer>;
