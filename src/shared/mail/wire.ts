import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { messageAnswer, pagingFields, rowIdParams } from '../common/wire';
import { billIdParamsSchema } from '../payments/payments';
import {
  BILL_MAIL_MODES,
  MAIL_MESSAGES,
  MAIL_KINDS,
  MAIL_STATES,
  statementMailSchema,
  vendorMailSettingsSchema,
} from './mail';

/** Mail to vendors: the outbox's messages, the calls that queue them, each vendor's mail settings. */

/** One message of the outbox as every call answers it. */
export const mailMessageAnswer = z.object({
  id: z.number(),
  kind: z.enum(MAIL_KINDS),
  state: z.enum(MAIL_STATES),
  vendor: z.string(),
  to: z.string(),
  subject: z.string(),
  /** The attachment's file name, as the download of the same document is named ('' when none). */
  attachment: z.string(),
  /** The bill it carries or concerns (a bill, a payment advice); null for the others. */
  billId: z.string().nullable(),
  paymentId: z.number().nullable(),
  vendorId: z.number().nullable(),
  queuedAt: z.string(),
  queuedBy: z.string(),
  attempts: z.number(),
  /** When a queued message is tried next (after a failed attempt, later each time). */
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** The mail server's answer: its acceptance (with its queue id) or its refusal. */
  serverResponse: z.string().nullable(),
  /** The id the server gave the message, when its answer names one. */
  serverMessageId: z.string().nullable(),
  /** Why the last attempt did not succeed (null once sent). */
  lastError: z.string().nullable(),
});
export type MailMessage = z.infer<typeof mailMessageAnswer>;

export const mailQueuedAnswer = messageAnswer.extend({ mail: mailMessageAnswer });

/** GET /mail/status: whether mail is set up, and who it is sent as (never the server's password). */
export const mailStatusAnswer = z.object({ configured: z.boolean(), from: z.string(), message: z.string() });
export type MailStatus = z.infer<typeof mailStatusAnswer>;

const idFilter = z.string().max(20).nullable().optional();
/** GET /mail/outbox: newest first; by state, or one document's messages (a bill, a payment, a vendor). */
export const outboxQuerySchema = z.object({
  state: z.enum(MAIL_STATES).nullable().optional(),
  /** One kind only: a bill's own messages, without its payments' advices. */
  kind: z.enum(MAIL_KINDS).nullable().optional(),
  billId: z.string().max(20).nullable().optional(),
  paymentId: idFilter,
  vendorId: idFilter,
  ...pagingFields,
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

export const outboxAnswer = z.object({ messages: z.array(mailMessageAnswer), totalCount: z.number() });

export const vendorMailSettingsAnswer = z.object({
  vendorId: z.number(),
  vendor: z.string(),
  email: z.string(),
  bills: z.enum(BILL_MAIL_MODES),
  monthlyStatement: z.boolean(),
});
export type VendorMailSettingsAnswer = z.infer<typeof vendorMailSettingsAnswer>;

/** The mail calls; modules/mail/routes.ts serves them, client/mail/mail-api.ts calls them. */
/** A vendor's mail calls name it by its row id. */
const vendorIdParams = rowIdParams(MAIL_MESSAGES.vendorNotFound);

export const mailEndpoints = {
  status: endpoint('GET', '/mail/status', { response: { 200: mailStatusAnswer } }),
  outbox: endpoint('GET', '/mail/outbox', {
    querystring: outboxQuerySchema,
    response: { 200: outboxAnswer },
  }),
  retry: endpoint('POST', '/mail/outbox/:id/retry', {
    params: rowIdParams(MAIL_MESSAGES.messageNotFound),
    response: { 202: mailQueuedAnswer },
  }),
  /** Queues the bill's current revision as a PDF for its vendor. */
  emailBill: endpoint('POST', '/bills/:billId/email', {
    params: billIdParamsSchema,
    response: { 202: mailQueuedAnswer },
  }),
  emailStatement: endpoint('POST', '/vendors/:id/email-statement', {
    params: vendorIdParams,
    body: statementMailSchema,
    response: { 202: mailQueuedAnswer },
  }),
  vendorSettings: endpoint('GET', '/vendors/:id/mail-settings', {
    params: vendorIdParams,
    response: { 200: vendorMailSettingsAnswer },
  }),
  saveVendorSettings: endpoint('POST', '/vendors/:id/mail-settings', {
    params: vendorIdParams,
    body: vendorMailSettingsSchema,
    response: { 200: messageAnswer.extend(vendorMailSettingsAnswer.shape) },
  }),
};
