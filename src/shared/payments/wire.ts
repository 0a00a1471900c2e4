import { z } from 'zod';
import { rupeesSchema } from '../common/money';
import {
  BILL_PAYMENT_STATUSES,
  PAYMENT_MODES,
  billIdParamsSchema,
  paymentIdParamsSchema,
  paymentInputSchema,
  paymentsQuerySchema,
  reverseInputSchema,
} from './payments';
import { billedTripChange } from '../billing/wire';
import { fieldsOf, messageAnswer } from '../common/wire';
import { endpoint } from '../common/endpoint';

/**
 * Payments against bills: each answer once, as a zod schema, and the calls that carry
 * them. The request schemas are the Record payment and Reverse forms' rules (./payments.ts).
 */

/** One recorded payment as the API answers it (amount in rupees). */
export const paymentAnswer = z.object({
  id: z.number(),
  billId: z.string(),
  vendor: z.string(),
  date: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string(),
  amount: rupeesSchema,
  ...fieldsOf(z.string(), 'note', 'createdBy', 'createdAt'),
  reversed: z.boolean(),
  ...fieldsOf(z.string().nullable(), 'reversedBy', 'reversedAt', 'reversalReason'),
});
export type Payment = z.infer<typeof paymentAnswer>;

/** A bill's net payable, what live payments total, what is owed and its payment status. */
export const billPaymentSummaryAnswer = z.object({
  ...fieldsOf(z.string(), 'billId', 'vendor', 'billDate'),
  ...fieldsOf(z.number(), 'net', 'paid', 'outstanding'),
  status: z.enum(BILL_PAYMENT_STATUSES),
});
export type BillPaymentSummary = z.infer<typeof billPaymentSummaryAnswer>;

/**
 * GET /bills/{billId}/status: the summary and, beside it, whether the bill is out of date (its
 * trips edited since the current revision: the shared comparison of Transactions and Revise Bill)
 * and the net payable Update Bill would store (null while up to date). Payments count against
 * `net`, the stored current revision, until the bill is updated.
 */
export const billPaymentStatusAnswer = billPaymentSummaryAnswer.extend({
  outOfDate: z.boolean(),
  changes: z.array(billedTripChange),
  netAfterUpdate: z.number().nullable(),
});
export type BillPaymentStatusAnswer = z.infer<typeof billPaymentStatusAnswer>;

/** POST /payments (201) and POST /payments/{id}/reverse; `warning` only when the cash limit (40A(3); 36(4) of the 2025 Act) is crossed. */
export const recordPaymentAnswer = messageAnswer.extend({
  payment: paymentAnswer,
  status: billPaymentSummaryAnswer,
  warning: z.string().optional(),
});
export type RecordPaymentResponse = z.infer<typeof recordPaymentAnswer>;

export const paymentListAnswer = z.object({ payments: z.array(paymentAnswer) });

/** The payments calls; routes.ts serves them, paymentsApi.ts calls them. */
export const paymentEndpoints = {
  record: endpoint('POST', '/payments', { body: paymentInputSchema, response: { 201: recordPaymentAnswer } }),
  list: endpoint('GET', '/payments', {
    querystring: paymentsQuerySchema,
    response: { 200: paymentListAnswer },
  }),
  reverse: endpoint('POST', '/payments/:id/reverse', {
    params: paymentIdParamsSchema,
    body: reverseInputSchema,
    response: { 200: recordPaymentAnswer },
  }),
  billStatus: endpoint('GET', '/bills/:billId/status', {
    params: billIdParamsSchema,
    response: { 200: billPaymentStatusAnswer },
  }),
};
