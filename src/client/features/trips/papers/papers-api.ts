import { api } from '../../../app/api';
import { wireCall } from '../../../app/wire-call';
import type { AnswerOf } from '../../../../shared/common/endpoint';
import { tripPaperEndpoints as calls } from '../../../../shared/trips/papers-wire';

/** The signed-in user's trips of today, to add or replace their papers. */
export const papersApi = api.injectEndpoints({
  endpoints: (build) => ({
    myTripsToday: build.query<AnswerOf<typeof calls.myTripsToday>, void>({
      query: () => wireCall(calls.myTripsToday),
      // A new trip, a row save or a papers upload makes the trip lists stale, this one with them.
      providesTags: (answer) => [
        { type: 'Report', id: 'LIST' },
        ...(answer?.trips ?? []).map((trip) => ({ type: 'Trip' as const, id: trip.TripID })),
      ],
    }),
  }),
});

export const { useMyTripsTodayQuery } = papersApi;
