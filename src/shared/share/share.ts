import { formatIndianDate, todayInIndia } from '../common/dates';
import { indianMobile } from '../common/indian-mobile';
import { formatINR } from '../common/money';
import { statementMailSchema } from '../mail/mail';

/**
 * Sharing a document on WhatsApp without an API account: a link to that one document (a bill's
 * PDF, a payment advice, a vendor statement) that opens without a login for 30 days unless the
 * office withdraws it, sent through WhatsApp's click-to-chat address with a short message.
 */

export const SHARE_KINDS = ['bill', 'paymentAdvice', 'statement'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** How long a shared link opens its document. */
export const SHARE_VALID_DAYS = 30;

/**
 * Openings of shared links one address may make within SHARE_WINDOW_MINUTES (valid or not, so a
 * guesser is held as long as a reader): a vendor opens a document a few times, not dozens.
 */
export const SHARE_OPENS_PER_WINDOW = 30;
export const SHARE_WINDOW_MINUTES = 10;

/**
 * WhatsApp's click-to-chat address: https://wa.me/<number>?text=<message>, the number in full
 * international form, digits only (no +, spaces, dashes or leading zeros), the text URL-encoded.
 * Only an Indian mobile (common/indian-mobile.ts) has WhatsApp: a landline's 10 digits would open
 * a chat with nobody, so it gets no link.
 */
export const WHATSAPP_BASE = 'https://wa.me/';
export const INDIA_CALLING_CODE = '91';

/** The wa.me number of a vendor's Indian mobile; null when its number is none or not a mobile. */
export function whatsAppNumber(mobile: string): string | null {
  const digits = indianMobile(mobile);
  return digits ? `${INDIA_CALLING_CODE}${digits}` : null;
}

/** Why a vendor cannot be sent a document on WhatsApp (its number is not a mobile); null when it can. */
export function whatsAppRefusal(vendor: string, mobile: string): string | null {
  return whatsAppNumber(mobile) ? null : SHARE_MESSAGES.noMobile(vendor);
}

export function whatsAppUrl(number: string, text: string): string {
  return `${WHATSAPP_BASE}${number}?text=${encodeURIComponent(text)}`;
}

/** What a shared link is for, as the share message and the document's page name it. */
export type SharedDocument =
  | { kind: 'bill'; billId: string; revision: number; net: number }
  | { kind: 'paymentAdvice'; billId: string; amount: number; date: string; reference: string }
  | { kind: 'statement'; startDate: string; endDate: string };

export function sharedDocumentWords(document: SharedDocument): string {
  switch (document.kind) {
    case 'bill':
      return `Bill ${document.billId}${document.revision > 1 ? ` (revision ${document.revision})` : ''}, net payable Rs. ${formatINR(document.net)}`;
    case 'paymentAdvice':
      return `Payment advice: Rs. ${formatINR(document.amount)} paid on ${formatIndianDate(document.date)} against bill ${document.billId}${document.reference ? ` (${document.reference})` : ''}`;
    case 'statement':
      return `Statement of account ${formatIndianDate(document.startDate)} to ${formatIndianDate(document.endDate)}`;
  }
}

/** The short WhatsApp message: who sends, what it is, the link and until when it opens. */
export function shareMessage(business: string, document: SharedDocument, url: string, expiresAt: string) {
  return `${business}: ${sharedDocumentWords(document)}. Open it here (valid till ${formatIndianDate(todayInIndia(new Date(expiresAt)))}): ${url}`;
}

/** POST /vendors/{id}/share-statement: the statement's period. */
export const shareStatementSchema = statementMailSchema;

export const SHARE_MESSAGES = {
  created: (vendor: string) => `A link was made for ${vendor}: WhatsApp opens with the message.`,
  noMobile: (vendor: string) =>
    `${vendor} has no Indian mobile number (10 digits starting with 6, 7, 8 or 9): add one on the Vendor screen to share on WhatsApp.`,
  linkNotFound: 'Link not found.',
  revoked: 'The link is withdrawn: it no longer opens the document.',
  alreadyRevoked: 'The link was already withdrawn.',
  paymentNotFound: 'Payment not found.',
  /** What a reader of a link sees when it does not open. */
  invalid: 'This link is not valid. Please ask the office for a new one.',
  expired: (on: string) =>
    `This link expired on ${formatIndianDate(on)}. Please ask the office for a new one.`,
  withdrawn: (on: string) =>
    `This link was withdrawn by the office on ${formatIndianDate(on)}. Please ask the office for a new one.`,
  cancelled: (billId: string) => `Bill ${billId} was cancelled, so this link no longer opens it.`,
  reversed: 'This payment was reversed, so its advice no longer opens. Please ask the office.',
  tooMany: `Too many links opened from your address. Please try again in ${SHARE_WINDOW_MINUTES} minutes.`,
} as const;
