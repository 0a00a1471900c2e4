import { z } from 'zod';
import { BILL_PAYMENT_STATUSES, PAYMENT_MODES, type BillPaymentStatusAnswer, type BillPaymentSummary, type Payment, type RecordPaymentResponse } from '../payments';
import { billedTripChange } from './billing';
import { fieldsOf } from './common';

/** Payments against bills. */

export const paymentAnswer = z.object({
  id: z.number(),
  billId: z.string(),
  vendor: z.string(),
  date: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string(),
  amount: z.number(),
  ...fieldsOf(z.string(), 'note', 'createdBy', 'createdAt'),
  reversed: z.boolean(),
  ...fieldsOf(z.string().nullable(), 'reversedBy', 'reversedAt', 'reversalReason'),
}) satisfies z.ZodType<Payment>;

export const billPaymentSummaryAnswer = z.object({
  ...fieldsOf(z.string(), 'billId', 'vendor', 'billDate'),
  ...fieldsOf(z.number(), 'net', 'paid', 'outstanding'),
  status: z.enum(BILL_PAYMENT_STATUSES),
}) satisfies z.ZodType<BillPaymentSummary>;

/** GET /bills/{billId}/status: the summary with the bill's out-of-date state beside it. */
export const billPaymentStatusAnswer = billPaymentSummaryAnswer.extend({
  outOfDate: z.boolean(),
  changes: z.array(billedTripChange),
  netAfterUpdate: z.number().nullable(),
}) satisfies z.ZodType<BillPaymentStatusAnswer>;

export const recordPaymentAnswer = z.object({
  message: z.string(),
  payment: paymentAnswer,
  status: billPaymentSummaryAnswer,
  warning: z.string().optional(),
}) satisfies z.ZodType<RecordPaymentResponse>;

export const paymentListAnswer = z.object({ payments: z.array(paymentAnswer) });
