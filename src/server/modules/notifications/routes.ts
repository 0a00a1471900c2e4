import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { BUSINESS_ZONE, todayInIndia } from '../../../shared/common/dates';
import { endpointRoutes } from '../../endpoint-routes';
import { notificationEndpoints as calls } from '../../../shared/dashboard/notifications-wire';
import { expiringDocuments } from './repository';

/** The last end date that is flagged today: documents with `warningDays` days left or fewer. */
export function lastFlaggedDay(warningDays: number, now: Date = new Date()): string {
  return DateTime.fromISO(todayInIndia(now), { zone: BUSINESS_ZONE })
    .plus({ days: warningDays })
    .toISODate()!;
}

/** The bell: GET /notify-trucks lists vehicle documents expired or about to expire. */
export async function notificationRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  serve(calls.list, 'notifications', async () =>
    expiringDocuments(app.db, lastFlaggedDay(app.config.expiryWarningDays)),
  );
}
