import { z } from 'zod';
import { BILL_PAYMENT_STATUSES, PAYMENT_MODES, type BillPaymentSummary, type Payment, type RecordPaymentResponse } from '../payments';

/** Payments against bills (issue 12). */

export const paymentAnswer = z.object({
  id: z.number(),
  billId: z.string(),
  vendor: z.string(),
  date: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string(),
  amount: z.number(),
  note: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  reversed: z.boolean(),
  reversedBy: z.string().nullable(),
  reversedAt: z.string().nullable(),
  reversalReason: z.string().nullable(),
}) satisfies z.ZodType<Payment>;

export const billPaymentSummaryAnswer = z.object({
  billId: z.string(),
  vendor: z.string(),
  billDate: z.string(),
  net: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  status: z.enum(BILL_PAYMENT_STATUSES),
}) satisfies z.ZodType<BillPaymentSummary>;

export const recordPaymentAnswer = z.object({
  message: z.string(),
  payment: paymentAnswer,
  status: billPaymentSummaryAnswer,
  warning: z.string().optional(),
}) satisfies z.ZodType<RecordPaymentResponse>;

export const paymentListAnswer = z.object({ payments: z.array(paymentAnswer) });
