import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { messageAnswer, rowIdParams } from '../common/wire';
import { MAIL_MESSAGES } from '../mail/mail';
import { billIdParamsSchema } from '../payments/payments';
import { SHARE_KINDS, SHARE_MESSAGES, shareStatementSchema } from './share';

/** Shared links to documents: the calls that make one (and its WhatsApp address), list, withdraw and open them. */

/** One shared link as the office sees it (never its token: only its hash is kept). */
export const shareLinkAnswer = z.object({
  id: z.number(),
  kind: z.enum(SHARE_KINDS),
  vendor: z.string(),
  /** What it opens, in words: 'Bill B1034 (revision 2), net payable Rs. 20,969.75'. */
  document: z.string(),
  /** The file a reader gets, named as the office's download of it. */
  fileName: z.string(),
  billId: z.string().nullable(),
  paymentId: z.number().nullable(),
  vendorId: z.number().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
  opened: z.number(),
  lastOpenedAt: z.string().nullable(),
});
export type ShareLink = z.infer<typeof shareLinkAnswer>;

/** A new link: the link itself (shown once) and the WhatsApp address that carries it to the vendor. */
export const shareCreatedAnswer = messageAnswer.extend({
  link: shareLinkAnswer,
  url: z.string(),
  whatsappUrl: z.string(),
});

const idFilter = z.string().max(20).nullable().optional();
/** GET /share-links: one document's links, newest first. */
export const shareLinksQuerySchema = z.object({
  billId: z.string().max(20).nullable().optional(),
  paymentId: idFilter,
  vendorId: idFilter,
});
export type ShareLinksQuery = z.input<typeof shareLinksQuerySchema>;

export const shareLinksAnswer = z.object({ links: z.array(shareLinkAnswer) });

/** The random part of a link: 43 base64url characters (32 bytes) after a 16-character selector. */
export const shareTokenParams = z.object({ token: z.string().max(200) });

/** The share calls; modules/share/routes.ts serves them, client/mail/share-api.ts calls them. */
export const shareEndpoints = {
  shareBill: endpoint('POST', '/bills/:billId/share', {
    params: billIdParamsSchema,
    response: { 201: shareCreatedAnswer },
  }),
  shareAdvice: endpoint('POST', '/payments/:id/share', {
    params: rowIdParams(SHARE_MESSAGES.paymentNotFound),
    response: { 201: shareCreatedAnswer },
  }),
  shareStatement: endpoint('POST', '/vendors/:id/share-statement', {
    params: rowIdParams(MAIL_MESSAGES.vendorNotFound),
    body: shareStatementSchema,
    response: { 201: shareCreatedAnswer },
  }),
  list: endpoint('GET', '/share-links', {
    querystring: shareLinksQuerySchema,
    response: { 200: shareLinksAnswer },
  }),
  revoke: endpoint('POST', '/share-links/:id/revoke', {
    params: rowIdParams(SHARE_MESSAGES.linkNotFound),
    response: { 200: messageAnswer.extend({ link: shareLinkAnswer }) },
  }),
  /** The link a vendor opens, without a login: that one document's PDF, inline. */
  open: endpoint('GET', '/share/:token', { params: shareTokenParams, response: {} }),
};
