import type { DB } from '../../db/connection';
import type { MailKind } from '../../../shared/mail/mail';
import { vendorContact, type VendorContact } from '../vendors/for-mail';
import type { MailDocument } from './documents';
import type { MailSetup } from './mail-setup';
import { insertMessage, type OutboxRow } from './outbox-repository';
import { billAttachmentName, billSubject } from './compose/bill-mail';
import { adviceSubject } from './compose/payment-advice';
import { adviceFileName } from '../../../shared/payments/advice-file';
import { statementAttachmentName, statementSubject } from './compose/statement-mail';
import { tdsQuarterSubject } from './compose/tds-quarter';
import { reminderSubject } from './compose/declaration-reminder';
import { inviteSubject } from './compose/portal-invite';

/**
 * Queuing messages: each is one row written with the caller's transaction (`trx`), so it exists
 * exactly when what it reports was stored. Without SMTP_URL nothing is written: a message queued
 * while mail is not set up would go out whenever it is, weeks late and unasked.
 */

/** The vendor a message goes to, at its address. */
export interface Recipient {
  contact: VendorContact;
  email: string;
}

/** The vendor a bill or payment names, when it has an e-mail address; null otherwise. */
export async function recipientOf(
  db: DB,
  vendorId: number | null,
  vendorName: string,
): Promise<Recipient | null> {
  const contact = await vendorContact(db, vendorId, vendorName);
  return contact?.email ? { contact, email: contact.email } : null;
}

interface QueueFacts {
  mail: MailSetup;
  queuedBy: string;
  to: Recipient;
}

/** A message of any kind to a vendor with an address; null if mail is not set up or a dedupe key was taken. */
async function queue(
  trx: DB,
  { mail, queuedBy, to }: QueueFacts,
  message: {
    document: MailDocument;
    subject: string;
    attachmentName?: string;
    billId?: string;
    paymentId?: number;
    dedupeKey?: string;
  },
): Promise<OutboxRow | null> {
  if (!mail.sender) return null;
  return insertMessage(trx, {
    kind: message.document.kind satisfies MailKind,
    vendorId: to.contact.id,
    vendorName: to.contact.companyName,
    to: to.email,
    subject: message.subject,
    document: message.document,
    attachmentName: message.attachmentName ?? '',
    billId: message.billId,
    paymentId: message.paymentId,
    dedupeKey: message.dedupeKey,
    queuedBy,
    domain: mail.sender.domain,
  });
}

export function queueBill(trx: DB, facts: QueueFacts, bill: { billId: string; revision: number }) {
  return queue(trx, facts, {
    document: { kind: 'bill', ...bill },
    subject: billSubject(bill.billId, bill.revision, facts.mail.business),
    attachmentName: billAttachmentName(bill.billId, bill.revision),
    billId: bill.billId,
  });
}

export function queueAdvice(
  trx: DB,
  facts: QueueFacts,
  payment: { paymentId: number; billId: string; revision: number; amount: number; date: string },
) {
  const { paymentId, billId, revision } = payment;
  return queue(trx, facts, {
    document: { kind: 'paymentAdvice', paymentId, billId, revision },
    subject: adviceSubject(payment, facts.mail.business),
    attachmentName: adviceFileName(billId, paymentId),
    billId,
    paymentId,
  });
}

/** A statement of a period; `dedupeKey` for the monthly one (one per vendor and month). */
export function queueStatement(
  trx: DB,
  facts: QueueFacts,
  period: { startDate: string; endDate: string },
  dedupeKey?: string,
) {
  const vendor = facts.to.contact.companyName;
  return queue(trx, facts, {
    document: { kind: 'statement', vendor, ...period },
    subject: statementSubject(period, facts.mail.business),
    attachmentName: statementAttachmentName(vendor, period),
    dedupeKey,
  });
}

export function queueTdsQuarter(
  trx: DB,
  facts: QueueFacts,
  quarter: Extract<MailDocument, { kind: 'tdsQuarter' }>,
  dedupeKey: string,
) {
  return queue(trx, facts, {
    document: quarter,
    subject: tdsQuarterSubject(quarter.fy, quarter.quarter, facts.mail.business),
    dedupeKey,
  });
}

export function queueReminder(trx: DB, facts: QueueFacts, receivedOn: string) {
  return queue(trx, facts, {
    document: { kind: 'declarationReminder', vendor: facts.to.contact.companyName, receivedOn },
    subject: reminderSubject(receivedOn, facts.mail.business),
    dedupeKey: `declaration-reminder:${facts.to.contact.id}:${receivedOn}`,
  });
}

export function queueInvite(
  trx: DB,
  facts: QueueFacts,
  invite: { username: string; invitationId: number; origin: string; expiresAt: string },
) {
  return queue(trx, facts, {
    document: { kind: 'portalInvite', vendor: facts.to.contact.companyName, ...invite },
    subject: inviteSubject(facts.mail.business),
  });
}
