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
  /** The invitation and the app's address only: its link is made when it is sent (portal/for-mail.ts). */
  | {
      kind: 'portalInvite';
      vendor: string;
      username: string;
      invitationId: number;
      origin: string;
      expiresAt: string;
    };
