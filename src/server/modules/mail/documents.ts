import type { Quarter } from '../../../shared/accounting/month-end';

/**
 * What a message carries, as the outbox keeps it: references to stored documents, rendered when the
 * message is sent. A bill revision and a payment never change once stored, so every attempt sends
 * the same document.
 */
export type MailDocument =
  | { kind: 'bill'; billId: string; revision: number }
  | { kind: 'paymentAdvice'; paymentId: number; billId: string; revision: number }
  | { kind: 'statement'; vendor: string; startDate: string; endDate: string }
  | { kind: 'tdsQuarter'; vendor: string; fy: string; quarter: Quarter }
  | { kind: 'declarationReminder'; vendor: string; receivedOn: string }
  /** The activation link is in the message, so the outbox holds it until the link is used or lapses. */
  | { kind: 'portalInvite'; vendor: string; username: string; link: string; expiresAt: string };
