import { api } from '../../app/api';
import type { ExpiryNotification } from '../../../shared/masters/vehicle';

/** The bell's list: vehicle documents expired or within the server's expiry window (EXPIRY_WARNING_DAYS; GET /notify-trucks). */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.query<ExpiryNotification[], void>({
      query: () => '/notify-trucks',
      providesTags: [{ type: 'Notification' as const, id: 'LIST' }],
    }),
  }),
});

export const { useListNotificationsQuery } = notificationsApi;
