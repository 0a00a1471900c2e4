import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import { parseRowId } from '../../db/rows';
import { HttpError, conflict, notFound } from '../../http-errors';
import type { PageRequest } from '../../../shared/lists/paging';
import { normaliseBillId } from '../../../shared/lists/search-filters';
import { MAIL_MESSAGES, MAIL_RETRIABLE_STATES, type VendorMailSettings } from '../../../shared/mail/mail';
import type {
  MailMessage,
  MailStatus,
  OutboxQuery,
  VendorMailSettingsAnswer,
} from '../../../shared/mail/wire';
import { recordAudit } from '../audit/public';
import { currentBill } from '../billing/for-mail';
import { liveVendorContact, type VendorContact } from '../vendors/for-mail';
import type { MailSetup } from './mail-setup';
import { findMessage, pendingBillMessage, requeue, toMailMessage } from './outbox-repository';
import { queueBill, queueStatement, recipientOf } from './queue';
import { saveVendorMailSettings, vendorMailSettings } from './settings-repository';

/** errorCode of the 409 a request to send mail gets while SMTP_URL is not set. */
export const MAIL_NOT_SET_UP = 'MAIL_NOT_SET_UP';

const DEFAULT_PAGE: PageRequest = { limit: 50, offset: 0 };

/** What a request to send answers: the message and its words. */
export interface Queued {
  message: string;
  mail: MailMessage;
}

function requireSetUp(mail: MailSetup) {
  if (!mail.sender) throw new HttpError(409, MAIL_MESSAGES.notSetUp, MAIL_NOT_SET_UP);
}

async function requireVendor(db: DB, id: number): Promise<VendorContact> {
  const vendor = await liveVendorContact(db, id);
  if (!vendor) throw notFound(MAIL_MESSAGES.vendorNotFound);
  return vendor;
}

/** The outbox: what the screens read, and the requests that queue a message by hand. */
export function mailService(db: DB, mail: MailSetup) {
  return {
    status(): MailStatus {
      const sender = mail.sender;
      return sender
        ? { configured: true, from: `${sender.name} <${sender.address}>`, message: '' }
        : { configured: false, from: '', message: MAIL_MESSAGES.notSetUp };
    },

    /** Newest first, by state or by the document a message concerns. */
    async list(query: OutboxQuery, page: PageRequest | null) {
      let rows = db.selectFrom('mail_outbox');
      if (query.state) rows = rows.where('state', '=', query.state);
      if (query.kind) rows = rows.where('kind', '=', query.kind);
      if (query.billId) rows = rows.where('bill_id', '=', normaliseBillId(query.billId.trim()));
      if (query.paymentId) rows = rows.where('payment_id', '=', parseRowId(query.paymentId) ?? -1);
      if (query.vendorId) rows = rows.where('vendor_id', '=', parseRowId(query.vendorId) ?? -1);
      const { limit, offset } = page ?? DEFAULT_PAGE;
      const [found, count] = await Promise.all([
        rows.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        rows.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { messages: found.map(toMailMessage), totalCount: count.n };
    },

    /** Send again: a failed or unconfirmed message goes back in the queue, due now. */
    async retry(id: number): Promise<Queued> {
      const row = await findMessage(db, id);
      if (!row) throw notFound(MAIL_MESSAGES.messageNotFound);
      const queued = await requeue(db, row.id, MAIL_RETRIABLE_STATES);
      if (!queued) throw conflict(MAIL_MESSAGES.notRetriable);
      return { message: MAIL_MESSAGES.queuedAgain, mail: toMailMessage(queued) };
    },

    /**
     * "Email to vendor": the bill's current revision as a PDF. A revision already on its way is not
     * queued twice (a second press, a second clerk): the answer names the one queued.
     */
    async emailBill(actor: string, billIdText: string): Promise<Queued> {
      requireSetUp(mail);
      const bill = await currentBill(db, billIdText);
      const revision = bill.current.revision;
      const to = await recipientOf(db, bill.vendorId, bill.vendor);
      if (!to) throw conflict(MAIL_MESSAGES.noEmail(bill.vendor));
      return db.transaction().execute(async (trx) => {
        // One press at a time per bill, so two at once find each other's message.
        await sql`select pg_advisory_xact_lock(hashtext(${`mail-bill:${bill.billId}`}))`.execute(trx);
        const pending = await pendingBillMessage(trx, bill.billId, revision);
        if (pending)
          return {
            message: MAIL_MESSAGES.billAlreadyQueued(bill.billId, revision, pending.to_address),
            mail: toMailMessage(pending),
          };
        const row = (await queueBill(trx, { mail, queuedBy: actor, to }, { billId: bill.billId, revision }))!;
        await recordAudit(trx, {
          actor,
          entity: 'bill',
          entityId: bill.billId,
          action: 'email',
          after: { revision, to: to.email, mailId: row.id },
        });
        return {
          message: MAIL_MESSAGES.billQueued(bill.billId, revision, to.email),
          mail: toMailMessage(row),
        };
      });
    },

    async emailStatement(actor: string, vendorId: number, period: { startDate: string; endDate: string }) {
      requireSetUp(mail);
      const contact = await requireVendor(db, vendorId);
      if (!contact.email) throw conflict(MAIL_MESSAGES.noEmail(contact.companyName));
      const row = (await queueStatement(
        db,
        { mail, queuedBy: actor, to: { contact, email: contact.email } },
        period,
      ))!;
      return {
        message: MAIL_MESSAGES.statementQueued(contact.companyName, contact.email),
        mail: toMailMessage(row),
      };
    },

    async vendorSettings(vendorId: number): Promise<VendorMailSettingsAnswer> {
      const contact = await requireVendor(db, vendorId);
      return {
        vendorId: contact.id,
        vendor: contact.companyName,
        email: contact.email,
        ...(await vendorMailSettings(db, contact.id)),
      };
    },

    async saveVendorSettings(actor: string, vendorId: number, settings: VendorMailSettings) {
      const contact = await requireVendor(db, vendorId);
      await saveVendorMailSettings(db, actor, contact.id, settings);
      return { message: MAIL_MESSAGES.settingsSaved, ...(await this.vendorSettings(vendorId)) };
    },
  };
}
