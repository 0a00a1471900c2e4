import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { formNumber, idText, messageAnswer } from '../common/wire';
import { ACKNOWLEDGE_FIELDS, ACKNOWLEDGE_MESSAGES, MAX_ACKNOWLEDGE_TRIPS } from './acknowledge';

/**
 * Acknowledging many trips at once (Today's List and Reports): every trip with its Actual Weight
 * and Short, stored in one transaction or not at all. A call beside SPEC.md's row edit.
 */

const acknowledgeRow = z.object({
  TripID: idText,
  /** Required, above zero: the unloading weight (tons). */
  actualWeight: formNumber,
  /** Left out: the stored Short stays; '' or null: cleared. */
  short: formNumber,
});

export const acknowledgeTripsBody = z.object({
  trips: z
    .array(acknowledgeRow, { error: ACKNOWLEDGE_MESSAGES.noTrips })
    .min(1, ACKNOWLEDGE_MESSAGES.noTrips)
    // Asked for when the rule fails: reading the getter here made the Intl formatter at import.
    .max(MAX_ACKNOWLEDGE_TRIPS, { error: () => ACKNOWLEDGE_MESSAGES.tooMany }),
});
export type AcknowledgeTripsInput = z.output<typeof acknowledgeTripsBody>;

/** Every trip was acknowledged: their TripIDs in the order sent. */
export const acknowledgedAnswer = messageAnswer.extend({ acknowledged: z.array(z.string()) });

const refusedRowAnswer = z.object({
  TripID: z.string(),
  /** The typed field the reason belongs beside; null for the trip itself (not found, billed). */
  field: z.enum([...ACKNOWLEDGE_FIELDS, 'weight', 'TripID']).nullable(),
  message: z.string(),
});
/** Nothing was stored: each refused row with its reason (409 when a trip's state refuses it, else 422). */
export const acknowledgeRefusedAnswer = messageAnswer.extend({
  errorCode: z.string(),
  refused: z.array(refusedRowAnswer),
});
export type AcknowledgeRefusal = z.infer<typeof acknowledgeRefusedAnswer>;

export const tripAcknowledgeEndpoints = {
  acknowledge: endpoint('POST', '/trips/acknowledge', {
    body: acknowledgeTripsBody,
    response: { 200: acknowledgedAnswer, 409: acknowledgeRefusedAnswer, 422: acknowledgeRefusedAnswer },
  }),
};
