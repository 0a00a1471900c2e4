import { z } from 'zod';
import { endpoint } from '../common/endpoint';

/**
 * How full the disk of the embedded database (DATA_DIR) is: 'ok', 'low' (the admin is warned),
 * 'critical' (below the floor: writes are refused), or 'unwatched' (the database is on a
 * PostgreSQL server named by DATABASE_URL, whose disk the app cannot see).
 */
const DISK_LEVELS = ['ok', 'low', 'critical', 'unwatched'] as const;

export const diskSpaceAnswer = z.object({
  /** Bytes PostgreSQL's user may still write (the root-reserved blocks left out); null when unwatched. */
  freeBytes: z.number().nullable(),
  totalBytes: z.number().nullable(),
  level: z.enum(DISK_LEVELS),
  message: z.string(),
});
export type DiskSpace = z.infer<typeof diskSpaceAnswer>;

/** disk-space/routes.ts serves it (admins only), the dashboard's banner reads it. */
export const diskSpaceEndpoints = {
  read: endpoint('GET', '/disk-space', { response: { 200: diskSpaceAnswer } }),
};
