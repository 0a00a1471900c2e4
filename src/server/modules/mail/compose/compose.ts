import type { DB } from '../../../db/connection';
import { renderStatementPdf } from '../../../pdf/statement-pdf';
import type { StoredBill } from '../../billing/for-mail';
import { billAtRevision } from '../../billing/for-mail';
import { paymentRepository } from '../../payments/public';
import { quarterTdsWithDeposits, vendorStatement } from '../../accounting/for-mail';
import { formatIndianDate } from '../../../../shared/common/dates';
import type { MailDocument } from '../documents';
import type { MailBusiness } from '../mail-setup';
import { billAttachmentName, billText } from './bill-mail';
import { advicePdfLines, adviceText } from './payment-advice';
import { renderAdvicePdf } from '../../../pdf/advice-pdf';
import { adviceFileName } from '../../../../shared/payments/advice-file';
import { statementAttachmentName, statementText } from './statement-mail';
import { tdsQuarterText } from './tds-quarter';
import { reminderText } from './declaration-reminder';
import { inviteText } from './portal-invite';
import { mailedInvitationLink } from '../../portal/for-mail';

/** A message's text and files, rendered from the stored documents it names. */
export interface ComposedMail {
  text: string;
  attachments: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/** A document that can no longer go out (its bill was cancelled before it was sent): the message fails with this reason. */
export class UndeliverableDocument extends Error {}

export interface ComposeKit {
  db: DB;
  business: MailBusiness;
  renderBill(bill: StoredBill): Promise<Buffer>;
  now(): Date;
}

const pdf = (filename: string, content: Buffer) => ({ filename, content, contentType: 'application/pdf' });

async function storedBill(kit: ComposeKit, billId: string, revision: number): Promise<StoredBill> {
  const bill = await billAtRevision(kit.db, billId, revision);
  if (!bill) throw new UndeliverableDocument(`Bill ${billId} (revision ${revision}) is not on record.`);
  if (bill.cancelledAt)
    throw new UndeliverableDocument(
      `Bill ${billId} was cancelled on ${formatIndianDate(bill.cancelledAt)} before this message was sent.`,
    );
  return bill;
}

export async function composeMail(kit: ComposeKit, document: MailDocument): Promise<ComposedMail> {
  switch (document.kind) {
    case 'bill': {
      const bill = await storedBill(kit, document.billId, document.revision);
      const file = pdf(billAttachmentName(bill.billId, document.revision), await kit.renderBill(bill));
      return { text: billText(bill, kit.business), attachments: [file] };
    }
    case 'paymentAdvice': {
      const payments = paymentRepository(kit.db);
      const payment = await payments.findById(document.paymentId);
      if (!payment) throw new UndeliverableDocument(`Payment ${document.paymentId} is not on record.`);
      const bill = await storedBill(kit, document.billId, document.revision);
      const all = await payments.listForBill(bill.id);
      const file = pdf(
        adviceFileName(bill.billId, payment.id),
        await renderAdvicePdf(
          advicePdfLines(payment, bill, all),
          kit.business,
          `Payment advice ${payment.id}`,
          kit.now(),
        ),
      );
      return { text: adviceText(payment, bill, all, kit.business), attachments: [file] };
    }
    case 'statement': {
      const statement = await vendorStatement(kit.db, document.vendor, document, kit.business.tan);
      const file = pdf(
        statementAttachmentName(document.vendor, document),
        await renderStatementPdf(statement, kit.business, kit.now()),
      );
      return { text: statementText(statement, kit.business), attachments: [file] };
    }
    case 'tdsQuarter': {
      const register = await quarterTdsWithDeposits(kit.db, document.fy, document.quarter);
      return { text: tdsQuarterText(register, document.vendor, kit.business), attachments: [] };
    }
    case 'declarationReminder':
      return { text: reminderText(document.vendor, document.receivedOn, kit.business), attachments: [] };
    case 'portalInvite': {
      const made = await mailedInvitationLink(kit.db, document.invitationId, document.origin, kit.now());
      if ('refused' in made) throw new UndeliverableDocument(made.refused);
      return { text: inviteText(document, made.link, kit.business), attachments: [] };
    }
  }
}
