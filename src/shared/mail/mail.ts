import { z } from 'zod';
import { dateRangeSchema } from '../accounting/month-end';
import { formatAuditTime } from '../audit/audit-display';

/**
 * Mail to vendors: what goes out (kinds), where a message stands (states), each vendor's choice
 * for its bills, and the words the screens and the server share.
 */

/** What a message carries: a bill's PDF, a payment advice, a statement, a quarter's TDS, a declaration reminder. */
export const MAIL_KINDS = [
  'bill',
  'paymentAdvice',
  'statement',
  'tdsQuarter',
  'declarationReminder',
  'portalInvite',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  bill: 'Bill',
  paymentAdvice: 'Payment advice',
  statement: 'Statement',
  tdsQuarter: 'TDS of the quarter',
  declarationReminder: 'Declaration reminder',
  portalInvite: 'Portal invitation',
};

/**
 * queued: waiting for its (next) attempt; sending: an instance holds it and is talking to the mail
 * server; sent: the server accepted it (its answer kept); failed: the server refused it for good,
 * or every attempt failed (its reason kept); unconfirmed: the message was handed over whole, then
 * the sender stopped before the server's answer was recorded, so it is not sent again by itself
 * (a second copy may be a double): the accountant decides, and may send it again.
 */
export const MAIL_STATES = ['queued', 'sending', 'sent', 'failed', 'unconfirmed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const MAIL_STATE_LABELS: Record<MailState, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  unconfirmed: 'Not confirmed',
};

/** States a message is still moving out of (the screens look again while one is shown). */
export const MAIL_PENDING_STATES: readonly MailState[] = ['queued', 'sending'];
/** States the accountant may send again from. */
export const MAIL_RETRIABLE_STATES: readonly MailState[] = ['failed', 'unconfirmed'];

/** A vendor's bills go out by themselves when made or revised, or when someone presses Email to vendor. */
export const BILL_MAIL_MODES = ['automatic', 'onRequest'] as const;
export type BillMailMode = (typeof BILL_MAIL_MODES)[number];

export const BILL_MAIL_MODE_LABELS: Record<BillMailMode, string> = {
  automatic: 'Automatically when made or revised',
  onRequest: 'Only on "Email to vendor"',
};

export const MAIL_MESSAGES = {
  notSetUp:
    'Mail is not set up: the admin sets SMTP_URL and MAIL_FROM (README, Configuration). Nothing is queued until then.',
  noEmail: (vendor: string) => `${vendor} has no e-mail address: add one on the Vendor screen.`,
  vendorNotFound: 'Vendor not found.',
  messageNotFound: 'Message not found.',
  notRetriable: 'Only a failed or unconfirmed message can be sent again.',
  queuedAgain: 'The message is queued to be sent again.',
  billQueued: (billId: string, revision: number, to: string) =>
    `Bill ${billId} (revision ${revision}) is queued for ${to}.`,
  billAlreadyQueued: (billId: string, revision: number, to: string) =>
    `Bill ${billId} (revision ${revision}) is already on its way to ${to}.`,
  statementQueued: (vendor: string, to: string) => `The statement of ${vendor} is queued for ${to}.`,
  settingsSaved: 'Mail settings saved.',
  noMessages: 'No messages.',
} as const;

/** What follows a message's state on every screen: 'to a@b.in', or '26/11/2026 14:05 to a@b.in' once sent. */
export function mailStateDetail(message: { state: MailState; to: string; sentAt: string | null }): string {
  return message.state === 'sent' && message.sentAt
    ? `${formatAuditTime(message.sentAt)} to ${message.to}`
    : `to ${message.to}`;
}

/** POST /vendors/{id}/email-statement: the statement's period. */
export const statementMailSchema = dateRangeSchema;

/** POST /vendors/{id}/mail-settings: how the vendor's bills go out, and a statement each month. */
export const vendorMailSettingsSchema = z.object({
  bills: z.enum(BILL_MAIL_MODES, { error: 'Please choose how bills are e-mailed.' }),
  monthlyStatement: z.boolean({ error: 'Monthly statement must be true or false.' }),
});
export type VendorMailSettings = z.infer<typeof vendorMailSettingsSchema>;
