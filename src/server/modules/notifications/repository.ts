import type { DB } from '../../db/connection';
import type { ExpiryNotification } from '../../../shared/dashboard/notifications-wire';
import { documentsEnding } from '../vehicles/for-notifications';

/**
 * Documents of non-deleted vehicles that end on or before `lastDay` (YYYY-MM-DD): expired ones and
 * those about to expire. Soonest first.
 */
export function expiringDocuments(db: DB, lastDay: string): Promise<ExpiryNotification[]> {
  return documentsEnding(db, { to: lastDay });
}
