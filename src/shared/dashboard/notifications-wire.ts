import { z } from 'zod';
import { endpoint } from '../common/endpoint';

/**
 * The bell's wire, apart from the dashboard's: the bell loads with every screen's top bar, and the
 * dashboard's schemas bring the TDS due dates' rules (and luxon) with them.
 */

/** A truck's document that expires soon: a row of GET /notify-trucks. */
export const expiryNotification = z.object({
  truck_no: z.string(),
  field_name: z.string(),
  end_date: z.string(),
});
export type ExpiryNotification = z.infer<typeof expiryNotification>;
const expiryNotificationsAnswer = z.array(expiryNotification);

/** The bell: notifications/routes.ts serves it, notifications-api.ts calls it. */
export const notificationEndpoints = {
  list: endpoint('GET', '/notify-trucks', { response: { 200: expiryNotificationsAnswer } }),
};
