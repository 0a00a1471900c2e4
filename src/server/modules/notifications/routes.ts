import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { BUSINESS_ZONE, todayInIndia } from '../../../shared/common/dates';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationEndpoints as calls } from '../../../shared/dashboard/overview-wire';
import { expiringDocuments } from './repository';

/** The last end date that is flagged today: documents with `warningDays` days left or fewer. */
export function lastFlaggedDay(warningDays: number, now: Date = new Date()): string {
  return DateTime.fromISO(todayInIndia(now), { zone: BUSINESS_ZONE })
    .plus({ days: warningDays })
    .toISODate()!;
}

/** The bell: GET /notify-trucks lists vehicle documents expired or about to expire. */
export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(calls.list.path, { config: { access: 'notifications' }, schema: calls.list.schema }, async () =>
    expiringDocuments(app.db, lastFlaggedDay(app.config.expiryWarningDays)),
  );
}
