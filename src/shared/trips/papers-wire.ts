import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { messageAnswer } from '../common/wire';
import { TRIP_FILE_FIELDS } from './record';
import { tripIdParams, tripRecordAnswer } from './wire';

/**
 * A trip's papers after it is stored, beside SPEC.md's calls: the trip form sends the papers it
 * took once POST /reports answered the TripID, and the loading manager adds or replaces those of
 * his own Open trips of today from his list of them (trips/papers.ts has who may).
 */

/** What a papers upload stored: the fields it saved (the others are kept as they were). */
const papersSavedAnswer = messageAnswer.extend({
  TripID: z.string(),
  saved: z.array(z.enum(TRIP_FILE_FIELDS)),
});

/** The trips the signed-in user entered today (India's date), newest first. */
const myTripsTodayAnswer = z.object({ trips: z.array(tripRecordAnswer) });

export const tripPaperEndpoints = {
  /** Multipart: the four papers by field name (DieselSlipImage, ...), PDFs of at most 1 MB each. */
  save: endpoint('POST', '/api/trip/:tripId/papers', {
    params: tripIdParams,
    response: { 200: papersSavedAnswer },
  }),
  myTripsToday: endpoint('GET', '/api/my-trips-today', { response: { 200: myTripsTodayAnswer } }),
};
