import type { DB } from '../../db/connection';
import { parseRowId } from '../../db/rows';
import { conflict, notFound } from '../../http-errors';
import { billPdfFileName } from '../../../shared/billing/file';
import { statementFileName } from '../../../shared/accounting/statement-file';
import { adviceFileName } from '../../../shared/payments/advice-file';
import { MAIL_MESSAGES } from '../../../shared/mail/mail';
import { normaliseBillId } from '../../../shared/lists/search-filters';
import {
  SHARE_MESSAGES,
  SHARE_VALID_DAYS,
  shareMessage,
  sharedDocumentWords,
  whatsAppNumber,
  whatsAppUrl,
  type ShareKind,
  type SharedDocument,
} from '../../../shared/share/share';
import type { ShareLink, ShareLinksQuery } from '../../../shared/share/wire';
import { recordAudit } from '../audit/public';
import { billHeader, currentBill } from '../billing/for-mail';
import { paymentRepository } from '../payments/public';
import { vendorMobile } from '../vendors/for-share';
import type { MailBusiness, SharedFile } from '../mail/for-share';
import { findShareLink, insertShareLink, listShareLinks, revokeShareLink, toShareLink } from './repository';
import { newShareToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ShareKit {
  db: DB;
  business: MailBusiness;
  now(): Date;
}

/** A new link as a request answers it: the link, its address (shown once) and the WhatsApp address carrying it. */
export interface Shared {
  message: string;
  link: ShareLink;
  url: string;
  whatsappUrl: string;
}

interface ShareFacts {
  kind: ShareKind;
  vendorId: number | null;
  vendorName: string;
  file: SharedFile;
  words: SharedDocument;
  fileName: string;
  billId: string | null;
  paymentId: number | null;
}

/** A new link to the document, written with its audit row, and the wa.me address carrying it to the vendor's mobile. */
async function create(kit: ShareKit, actor: string, baseUrl: string, facts: ShareFacts): Promise<Shared> {
  const { db } = kit;
  const vendor = await vendorMobile(db, facts.vendorId, facts.vendorName);
  const number = vendor ? whatsAppNumber(vendor.mobile) : null;
  if (!vendor || !number) throw conflict(SHARE_MESSAGES.noMobile(facts.vendorName));
  const { token, selector, secretHash } = newShareToken();
  const expiresAt = new Date(kit.now().getTime() + SHARE_VALID_DAYS * DAY_MS);
  const row = await db.transaction().execute(async (trx) => {
    const stored = await insertShareLink(trx, {
      kind: facts.kind,
      selector,
      secretHash,
      vendorId: vendor.id,
      vendorName: vendor.companyName,
      document: facts.file,
      words: sharedDocumentWords(facts.words),
      fileName: facts.fileName,
      billId: facts.billId,
      paymentId: facts.paymentId,
      createdBy: actor,
      expiresAt,
    });
    await recordAudit(trx, {
      actor,
      entity: 'share',
      entityId: stored.id,
      action: 'share',
      after: { document: facts.file, fileName: facts.fileName, to: number, expiresAt },
    });
    return stored;
  });
  const url = `${baseUrl}/logistics/share/${token}`;
  const text = shareMessage(kit.business.name, facts.words, url, expiresAt.toISOString());
  return {
    message: SHARE_MESSAGES.created(vendor.companyName),
    link: toShareLink(row),
    url,
    whatsappUrl: whatsAppUrl(number, text),
  };
}

/** Shared links: making one for a document, listing and withdrawing them (opening one: open.ts). */
export function shareService(kit: ShareKit) {
  const { db } = kit;

  return {
    /** A bill's current revision: the PDF Transactions downloads. */
    async shareBill(actor: string, baseUrl: string, billIdText: string) {
      const bill = await currentBill(db, billIdText);
      const revision = bill.current.revision;
      return create(kit, actor, baseUrl, {
        kind: 'bill',
        vendorId: bill.vendorId,
        vendorName: bill.vendor,
        file: { kind: 'bill', billId: bill.billId, revision },
        words: { kind: 'bill', billId: bill.billId, revision, net: bill.current.totals.netAmount },
        fileName: billPdfFileName(bill.billId, revision),
        billId: bill.billId,
        paymentId: null,
      });
    },

    /** A payment's advice, against the bill's revision the payment counts against. */
    async shareAdvice(actor: string, baseUrl: string, id: number) {
      const payment = await paymentRepository(db).findById(id);
      if (!payment) throw notFound(SHARE_MESSAGES.paymentNotFound);
      if (payment.reversed) throw conflict(SHARE_MESSAGES.reversed);
      const bill = (await billHeader(db, payment.billId))!;
      return create(kit, actor, baseUrl, {
        kind: 'paymentAdvice',
        vendorId: bill.vendorId,
        vendorName: bill.vendor,
        file: {
          kind: 'paymentAdvice',
          paymentId: payment.id,
          billId: bill.billId,
          revision: bill.currentRevision,
        },
        words: {
          kind: 'paymentAdvice',
          billId: bill.billId,
          amount: payment.amount,
          date: payment.date,
          reference: payment.reference,
        },
        fileName: adviceFileName(bill.billId, payment.id),
        billId: bill.billId,
        paymentId: payment.id,
      });
    },

    async shareStatement(
      actor: string,
      baseUrl: string,
      id: number,
      period: { startDate: string; endDate: string },
    ) {
      const vendor = await vendorMobile(db, id, '');
      if (!vendor) throw notFound(MAIL_MESSAGES.vendorNotFound);
      return create(kit, actor, baseUrl, {
        kind: 'statement',
        vendorId: vendor.id,
        vendorName: vendor.companyName,
        file: { kind: 'statement', vendor: vendor.companyName, ...period },
        words: { kind: 'statement', ...period },
        fileName: statementFileName(vendor.companyName, period.startDate, period.endDate, 'pdf'),
        billId: null,
        paymentId: null,
      });
    },

    async list(query: ShareLinksQuery): Promise<{ links: ShareLink[] }> {
      const rows = await listShareLinks(db, {
        billId: query.billId ? normaliseBillId(query.billId.trim()) : undefined,
        paymentId: query.paymentId ? (parseRowId(query.paymentId) ?? -1) : undefined,
        vendorId: query.vendorId ? (parseRowId(query.vendorId) ?? -1) : undefined,
      });
      return { links: rows.map(toShareLink) };
    },

    async revoke(actor: string, id: number) {
      const row = await findShareLink(db, id);
      if (!row) throw notFound(SHARE_MESSAGES.linkNotFound);
      await db.transaction().execute(async (trx) => {
        if (!(await revokeShareLink(trx, row.id, actor))) throw conflict(SHARE_MESSAGES.alreadyRevoked);
        await recordAudit(trx, { actor, entity: 'share', entityId: row.id, action: 'revoke' });
      });
      return { message: SHARE_MESSAGES.revoked, link: toShareLink((await findShareLink(db, row.id))!) };
    },
  };
}
