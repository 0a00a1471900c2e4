import type { AnswerOf } from '../../../shared/common/endpoint';
import { notificationEndpoints as calls } from '../../../shared/dashboard/notifications-wire';
import { api } from '../../app/api';
import { wireCall } from '../../app/wire-call';

/** The bell's list: vehicle documents expired or within the server's expiry window (EXPIRY_WARNING_DAYS; GET /notify-trucks). */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.query<AnswerOf<typeof calls.list>, void>({
      query: () => wireCall(calls.list),
      providesTags: [{ type: 'Notification' as const, id: 'LIST' }],
    }),
  }),
});

export const { useListNotificationsQuery } = notificationsApi;
