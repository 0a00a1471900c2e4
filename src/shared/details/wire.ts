import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { fieldsOf, idText } from '../common/wire';
import { billPaymentStatusAnswer, paymentAnswer } from '../payments/wire';
import { tripRecordAnswer } from '../trips/wire';

/**
 * The trip page (/trips/{tripId}) and the bill page (/bills/{billId}): read-only answers that put
 * together what other calls answer one part at a time. A bill's money is its stored current
 * revision, as Payments reads it; nothing here is summed again.
 */

/** One change in a trip's life, from the audit log (trip changes) and the bills it was on. */
export const tripHistoryEntry = z.object({
  at: z.string(),
  actor: z.string(),
  /** What happened, in words: "Created", "Row saved", "Billed on B1001 (revision 1)", ... */
  what: z.string(),
  /** The Transaction Status after the change; null where the change does not say. */
  status: z.string().nullable(),
});

/** The trip's bill as the trip page shows it: the payment summary of its current revision. */
export const tripBillAnswer = billPaymentStatusAnswer.pick({
  billId: true,
  billDate: true,
  net: true,
  paid: true,
  outstanding: true,
  status: true,
});

export const tripDetailAnswer = z.object({
  trip: tripRecordAnswer,
  history: z.array(tripHistoryEntry),
  /** Null for a trip on no bill, and for the profiles that may not see money (no Freight). */
  bill: tripBillAnswer.nullable(),
  payments: z.array(paymentAnswer),
});
export type TripDetail = z.infer<typeof tripDetailAnswer>;

/** One trip on the bill's current revision, as billed. */
export const billTripAnswer = z.object({
  ...fieldsOf(z.string(), 'tripId', 'localDate', 'truckNumber', 'destinationFrom', 'destinationTo'),
  ...fieldsOf(z.number().nullable(), 'weight', 'actualWeight'),
  ...fieldsOf(z.number(), 'freight', 'tds', 'amount'),
});

/** One stored revision and what changed from the one before. */
export const billRevisionAnswer = z.object({
  revision: z.number(),
  ...fieldsOf(z.string(), 'createdAt', 'createdBy'),
  tripCount: z.number(),
  ...fieldsOf(z.number(), 'netAmount', 'totalTds'),
  remarks: z.array(z.object({ text: z.string(), amount: z.number() })),
  /** Trips that joined and left the bill with this revision (all of them on revision 1). */
  ...fieldsOf(z.array(z.string()), 'addedTrips', 'removedTrips'),
  /** The net payable's change from the revision before; null on revision 1. */
  netChange: z.number().nullable(),
  /** The current revision: the one whose PDF Transactions downloads. */
  current: z.boolean(),
});

/** How a revision's TDS was decided and booked (the TDS register's row of it). */
export const billTdsRowAnswer = z.object({
  revision: z.number(),
  /** The day it is booked on in the TDS register. */
  bookedOn: z.string(),
  /** Null on revisions stored before the rule was recorded. */
  rate: z.number().nullable(),
  section206AA: z.boolean(),
  panStatus: z.string().nullable(),
  ...fieldsOf(z.number(), 'tds', 'chargesTds'),
});

export const TALLY_STATES = ['not-sent', 'sent', 'imported'] as const;
/** The bill's voucher in Tally: never exported, in an export not yet marked imported, or imported. */
export const billTallyAnswer = z.object({
  state: z.enum(TALLY_STATES),
  /** The latest export that carried the voucher; null when none did. */
  exportSequence: z.number().nullable(),
});

export const billDetailAnswer = z.object({
  ...fieldsOf(z.string(), 'billId', 'vendor', 'billDate'),
  cancelledAt: z.string().nullable(),
  currentRevision: z.number(),
  money: billPaymentStatusAnswer,
  trips: z.array(billTripAnswer),
  revisions: z.array(billRevisionAnswer),
  payments: z.array(paymentAnswer),
  tds: z.array(billTdsRowAnswer),
  tally: billTallyAnswer,
});
export type BillDetail = z.infer<typeof billDetailAnswer>;

export const detailEndpoints = {
  trip: endpoint('GET', '/trips/:tripId/detail', {
    params: z.object({ tripId: idText }),
    response: { 200: tripDetailAnswer },
  }),
  bill: endpoint('GET', '/bills/:billId/detail', {
    params: z.object({ billId: idText }),
    response: { 200: billDetailAnswer },
  }),
};
