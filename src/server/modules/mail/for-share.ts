import type { DB } from '../../db/connection';
import { createBillPdfPool } from '../../pdf/bill-pdf-pool';
import { composeMail, UndeliverableDocument } from './compose/compose';
import type { MailDocument } from './documents';
import type { MailBusiness } from './mail-setup';

/**
 * What a shared link asks of mail: the same documents a message carries (a bill revision's PDF, a
 * payment advice's, a statement's), rendered the same way, so the vendor reads the same file
 * whichever way it came.
 */
export type { MailDocument as SharedFile } from './documents';
export type { MailBusiness } from './mail-setup';
export { UndeliverableDocument };

export function documentRenderer(db: DB, business: MailBusiness, now: () => Date) {
  let pool: ReturnType<typeof createBillPdfPool> | null = null;
  return {
    /** The document's file (its first attachment, named as the download is). */
    async render(document: MailDocument): Promise<{ filename: string; content: Buffer }> {
      pool ??= createBillPdfPool(1);
      const billPool = pool;
      const composed = await composeMail(
        { db, business, now, renderBill: (bill) => billPool.render(bill, business) },
        document,
      );
      const [file] = composed.attachments;
      return { filename: file.filename, content: file.content };
    },
    async close() {
      await pool?.close();
    },
  };
}
